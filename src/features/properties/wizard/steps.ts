import type { BlockingKey, WarningKey } from '../readiness';
import type { WizardField } from './values';

/** The wizard's seven steps (their content is ours, grouped as the portals' forms do). */
export const WIZARD_STEPS = [
  'Tipo e negócio',
  'Localização',
  'Características',
  'Empreendimento',
  'Valores',
  'Fotos e vídeos',
  'Descrição e revisão',
] as const;

export const STEP_COUNT = WIZARD_STEPS.length;

/** Step moves are clamped between 1 and 7. */
export function clampStep(step: number): number {
  if (!Number.isFinite(step)) return 1;
  return Math.min(STEP_COUNT, Math.max(1, Math.trunc(step)));
}

/**
 * Where each field lives: a missing field, a 422 or a draft error opens its step. Listed in the
 * order the fields appear on screen, which is the order a refused save goes through them.
 */
const FIELD_STEPS: Record<WizardField, number> = {
  title: 1,
  usage_type: 1,
  property_type: 1,
  category: 1,
  business_type: 1,
  cep: 2,
  endereco: 2,
  numero: 2,
  complemento: 2,
  bairro: 2,
  cidade: 2,
  estado: 2,
  latitude: 2,
  longitude: 2,
  display_latitude: 2,
  display_longitude: 2,
  usable_areas: 3,
  total_areas: 3,
  bedrooms: 3,
  suites: 3,
  bathrooms: 3,
  parking_spaces: 3,
  property_standard: 3,
  features: 3,
  development_mode: 4,
  empreendimento_id: 4,
  nome_empreendimento: 4,
  unit: 4,
  block: 4,
  unit_floor: 4,
  floors: 4,
  units_on_floor: 4,
  buildings: 4,
  delivery_at: 4,
  condo_features: 4,
  custom_condo_features: 4,
  price_sale: 5,
  price_rent: 5,
  condo_fee: 5,
  condo_fee_exempt: 5,
  iptu: 5,
  iptu_period: 5,
  iptu_exempt: 5,
  accepts_financing: 5,
  financing_details: 5,
  accepts_exchange: 5,
  exchange_details: 5,
  image_urls: 6,
  virtual_tour_link: 6,
  description: 7,
  external_id: 7,
};

/** The body's names that differ from the form's (a 422 may name either). */
const BODY_ALIASES: Record<string, WizardField> = {
  area_util: 'usable_areas',
  area_total: 'total_areas',
  sale_price: 'price_sale',
  rent_price: 'price_rent',
  garage_spots: 'parking_spaces',
  images: 'image_urls',
  'address.street': 'endereco',
  'address.number': 'numero',
  'address.street_number': 'numero',
  'address.complement': 'complemento',
  'address.neighborhood': 'bairro',
  'address.city': 'cidade',
  'address.state': 'estado',
  'address.zip_code': 'cep',
};

/** The form field behind a field name of the body (a 422's details), or null. */
export function fieldOfBodyKey(key: string): WizardField | null {
  if (Object.hasOwn(BODY_ALIASES, key)) return BODY_ALIASES[key]!;
  const top = key.split('.')[0]!;
  return Object.hasOwn(FIELD_STEPS, top) ? (top as WizardField) : null;
}

export function stepOfField(field: WizardField): number {
  return FIELD_STEPS[field];
}

const FIELD_ORDER = Object.keys(FIELD_STEPS) as WizardField[];

/** Sorts fields as the user meets them: by step, then by their place on the step's screen. */
export function byStepOrder(a: WizardField, b: WizardField): number {
  return FIELD_ORDER.indexOf(a) - FIELD_ORDER.indexOf(b);
}

/** The field each publishing rule points at (photos have no input: their step's uploader). */
export const RULE_FIELDS: Record<BlockingKey | WarningKey, WizardField> = {
  title: 'title',
  usageType: 'usage_type',
  propertyType: 'property_type',
  businessType: 'business_type',
  address: 'endereco',
  city: 'cidade',
  development: 'nome_empreendimento',
  salePrice: 'price_sale',
  rentPrice: 'price_rent',
  photos: 'image_urls',
  price: 'price_sale',
  description: 'description',
  noPhotos: 'image_urls',
  fewPhotos: 'image_urls',
  smallPhotos: 'image_urls',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  usableArea: 'usable_areas',
  usableAreaSize: 'usable_areas',
  totalAreaSize: 'total_areas',
  bedroomCount: 'bedrooms',
  bathroomCount: 'bathrooms',
  suiteCount: 'suites',
  parkingCount: 'parking_spaces',
  salePriceSize: 'price_sale',
  rentPriceSize: 'price_rent',
};
