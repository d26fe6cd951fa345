import type { components } from './schema';

/**
 * The contract's enumerations as runtime lists, for pickers, filters, search-param schemas and the
 * mock. Types come from the generated schema: each list `satisfies` its contract type (no value
 * outside the contract), and `enums.test.ts` checks at compile time that none of the contract's
 * values is missing — so a change to `openapi.yaml` breaks the build until the lists follow it.
 * Plain constant arrays, so a list no module uses is left out of the bundle.
 */
type Schemas = components['schemas'];

export { PROPERTY_STATUSES, PROPERTY_TYPES, SORT_KEYS, SORT_ORDERS } from './list-enums';

export const BUSINESS_TYPES = [
  'SALE',
  'RENTAL',
  'SALE_RENTAL',
] as const satisfies readonly Schemas['BusinessType'][];

export const USAGE_TYPES = ['RESIDENTIAL', 'COMMERCIAL'] as const satisfies readonly Schemas['UsageType'][];

export const PUBLICATION_TYPES = [
  'STANDARD',
  'PREMIUM',
  'SUPER_PREMIUM',
  'PREMIERE_1',
  'PREMIERE_2',
  'TRIPLE',
] as const satisfies readonly Schemas['PublicationType'][];

/** Amenity ids in the spec's three groups: leisure and sport, comforts, security. */
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

export const AMENITIES = [
  ...AMENITY_GROUPS.leisure,
  ...AMENITY_GROUPS.comfort,
  ...AMENITY_GROUPS.security,
] as const satisfies readonly Schemas['Amenity'][];

export const DELETION_REASONS = [
  'SOLD',
  'RENTED',
  'OWNER_REQUEST',
  'DUPLICATE',
  'INCORRECT_INFO',
  'OTHER',
] as const satisfies readonly Schemas['DeletionReason'][];

export const DELETION_TYPES = [
  'soft',
  'local',
  'canalpro',
  'both',
] as const satisfies readonly Schemas['DeletionType'][];

export const UF_CODES = [
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
] as const satisfies readonly Schemas['UF'][];

export const REFRESH_JOB_STATUSES = [
  'pending',
  'running',
  'completed',
  'failed',
  'cancelled',
] as const satisfies readonly Schemas['RefreshJobStatus'][];

export const TENANT_TYPES = ['PF', 'PJ'] as const satisfies readonly Schemas['TenantType'][];

/** The highlight levels (every publication type but STANDARD), which a Canal Pro contract limits. */
export const HIGHLIGHT_LEVELS = /* @__PURE__ */ PUBLICATION_TYPES.filter(
  (type): type is Exclude<Schemas['PublicationType'], 'STANDARD'> => type !== 'STANDARD',
);
export type HighlightLevel = (typeof HIGHLIGHT_LEVELS)[number];
