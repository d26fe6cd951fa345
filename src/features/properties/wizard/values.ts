import type { components } from '@/api/schema';
import type { PropertyDetailView } from '../api/property-detail';
import type { ReadinessInput } from '../readiness';

type Schemas = components['schemas'];
export type PropertyInput = Schemas['PropertyInput'];
type Property = Schemas['Property'];

/**
 * What the wizard's form holds (the spec's "Property (wizard data)"), under the names the body
 * sends, so a 422's field names point at the form's fields. Text inputs hold '' when empty, number
 * inputs `null`; amounts are plain numbers (the BRL mask is the input's business).
 */
export interface WizardValues {
  // 1 — type and business
  title: string;
  usage_type: Schemas['UsageType'] | null;
  property_type: Schemas['PropertyType'] | null;
  category: string | null;
  business_type: Schemas['BusinessType'] | null;
  // 2 — location
  cep: string;
  endereco: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  estado: string | null;
  latitude: number | null;
  longitude: number | null;
  display_latitude: number | null;
  display_longitude: number | null;
  // 3 — characteristics
  usable_areas: number | null;
  total_areas: number | null;
  bedrooms: number | null;
  suites: number | null;
  bathrooms: number | null;
  parking_spaces: number | null;
  features: string[];
  property_standard: string | null;
  // 4 — development
  development_mode: 'existing' | 'new';
  empreendimento_id: number | null;
  nome_empreendimento: string;
  unit: string;
  block: string;
  unit_floor: number | null;
  floors: number | null;
  units_on_floor: number | null;
  buildings: number | null;
  delivery_at: string;
  condo_features: Schemas['Amenity'][];
  custom_condo_features: string;
  // 5 — values
  price_sale: number | null;
  price_rent: number | null;
  condo_fee: number | null;
  condo_fee_exempt: boolean;
  iptu: number | null;
  iptu_exempt: boolean;
  iptu_period: string | null;
  accepts_financing: boolean;
  financing_details: string;
  accepts_exchange: boolean;
  exchange_details: string;
  // 6 — photos and videos
  image_urls: string[];
  virtual_tour_link: string;
  // 7 — description and review
  description: string;
  external_id: string;
}

export type WizardField = keyof WizardValues;

export const EMPTY_WIZARD: WizardValues = {
  title: '',
  usage_type: null,
  property_type: null,
  category: null,
  business_type: null,
  cep: '',
  endereco: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  estado: null,
  latitude: null,
  longitude: null,
  display_latitude: null,
  display_longitude: null,
  usable_areas: null,
  total_areas: null,
  bedrooms: null,
  suites: null,
  bathrooms: null,
  parking_spaces: null,
  features: [],
  property_standard: null,
  development_mode: 'new',
  empreendimento_id: null,
  nome_empreendimento: '',
  unit: '',
  block: '',
  unit_floor: null,
  floors: null,
  units_on_floor: null,
  buildings: null,
  delivery_at: '',
  condo_features: [],
  custom_condo_features: '',
  price_sale: null,
  price_rent: null,
  condo_fee: null,
  condo_fee_exempt: false,
  iptu: null,
  iptu_exempt: false,
  iptu_period: null,
  accepts_financing: false,
  financing_details: '',
  accepts_exchange: false,
  exchange_details: '',
  image_urls: [],
  virtual_tour_link: '',
  description: '',
  external_id: '',
};

const s = (value: string | null | undefined) => value ?? '';

/** The form's values for a loaded property, from its one normaliser (the detail page's too). */
export function valuesFromProperty(view: PropertyDetailView, raw: Property): WizardValues {
  const dev = view.development;
  return {
    ...EMPTY_WIZARD,
    title: view.title,
    usage_type: (view.usageType as WizardValues['usage_type']) ?? null,
    property_type: (view.propertyType as WizardValues['property_type']) ?? null,
    category: view.category,
    business_type: (view.businessType as WizardValues['business_type']) ?? null,
    cep: s(view.address.zipCode),
    endereco: s(view.address.street),
    numero: s(view.address.number),
    complemento: s(view.address.complement),
    bairro: s(view.address.neighborhood),
    cidade: s(view.address.city),
    estado: view.address.state,
    latitude: view.coordinates?.latitude ?? null,
    longitude: view.coordinates?.longitude ?? null,
    display_latitude: raw.display_latitude ?? null,
    display_longitude: raw.display_longitude ?? null,
    usable_areas: view.usableArea,
    total_areas: view.totalArea,
    bedrooms: view.bedrooms,
    suites: view.suites,
    bathrooms: view.bathrooms,
    parking_spaces: view.parking,
    features: view.features,
    property_standard: view.propertyStandard,
    development_mode: dev.id !== null && dev.id > 0 ? 'existing' : 'new',
    empreendimento_id: dev.id,
    nome_empreendimento: s(dev.name),
    unit: s(view.unit),
    block: s(view.block),
    unit_floor: dev.unitFloor,
    floors: dev.floors,
    units_on_floor: dev.unitsPerFloor,
    buildings: dev.buildings,
    delivery_at: s(dev.deliveryAt),
    condo_features: dev.amenities as WizardValues['condo_features'],
    custom_condo_features: s(dev.customFeatures),
    price_sale: view.prices.sale,
    price_rent: view.prices.rent,
    condo_fee: view.prices.condoFee,
    condo_fee_exempt: view.prices.condoFeeExempt,
    iptu: view.prices.iptu,
    iptu_exempt: view.prices.iptuExempt,
    iptu_period: view.prices.iptuPeriod,
    accepts_financing: view.financing.accepts,
    financing_details: s(view.financing.details),
    accepts_exchange: view.exchange.accepts,
    exchange_details: s(view.exchange.details),
    image_urls: view.images,
    virtual_tour_link: s(view.virtualTourLink),
    description: s(view.description),
    external_id: view.externalId,
  };
}

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());
const orNull = <T>(value: T | null) => (value === null ? undefined : value);

/**
 * The request body for the form's values: the flat Portuguese address fields,
 * mirrored into `address`; blanks and nulls left out (what is not sent stays empty). Amounts as
 * numbers; an exempt fee is sent as exempt without an amount.
 */
export function bodyFromValues(v: WizardValues): PropertyInput {
  const existing = v.development_mode === 'existing';
  const address = {
    street: blank(v.endereco),
    street_number: blank(v.numero),
    number: blank(v.numero),
    complement: blank(v.complemento),
    neighborhood: blank(v.bairro),
    city: blank(v.cidade),
    state: orNull(v.estado),
    zip_code: blank(v.cep),
  };
  const body: PropertyInput = {
    title: v.title.trim(),
    usage_type: orNull(v.usage_type),
    property_type: orNull(v.property_type),
    category: orNull(v.category),
    business_type: orNull(v.business_type),
    endereco: address.street,
    numero: address.number,
    complemento: address.complement,
    bairro: address.neighborhood,
    cidade: address.city,
    estado: address.state,
    cep: address.zip_code,
    address,
    latitude: orNull(v.latitude),
    longitude: orNull(v.longitude),
    display_latitude: orNull(v.display_latitude),
    display_longitude: orNull(v.display_longitude),
    usable_areas: orNull(v.usable_areas),
    area_util: orNull(v.usable_areas),
    total_areas: orNull(v.total_areas),
    area_total: orNull(v.total_areas),
    bedrooms: orNull(v.bedrooms),
    suites: orNull(v.suites),
    bathrooms: orNull(v.bathrooms),
    parking_spaces: orNull(v.parking_spaces),
    features: v.features.map((f) => f.toLowerCase()),
    property_standard: orNull(v.property_standard),
    empreendimento_id: existing ? orNull(v.empreendimento_id) : undefined,
    nome_empreendimento: existing ? undefined : blank(v.nome_empreendimento),
    unit: blank(v.unit),
    block: blank(v.block),
    unit_floor: orNull(v.unit_floor),
    floors: orNull(v.floors),
    units_on_floor: orNull(v.units_on_floor),
    buildings: orNull(v.buildings),
    delivery_at: blank(v.delivery_at),
    condo_features: v.condo_features,
    custom_condo_features: blank(v.custom_condo_features),
    price_sale: orNull(v.price_sale),
    price_rent: orNull(v.price_rent),
    condo_fee: v.condo_fee_exempt ? undefined : orNull(v.condo_fee),
    condo_fee_exempt: v.condo_fee_exempt,
    iptu: v.iptu_exempt ? undefined : orNull(v.iptu),
    iptu_exempt: v.iptu_exempt,
    iptu_period: v.iptu_exempt ? undefined : orNull(v.iptu_period),
    accepts_financing: v.accepts_financing,
    financing_details: v.accepts_financing ? blank(v.financing_details) : undefined,
    accepts_exchange: v.accepts_exchange,
    exchange_details: v.accepts_exchange ? blank(v.exchange_details) : undefined,
    image_urls: v.image_urls,
    virtual_tour_link: blank(v.virtual_tour_link),
    description: blank(v.description),
    external_id: blank(v.external_id),
  };
  return withoutUndefined(body);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** What the publishing rules read, from the form (the export dialogs read the same from the API). */
export function readinessFromValues(v: WizardValues, pendingPhotos: number): ReadinessInput {
  const trimmed = (value: string) => (value.trim() === '' ? null : value);
  return {
    title: trimmed(v.title),
    usageType: v.usage_type,
    propertyType: v.property_type,
    businessType: v.business_type,
    description: trimmed(v.description),
    bedrooms: v.bedrooms,
    bathrooms: v.bathrooms,
    suites: v.suites,
    parking: v.parking_spaces,
    usableArea: v.usable_areas,
    totalArea: v.total_areas,
    images: [...v.image_urls, ...Array.from({ length: pendingPhotos }, () => 'pending')],
    address: { street: trimmed(v.endereco), city: trimmed(v.cidade) },
    development: {
      id: v.development_mode === 'existing' ? v.empreendimento_id : null,
      name: v.development_mode === 'new' ? trimmed(v.nome_empreendimento) : null,
    },
    prices: { sale: v.price_sale, rent: v.price_rent },
  };
}
