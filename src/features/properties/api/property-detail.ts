import { queryOptions, type useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { formatMoney } from '@/lib/format';
import { propertyKeys } from './keys';

export type Property = components['schemas']['Property'];

/** GET /properties/{id}: the detail screen (and anything else showing one property). */
export const propertyDetailOptions = (id: number) =>
  queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/properties/{id}', { params: { path: { id } }, signal })),
  });

/** A route parameter as a property id, or null when it cannot be one ('abc', '0', '1.5'). */
export function parsePropertyId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Drops a deleted property's detail from the cache once its screen is gone (a refetch would 404). */
export function forgetPropertyDetail(qc: ReturnType<typeof useQueryClient>, id: number): void {
  qc.removeQueries({ queryKey: propertyKeys.detail(id), exact: true });
}

// ───────────── normalisation ─────────────

export interface PropertyDetailView {
  id: number;
  tenantId: number;
  title: string;
  description: string | null;
  status: string;
  /** Soft-deleted (archived): readable by id, never published. */
  archived: boolean;
  externalId: string;
  /** The agency that lists it and how to reach it, for the public page and the printed sheet. */
  agency: { name: string; creci: string | null; phone: string | null; email: string | null } | null;
  /** The listing's id on the second portal (Canal Pro), when it is published there. */
  portalId: string | null;
  propertyCode: string | null;
  publicationType: string | null;
  usageType: string | null;
  propertyType: string | null;
  businessType: string | null;
  category: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  suites: number | null;
  parking: number | null;
  usableArea: number | null;
  totalArea: number | null;
  features: string[];
  propertyStandard: string | null;
  unit: string | null;
  block: string | null;
  financing: { accepts: boolean; details: string | null };
  exchange: { accepts: boolean; details: string | null };
  development: {
    /** An existing development chosen in the wizard (empreendimento_id, else the condominium's id). */
    id: number | null;
    name: string | null;
    floors: number | null;
    unitsPerFloor: number | null;
    buildings: number | null;
    unitFloor: number | null;
    deliveryAt: string | null;
    amenities: string[];
    customFeatures: string | null;
  };
  address: {
    street: string | null;
    number: string | null;
    complement: string | null;
    neighborhood: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  };
  coordinates: { latitude: number; longitude: number } | null;
  prices: {
    sale: number | null;
    rent: number | null;
    condoFee: number | null;
    condoFeeExempt: boolean;
    iptu: number | null;
    iptuExempt: boolean;
    iptuPeriod: string | null;
  };
  images: string[];
  videos: string[];
  virtualTourLink: string | null;
}

function first<T>(...values: (T | null | undefined)[]): T | null {
  for (const value of values) if (value !== null && value !== undefined) return value;
  return null;
}

function text(...values: (string | null | undefined)[]): string | null {
  for (const value of values) if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * One shape for the detail screen out of the names a property may arrive with: area
 * and price aliases, parking_spaces or garage_spots, fees and the virtual tour inside the
 * condominium, the development under top-level fields or the condominium's Portuguese keys, the
 * address from the property or else its condominium, coordinates from `coordinates` or the
 * display pair. Top-level values win over the condominium's.
 */
export function normalizePropertyDetail(p: Property): PropertyDetailView {
  const condo = p.condominium ?? null;
  const info = condo?.informacoes ?? null;
  const condoAddress = condo?.endereco ?? null;
  const address = p.address ?? {};
  const topAmenities = p.condo_features ?? [];
  const coordinates =
    p.coordinates && finite(p.coordinates.latitude) && finite(p.coordinates.longitude)
      ? { latitude: p.coordinates.latitude, longitude: p.coordinates.longitude }
      : finite(p.display_latitude) && finite(p.display_longitude)
        ? { latitude: p.display_latitude, longitude: p.display_longitude }
        : null;
  return {
    id: p.id,
    tenantId: p.tenant_id,
    title: p.title,
    description: text(p.description),
    status: p.status,
    archived: p.archived === true,
    externalId: p.external_id,
    portalId: text(p.remote_id ?? p.canalpro_id),
    agency: p.agency
      ? {
          name: p.agency.name,
          creci: text(p.agency.creci),
          phone: text(p.agency.phone),
          email: text(p.agency.email),
        }
      : null,
    propertyCode: text(p.property_code),
    publicationType: p.publication_type ?? null,
    usageType: p.usage_type ?? null,
    propertyType: p.property_type ?? null,
    businessType: p.business_type ?? null,
    category: text(p.category),
    bedrooms: first(p.bedrooms),
    bathrooms: first(p.bathrooms),
    suites: first(p.suites),
    parking: first(p.parking_spaces, p.garage_spots),
    usableArea: first(p.area_util, p.usable_areas),
    totalArea: first(p.area_total, p.total_areas),
    features: p.features ?? [],
    propertyStandard: text(p.property_standard),
    unit: text(p.unit),
    block: text(p.block),
    financing: { accepts: p.accepts_financing === true, details: text(p.financing_details) },
    exchange: { accepts: p.accepts_exchange === true, details: text(p.exchange_details) },
    development: {
      id: first(p.empreendimento_id, condo?.id),
      name: text(p.building_name, condo?.name, condo?.nome, p.nome_empreendimento),
      floors: first(p.floors, info?.andares),
      unitsPerFloor: first(p.units_on_floor, info?.unidadesPorAndar),
      buildings: first(p.buildings, info?.blocos),
      unitFloor: first(p.unit_floor),
      deliveryAt: text(p.delivery_at, info?.entregaEm),
      amenities: topAmenities.length > 0 ? topAmenities : (info?.caracteristicas ?? []),
      customFeatures: text(p.custom_condo_features, info?.caracteristicasPersonalizadas),
    },
    address: {
      street: text(address.street, condoAddress?.street, condoAddress?.endereco),
      number: text(address.number, address.street_number),
      complement: text(address.complement),
      neighborhood: text(address.neighborhood, condoAddress?.bairro),
      city: text(address.city, condoAddress?.cidade),
      state: text(address.state, condoAddress?.estado),
      zipCode: text(address.zip_code, condoAddress?.cep),
    },
    coordinates,
    prices: {
      sale: first(p.price_sale, p.sale_price),
      rent: first(p.price_rent, p.rent_price),
      condoFee: first(p.condo_fee, condo?.condo_fee),
      condoFeeExempt: p.condo_fee_exempt === true,
      iptu: first(p.iptu, condo?.iptu),
      iptuExempt: p.iptu_exempt === true,
      iptuPeriod: text(p.iptu_period),
    },
    images: (p.image_urls ?? []).filter((url) => typeof url === 'string' && url.trim() !== ''),
    videos: (p.videos ?? []).filter((url) => typeof url === 'string' && url.trim() !== ''),
    virtualTourLink: text(p.virtual_tour_link, p.virtualTour, condo?.virtual_tour_link),
  };
}

const IPTU_PERIODS: Record<string, string> = { MONTHLY: '/mês', YEARLY: '/ano' };

/** The condominium fee as shown: 'Isento', 'R$ 900' or '—'. */
export function formatCondoFee({ condoFee, condoFeeExempt }: PropertyDetailView['prices']): string {
  return condoFeeExempt ? 'Isento' : formatMoney(condoFee);
}

/** The IPTU as shown: 'Isento', 'R$ 300/mês', 'R$ 3.600/ano', 'R$ 300' (no period) or '—'. */
export function formatIptu({ iptu, iptuExempt, iptuPeriod }: PropertyDetailView['prices']): string {
  if (iptuExempt) return 'Isento';
  if (iptu === null) return '—';
  return `${formatMoney(iptu)}${iptuPeriod ? (IPTU_PERIODS[iptuPeriod] ?? '') : ''}`;
}
