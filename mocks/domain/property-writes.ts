/**
 * Writing a property (docs/rules.md#property-writes): what a create, a full replacement or a
 * patch changes, computed before anything is written so a 422 changes nothing; the external id
 * unique in the tenant; 'Publicar' held to the wizard's publishing rules; the wizard's export.
 */
import type { components } from '../../src/api/schema';
import { crossFieldIssues } from '../../src/features/properties/schemas/cross-field-rules';
import {
  PUBLISHING_LABELS,
  publishingBlockers,
  type PublishingRule,
} from '../../src/features/properties/schemas/publishing-rules';
import type { PropertyPatchValues } from '../../src/features/properties/schemas/property';
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';
import { condominiumOf, requireDevelopment } from '../developments';
import { errors, HttpError, nowIso } from '../http';
import { TYPE_PROFILES } from '../seed-data';
import { queueWizardExport } from './canalpro-export';
import { syncProblem, type SyncingRecord } from './property-sync';

type S = components['schemas'];

/** A fresh 'QD-' + six digits, unused in the tenant. */
export function generateExternalId(tenantId: number): string {
  const taken = new Set<string>();
  for (const p of db.properties.all()) if (p.tenant_id === tenantId) taken.add(p.external_id);
  for (;;) {
    const candidate = `QD-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function assertExternalIdFree(tenantId: number, externalId: string, exceptId: number | null): void {
  const clash = db.properties
    .all()
    .some((p) => p.tenant_id === tenantId && p.external_id === externalId && p.id !== exceptId);
  if (clash) {
    throw new HttpError(409, 'Já existe um imóvel com este ID externo', 'CONFLICT', {
      external_id: 'ID externo já utilizado',
    });
  }
}

export function propertyCode(id: number, type: S['PropertyType'] | null | undefined): string {
  const noun = type ? TYPE_PROFILES[type].noun : 'Imóvel';
  return `${noun.slice(0, 2).toUpperCase()}${String(id).padStart(4, '0')}`;
}

/** Writable fields with their empty values (creation, and PUT's full replacement). */
export function writableDefaults(): Partial<PropertyRecord> {
  return {
    description: null,
    image_urls: [],
    usage_type: null,
    property_type: null,
    business_type: null,
    category: null,
    address: {
      street: null,
      number: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: null,
      zip_code: null,
    },
    coordinates: null,
    display_latitude: null,
    display_longitude: null,
    area_util: null,
    usable_areas: null,
    area_total: null,
    total_areas: null,
    bedrooms: null,
    bathrooms: null,
    suites: null,
    parking_spaces: null,
    garage_spots: null,
    features: [],
    empreendimento_id: null,
    nome_empreendimento: null,
    condominium: null,
    building_name: null,
    floors: null,
    units_on_floor: null,
    buildings: null,
    unit_floor: null,
    delivery_at: null,
    condo_features: [],
    custom_condo_features: null,
    building_address: null,
    unit: null,
    block: null,
    property_standard: null,
    accepts_financing: null,
    accepts_exchange: null,
    financing_details: null,
    exchange_details: null,
    condo_fee: null,
    condo_fee_exempt: false,
    iptu: null,
    iptu_exempt: false,
    iptu_period: null,
    price_sale: null,
    price_rent: null,
    virtual_tour_link: null,
    videos: [],
  };
}

/** The first of the canonical name and its alias that was sent. */
function either<T>(canonical: T | undefined, alias: T | undefined): T | undefined {
  return canonical !== undefined ? canonical : alias;
}

const COPIED: (keyof PropertyPatchValues & keyof PropertyRecord)[] = [
  'title',
  'external_id',
  'description',
  'usage_type',
  'property_type',
  'business_type',
  'publication_type',
  'category',
  'display_latitude',
  'display_longitude',
  'bedrooms',
  'bathrooms',
  'suites',
  'empreendimento_id',
  'nome_empreendimento',
  'building_name',
  'floors',
  'units_on_floor',
  'buildings',
  'unit_floor',
  'delivery_at',
  'condo_features',
  'custom_condo_features',
  'unit',
  'block',
  'property_standard',
  'accepts_financing',
  'accepts_exchange',
  'financing_details',
  'exchange_details',
  'condo_fee',
  'condo_fee_exempt',
  'iptu',
  'iptu_exempt',
  'iptu_period',
  'virtual_tour_link',
  'videos',
];

/**
 * The changes a body makes to a property: aliases folded into the canonical names (which are
 * mirrored back into the aliases), flat Portuguese address fields into `address`, latitude and
 * longitude into `coordinates`. Computed before anything is written, so a 422 changes nothing.
 */
export function changesFrom(body: PropertyPatchValues, base: PropertyRecord): Partial<SyncingRecord> {
  const out: Record<string, unknown> = {};
  for (const key of COPIED) if (body[key] !== undefined) out[key] = body[key];

  const images = either(body.image_urls, body.images);
  if (images !== undefined) out.image_urls = images;
  const usable = either(body.area_util, body.usable_areas);
  if (usable !== undefined) out.area_util = out.usable_areas = usable;
  const total = either(body.area_total, body.total_areas);
  if (total !== undefined) out.area_total = out.total_areas = total;
  const parking = either(body.parking_spaces, body.garage_spots);
  if (parking !== undefined) out.parking_spaces = out.garage_spots = parking;
  const sale = either(body.price_sale, body.sale_price);
  if (sale !== undefined) out.price_sale = sale;
  const rent = either(body.price_rent, body.rent_price);
  if (rent !== undefined) out.price_rent = rent;
  if (body.features !== undefined) {
    out.features = [...new Set(body.features.map((f) => f.trim().toLowerCase()).filter(Boolean))];
  }

  // Address: the object first, then the wizard's flat Portuguese fields over it.
  const flat = {
    street: body.endereco,
    number: body.numero,
    complement: body.complemento,
    neighborhood: body.bairro,
    city: body.cidade,
    state: body.estado,
    zip_code: body.cep,
  };
  if (body.address !== undefined || Object.values(flat).some((x) => x !== undefined)) {
    const address: S['Address'] = { ...(base.address ?? {}) };
    for (const [k, value] of Object.entries(body.address ?? {})) {
      if (value !== undefined) (address as Record<string, unknown>)[k] = value;
    }
    if (body.address?.number === undefined && body.address?.street_number !== undefined) {
      address.number = body.address.street_number;
    }
    for (const [k, value] of Object.entries(flat)) {
      if (value !== undefined) (address as Record<string, unknown>)[k] = value;
    }
    address.street_number = address.number ?? null;
    out.address = address;
  }

  if (body.latitude !== undefined || body.longitude !== undefined) {
    const latitude = body.latitude !== undefined ? body.latitude : (base.coordinates?.latitude ?? null);
    const longitude = body.longitude !== undefined ? body.longitude : (base.coordinates?.longitude ?? null);
    if (latitude === null && longitude === null) out.coordinates = null;
    else if (latitude === null || longitude === null) {
      throw errors.validation({
        [latitude === null ? 'latitude' : 'longitude']: 'Informe latitude e longitude juntas',
      });
    } else out.coordinates = { latitude, longitude };
  }

  if (body.condominium !== undefined) {
    out.condominium = body.condominium
      ? {
          ...body.condominium,
          name: body.condominium.name ?? body.condominium.nome ?? null,
          nome: body.condominium.nome ?? body.condominium.name ?? null,
        }
      : null;
  } else if (body.nome_empreendimento !== undefined && body.nome_empreendimento !== null) {
    const name = body.nome_empreendimento;
    out.condominium = { ...(base.condominium ?? {}), name, nome: name };
  }
  if (body.building_address !== undefined) out.building_address = body.building_address;

  if (body.archived === false && base.archived) {
    Object.assign(out, { archived: false, archived_at: null, deletion_reason: null, deletion_notes: null });
  }
  return out as Partial<SyncingRecord>;
}

/**
 * What choosing an existing development changes: its name, address and building facts become the
 * property's condominium. An id the caller cannot see is 422; an id the property already had is
 * kept as stored (an edit of something else never rewrites a portal's condominium data).
 */
export function developmentChanges(
  body: PropertyPatchValues,
  stored: PropertyRecord | null,
  tenantId: number,
): Partial<PropertyRecord> {
  const id = body.empreendimento_id;
  if (typeof id !== 'number') return {};
  if (stored && stored.empreendimento_id === id) return {};
  const development = requireDevelopment(tenantId, id);
  return {
    condominium: condominiumOf(development, body.condominium ?? stored?.condominium),
    nome_empreendimento: development.name,
    building_name: development.name,
  };
}

/** The body field each publishing rule is about (where a 422's message goes). */
const RULE_FIELDS: Record<PublishingRule, string> = {
  title: 'title',
  usageType: 'usage_type',
  propertyType: 'property_type',
  businessType: 'business_type',
  address: 'endereco',
  city: 'cidade',
  development: 'nome_empreendimento',
  salePrice: 'price_sale',
  rentPrice: 'price_rent',
};

const FIGURES = ['usable_areas', 'area_util', 'total_areas', 'area_total', 'suites', 'bedrooms'] as const;

/**
 * A PATCH's figures against what is stored: the schema compares the figures of one body, and a
 * PATCH may send the usable area alone. Only when it sends one of them, so a record from the
 * portal is never refused for a rule the change does not touch.
 */
export function assertFiguresAgree(body: PropertyPatchValues, merged: PropertyRecord): void {
  if (!FIGURES.some((key) => body[key] !== undefined)) return;
  const issues = crossFieldIssues({
    usableArea: merged.area_util ?? merged.usable_areas,
    totalArea: merged.area_total ?? merged.total_areas,
    suites: merged.suites,
    bedrooms: merged.bedrooms,
  });
  if (Object.keys(issues).length > 0) throw errors.validation(issues as Record<string, string>);
}

/**
 * 'Publicar' (`publish: true`): the record as it would be saved must meet the publishing rules the
 * wizard shows (`publishingBlockers`, read here from the stored shape); then it is
 * published — status `active` unless already `active` or `synced` — which is what the public page
 * (`isPublished`) serves.
 */
export function publishedState(p: PropertyRecord, publish: boolean | undefined): Partial<PropertyRecord> {
  if (!publish) return {};
  const condo = p.condominium;
  const blockers = publishingBlockers({
    title: p.title,
    usageType: p.usage_type ?? null,
    propertyType: p.property_type ?? null,
    businessType: p.business_type ?? null,
    address: {
      street: p.address?.street ?? condo?.endereco?.street ?? condo?.endereco?.endereco ?? null,
      city: p.address?.city ?? condo?.endereco?.cidade ?? null,
    },
    development: {
      id: p.empreendimento_id ?? condo?.id ?? null,
      name: p.nome_empreendimento ?? condo?.name ?? condo?.nome ?? null,
    },
    prices: { sale: p.price_sale ?? p.sale_price ?? null, rent: p.price_rent ?? p.rent_price ?? null },
  });
  if (blockers.length > 0) {
    const details: Record<string, string> = {};
    for (const rule of blockers)
      details[RULE_FIELDS[rule]] ??= `Obrigatório para publicar: ${PUBLISHING_LABELS[rule]}`;
    throw new HttpError(422, 'Preencha os campos obrigatórios para publicar', 'VALIDATION_ERROR', details);
  }
  return p.status === 'active' || p.status === 'synced' ? {} : { status: 'active' };
}

export async function saveMessage(
  p: PropertyRecord,
  body: Pick<PropertyPatchValues, 'export_to_canalpro' | 'publish'>,
  saved: string,
) {
  const done = body.publish ? `${saved} e publicado` : saved;
  if (!body.export_to_canalpro) return done;
  return (await queueWizardExport(p, syncProblem(p)))
    ? `${done} e enviado para exportação ao CanalPro`
    : `${done}; exportação não iniciada: já existe uma exportação em andamento`;
}

/** A new listing (created or duplicated): pending, local only, not on the portal, not archived. */
export function freshListingState() {
  const now = nowIso();
  return {
    status: 'pending',
    remote_id: null,
    canalpro_id: null,
    publication_type: 'STANDARD',
    archived: false,
    sync_status: 'pending',
    created_at: now,
    updated_at: now,
    shared: false,
    portal_active: false,
    archived_at: null,
    deletion_reason: null,
    deletion_notes: null,
    last_sync_at: null,
    sync_error: null,
  } as const;
}
