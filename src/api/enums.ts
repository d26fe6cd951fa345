import type { components } from './schema';

/**
 * The contract's enumerations as runtime lists, for pickers, filters, search-param schemas and the
 * mock. Types come from the generated schema; `every<U>()` checks each list both ways at compile
 * time (no value outside the contract, none of the contract's missing), so a change to
 * `openapi.yaml` breaks the build until the list follows it.
 */
type Schemas = components['schemas'];

type Missing<U, T extends readonly unknown[]> = Exclude<U, T[number]>;

function every<U extends string>() {
  return <const T extends readonly U[]>(
    values: T & ([Missing<U, T>] extends [never] ? unknown : { missing: Missing<U, T> }),
  ): T => values;
}

export const PROPERTY_TYPES = every<Schemas['PropertyType']>()([
  'APARTMENT',
  'HOUSE',
  'CASA_CONDOMINIO',
  'CASA_VILA',
  'COBERTURA',
  'FAZENDA_SITIO_CHACARA',
  'FLAT',
  'KITNET_CONJUGADO',
  'LOFT',
  'LOTE_TERRENO',
  'PREDIO_EDIFICIO_INTEIRO',
  'STUDIO',
]);

export const PROPERTY_STATUSES = every<Schemas['PropertyStatus']>()([
  'imported',
  'pending',
  'synced',
  'error',
  'active',
]);

export const BUSINESS_TYPES = every<Schemas['BusinessType']>()(['SALE', 'RENTAL', 'SALE_RENTAL']);

export const USAGE_TYPES = every<Schemas['UsageType']>()(['RESIDENTIAL', 'COMMERCIAL']);

export const PUBLICATION_TYPES = every<Schemas['PublicationType']>()([
  'STANDARD',
  'PREMIUM',
  'SUPER_PREMIUM',
  'PREMIERE_1',
  'PREMIERE_2',
  'TRIPLE',
]);

export const SORT_KEYS = every<Schemas['SortKey']>()([
  'updated_at',
  'created_at',
  'price',
  'price_rent',
  'usable_area',
  'total_area',
]);

export const SORT_ORDERS = every<Schemas['SortOrder']>()(['asc', 'desc']);

/** Amenity ids in the spec's three groups (part 2 §3): leisure and sport, comforts, security. */
export const AMENITY_GROUPS = {
  leisure: [
    'gym',
    'barbecue',
    'cinema',
    'gourmet_space',
    'garden',
    'pool',
    'playground',
    'squash_court',
    'tennis_court',
    'sports_court',
    'party_hall',
    'game_room',
  ],
  comfort: ['accessibility', 'bike_rack', 'coworking', 'elevator', 'laundry', 'sauna', 'spa'],
  security: ['gated_community', 'electronic_gate', 'security_24h'],
} as const satisfies Record<string, readonly Schemas['Amenity'][]>;

export const AMENITIES = every<Schemas['Amenity']>()([
  ...AMENITY_GROUPS.leisure,
  ...AMENITY_GROUPS.comfort,
  ...AMENITY_GROUPS.security,
]);

export const DELETION_REASONS = every<Schemas['DeletionReason']>()([
  'SOLD',
  'RENTED',
  'OWNER_REQUEST',
  'DUPLICATE',
  'INCORRECT_INFO',
  'OTHER',
]);

export const DELETION_TYPES = every<Schemas['DeletionType']>()(['soft', 'local', 'canalpro', 'both']);

export const UF_CODES = every<Schemas['UF']>()([
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
]);

export const REFRESH_JOB_STATUSES = every<Schemas['RefreshJobStatus']>()([
  'pending',
  'running',
  'completed',
  'failed',
  'cancelled',
]);

export const TENANT_TYPES = every<Schemas['TenantType']>()(['PF', 'PJ']);

/** The highlight levels (every publication type but STANDARD), which a Canal Pro contract limits. */
export const HIGHLIGHT_LEVELS = PUBLICATION_TYPES.filter(
  (type): type is Exclude<Schemas['PublicationType'], 'STANDARD'> => type !== 'STANDARD',
);
export type HighlightLevel = (typeof HIGHLIGHT_LEVELS)[number];
