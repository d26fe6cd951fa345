/** Records → contract shapes. The only place where server-side fields are dropped. */
import type { components } from '../src/api/schema';
import { db } from './db';
import type { UserRecord } from './db/schemas';
import type { PropertyRecord } from './db/schemas';
import { photosOf } from './domain/photos';

export function toUser(user: UserRecord): components['schemas']['User'] {
  const tenant = db.tenants.findFirst((q) => q.where({ id: user.tenant_id }));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_admin: user.is_admin,
    is_super_admin: user.is_super_admin,
    tenant_id: user.tenant_id,
    tenant_name: tenant?.name ?? null,
  };
}

// ───────────── properties ─────────────

type PropertyListItemOut = components['schemas']['PropertyListItem'];
type PropertyOut = components['schemas']['Property'];
type AddressOut = components['schemas']['Address'];

function toAddress(address: AddressOut | null | undefined): AddressOut {
  const a = address ?? {};
  const number = a.number ?? a.street_number ?? null;
  return {
    street: a.street ?? null,
    number,
    street_number: number,
    complement: a.complement ?? null,
    neighborhood: a.neighborhood ?? null,
    city: a.city ?? null,
    state: a.state ?? null,
    zip_code: a.zip_code ?? null,
  };
}

/** A property as the list card shows it (no server-side state: sharing, portal, deletion, sync errors). */
export function toPropertyListItem(p: PropertyRecord): PropertyListItemOut {
  const parking = p.parking_spaces ?? p.garage_spots ?? null;
  const remoteId = p.remote_id ?? p.canalpro_id ?? null;
  return {
    id: p.id,
    title: p.title,
    status: p.status,
    property_code: p.property_code ?? null,
    external_id: p.external_id,
    remote_id: remoteId,
    canalpro_id: remoteId,
    image_urls: [...p.image_urls],
    price_sale: p.price_sale ?? null,
    price_rent: p.price_rent ?? null,
    address: toAddress(p.address),
    condominium: p.condominium ? { name: p.condominium.name ?? p.condominium.nome ?? null } : null,
    area_total: p.area_total ?? p.total_areas ?? null,
    area_util: p.area_util ?? p.usable_areas ?? null,
    bedrooms: p.bedrooms ?? null,
    bathrooms: p.bathrooms ?? null,
    parking_spaces: parking,
    garage_spots: parking,
    publication_type: p.publication_type ?? null,
    property_type: p.property_type ?? null,
    business_type: p.business_type ?? null,
    archived: p.archived,
    sync_status: p.sync_status ?? 'idle',
    tenant_id: p.tenant_id,
    created_at: p.created_at,
    updated_at: p.updated_at,
  };
}

/** A property's detail: every list field plus the wizard fields, aliases mirrored. */
export function toProperty(p: PropertyRecord): PropertyOut {
  const item = toPropertyListItem(p);
  const condominium = p.condominium
    ? {
        ...structuredClone(p.condominium),
        name: p.condominium.name ?? p.condominium.nome ?? null,
        nome: p.condominium.nome ?? p.condominium.name ?? null,
      }
    : null;
  const tenant = db.tenants.findFirst((q) => q.where({ id: p.tenant_id }));
  return {
    ...item,
    agency: tenant
      ? {
          name: tenant.name,
          creci: tenant.creci ?? null,
          phone: tenant.phone ?? null,
          email: tenant.email ?? null,
        }
      : null,
    description: p.description ?? null,
    suites: p.suites ?? null,
    usage_type: p.usage_type ?? null,
    category: p.category ?? null,
    coordinates: p.coordinates
      ? { latitude: p.coordinates.latitude, longitude: p.coordinates.longitude }
      : null,
    display_latitude: p.display_latitude ?? null,
    display_longitude: p.display_longitude ?? null,
    condo_fee: p.condo_fee ?? null,
    condo_fee_exempt: p.condo_fee_exempt ?? false,
    iptu: p.iptu ?? null,
    iptu_exempt: p.iptu_exempt ?? false,
    iptu_period: p.iptu_period ?? null,
    virtual_tour_link: p.virtual_tour_link ?? null,
    virtualTour: p.virtual_tour_link ?? null,
    videos: [...(p.videos ?? [])],
    photos: photosOf(p.image_urls),
    building_name: p.building_name ?? null,
    floors: p.floors ?? null,
    units_on_floor: p.units_on_floor ?? null,
    buildings: p.buildings ?? null,
    unit_floor: p.unit_floor ?? null,
    delivery_at: p.delivery_at ?? null,
    condo_features: [...(p.condo_features ?? [])],
    custom_condo_features: p.custom_condo_features ?? null,
    building_address: p.building_address ? toAddress(p.building_address) : null,
    condominium,
    features: [...(p.features ?? [])],
    unit: p.unit ?? null,
    block: p.block ?? null,
    property_standard: p.property_standard ?? null,
    accepts_financing: p.accepts_financing ?? null,
    accepts_exchange: p.accepts_exchange ?? null,
    financing_details: p.financing_details ?? null,
    exchange_details: p.exchange_details ?? null,
    empreendimento_id: p.empreendimento_id ?? null,
    nome_empreendimento: p.nome_empreendimento ?? null,
    usable_areas: item.area_util ?? null,
    total_areas: item.area_total ?? null,
    sale_price: item.price_sale ?? null,
    rent_price: item.price_rent ?? null,
  };
}
