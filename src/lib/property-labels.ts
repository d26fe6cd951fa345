import type { components } from '@/api/schema';

type Schemas = components['schemas'];
export type PropertyType = Schemas['PropertyType'];
export type PropertyStatus = Schemas['PropertyStatus'];
export type PublicationType = Schemas['PublicationType'];
export type BusinessType = Schemas['BusinessType'];
export type Amenity = Schemas['Amenity'];
export type DeletionReason = Schemas['DeletionReason'];

/**
 * pt-BR display labels for the property enumerations (the spec's enumerations,
 * the dashboard's type labels, the amenity ids). Every `…Label(value)` helper returns the raw value
 * for anything unknown, as the spec asks ("an unknown value is shown raw").
 */

function lookup<K extends string>(labels: Record<K, string>, value: string | null | undefined): string {
  if (value == null) return '';
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}

// ───────────── status ─────────────

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  imported: 'Importado',
  pending: 'Pendente',
  synced: 'Sincronizado',
  error: 'Erro',
  active: 'Ativo',
};

/** Status label; case-insensitive for known values (the portal sends e.g. `ACTIVE`), raw otherwise. */
export function statusLabel(status: string | null | undefined): string {
  if (status == null) return '';
  const key = status.toLowerCase();
  return Object.hasOwn(PROPERTY_STATUS_LABELS, key) ? PROPERTY_STATUS_LABELS[key as PropertyStatus] : status;
}

// ───────────── publication (highlight) ─────────────

/** STANDARD carries no badge, hence `null`. */
export const PUBLICATION_TYPE_LABELS: Record<PublicationType, string | null> = {
  STANDARD: null,
  PREMIUM: 'Destaque',
  SUPER_PREMIUM: 'Super destaque',
  PREMIERE_1: 'Destaque Exclusivo',
  PREMIERE_2: 'Destaque Superior',
  TRIPLE: 'Destaque Triplo',
};

/** The highlight levels' labels in the plural, for counts ('10 Super destaques'). */
export const HIGHLIGHT_PLURAL_LABELS: Record<Exclude<PublicationType, 'STANDARD'>, string> = {
  PREMIUM: 'Destaques',
  SUPER_PREMIUM: 'Super destaques',
  PREMIERE_1: 'Destaques Exclusivos',
  PREMIERE_2: 'Destaques Superiores',
  TRIPLE: 'Destaques Triplos',
};

/** Label for a highlight badge, or `null` when no badge is shown (STANDARD or absent). */
export function publicationBadgeLabel(type: string | null | undefined): string | null {
  if (type == null || type === '') return null;
  return Object.hasOwn(PUBLICATION_TYPE_LABELS, type)
    ? PUBLICATION_TYPE_LABELS[type as PublicationType]
    : type;
}

/** Label for choosing a publication type in a menu (STANDARD included, as 'Padrão'). */
export function publicationTypeOptionLabel(type: PublicationType): string {
  return PUBLICATION_TYPE_LABELS[type] ?? 'Padrão';
}

// ───────────── property type ─────────────

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  APARTMENT: 'Apartamento',
  HOUSE: 'Casa',
  CASA_CONDOMINIO: 'Casa de condomínio',
  CASA_VILA: 'Casa de vila',
  COBERTURA: 'Cobertura',
  FAZENDA_SITIO_CHACARA: 'Fazenda/Sítio/Chácara',
  FLAT: 'Flat',
  KITNET_CONJUGADO: 'Kitnet/Conjugado',
  LOFT: 'Loft',
  LOTE_TERRENO: 'Lote/Terreno',
  PREDIO_EDIFICIO_INTEIRO: 'Prédio/Edifício inteiro',
  STUDIO: 'Studio',
};

export function propertyTypeLabel(type: string | null | undefined): string {
  return lookup(PROPERTY_TYPE_LABELS, type);
}

/** The dashboard's distribution-by-type category labels. */
const DASHBOARD_TYPE_LABELS = {
  apartment: 'Apartamentos',
  house: 'Casas',
  commercial: 'Comercial',
  land: 'Terrenos',
  farm: 'Sítios/Fazendas',
  other: 'Outros',
} as const;

/**
 * Label for a key of `properties_by_type`: the dashboard's category keys first (apartment → Apartamentos),
 * then the PropertyType enumeration (APARTMENT → Apartamento), otherwise the raw key.
 */
export function dashboardTypeLabel(key: string): string {
  if (Object.hasOwn(DASHBOARD_TYPE_LABELS, key))
    return DASHBOARD_TYPE_LABELS[key as keyof typeof DASHBOARD_TYPE_LABELS];
  return propertyTypeLabel(key);
}

// ───────────── usage, category, standard, IPTU period (the wizard's choices) ─────────────

export const USAGE_TYPE_LABELS: Record<Schemas['UsageType'], string> = {
  RESIDENTIAL: 'Residencial',
  COMMERCIAL: 'Comercial',
};

/** Categories are stored as these labels. */
export const PROPERTY_CATEGORIES = [
  'Padrão',
  'Duplex',
  'Triplex',
  'Studio',
  'Cobertura',
  'Térrea',
  'Sobrado',
  'Kitnet/Conjugado',
  'Lote Condomínio',
  'Lote de Vila',
] as const;

/** Design decision (the contract keeps the standard as free text). */
export const PROPERTY_STANDARD_LABELS: Record<string, string> = {
  ECONOMIC: 'Econômico',
  MEDIUM: 'Médio padrão',
  HIGH: 'Alto padrão',
  LUXURY: 'Luxo',
};

/** The contract's IPTU periods (design decision: MONTHLY or YEARLY). */
export const IPTU_PERIOD_LABELS: Record<string, string> = { MONTHLY: 'Mensal', YEARLY: 'Anual' };

// ───────────── business ─────────────

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  SALE: 'Venda',
  RENTAL: 'Aluguel',
  SALE_RENTAL: 'Venda e aluguel',
};

export function businessTypeLabel(type: string | null | undefined): string {
  return lookup(BUSINESS_TYPE_LABELS, type);
}

// ───────────── amenities ─────────────

/** The spec's amenity groups with pt-BR headings; display labels are ours (the spec does not show them). */
export const AMENITY_LABELS: Record<Amenity, string> = {
  gym: 'Academia',
  barbecue: 'Churrasqueira',
  cinema: 'Cinema',
  gourmet_space: 'Espaço gourmet',
  garden: 'Jardim',
  pool: 'Piscina',
  playground: 'Playground',
  squash_court: 'Quadra de squash',
  tennis_court: 'Quadra de tênis',
  sports_court: 'Quadra poliesportiva',
  party_hall: 'Salão de festas',
  game_room: 'Salão de jogos',
  accessibility: 'Acessibilidade',
  bike_rack: 'Bicicletário',
  coworking: 'Coworking',
  elevator: 'Elevador',
  laundry: 'Lavanderia',
  sauna: 'Sauna',
  spa: 'Spa',
  gated_community: 'Condomínio fechado',
  electronic_gate: 'Portão eletrônico',
  security_24h: 'Segurança 24h',
};

/**
 * An amenity id however it comes back: the wizard stores 'pool', a portal or an older version may
 * send 'Pool', 'SECURITY_24H', 'security 24h' or 'gourmet-space'.
 */
function amenityKey(id: string): string {
  return id
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Amenity label, case-insensitively; unknown ids (the portal may send others) are shown raw. */
export function amenityLabel(id: string): string {
  const key = amenityKey(id);
  return Object.hasOwn(AMENITY_LABELS, key) ? AMENITY_LABELS[key as Amenity] : id.trim();
}

/** A condominium's amenities as shown: pt-BR labels, unknown ids raw, each once. */
export function amenityLabels(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => id.trim() !== '').map(amenityLabel))];
}

/**
 * A property's own features as shown: the wizard offers the amenity ids (stored in lowercase),
 * the portal sends free text ('varanda gourmet'); ids get their pt-BR label, free text a capital
 * first letter, and each shows once.
 */
export function featureLabels(keys: readonly string[]): string[] {
  const labels = amenityLabels(keys).map(
    (label) => label.charAt(0).toLocaleUpperCase('pt-BR') + label.slice(1),
  );
  return [...new Set(labels)];
}

// ───────────── deletion ─────────────

/** Deletion reasons with the spec's labels. */
export const DELETION_REASON_LABELS: Record<DeletionReason, string> = {
  SOLD: 'Vendido',
  RENTED: 'Locado',
  OWNER_REQUEST: 'Retirado pelo proprietário',
  DUPLICATE: 'Duplicado',
  INCORRECT_INFO: 'Informações incorretas',
  OTHER: 'Outro motivo',
};
