/**
 * Contract tag `properties`: lists (tenant and public), detail, create/replace/update/delete,
 * duplicate, first-portal sync (simulated over time), image upload, statistics, the first-portal
 * token debug view and bulk highlight changes.
 *
 * Design decisions (see also openapi.yaml):
 * - A tenant sees its own properties and, with `include_shared` (default true), the non-archived
 *   properties other tenants share (`shared`); those are read-only: every write answers 404.
 * - The public list and detail show published properties only: not archived, status active or synced.
 * - Archived (soft-deleted) properties are hidden from lists unless `include_archived=true`, stay
 *   readable by id, and are restored with PATCH `{ archived: false }`.
 */
import type { components } from '../../src/api/schema';
import {
  bulkPublicationTypeSchema,
  bulkSyncSchema,
  crossFieldIssues,
  propertyCreateSchema,
  propertyPatchSchema,
  propertyReplaceSchema,
  PUBLISHING_LABELS,
  publishingBlockers,
  type PropertyPatchValues,
  type PublishingRule,
} from '../../src/features/properties/schemas';
import { db, nextId } from '../db';
import { condominiumOf, requireDevelopment } from '../developments';
import { acceptUpload, imageOrderSchema, insertImage, photosOf, reorderImages } from '../domain/photos';
import type { PropertyRecord } from '../db/schemas';
import {
  errors,
  http,
  HttpError,
  idParam,
  nowIso,
  parseBody,
  requireAdmin,
  requireSession,
  run,
  type Session,
} from '../http';
import {
  currentState,
  findProperty,
  isPublished,
  isVisibleTo,
  listProperties,
  ownSummaries,
  parseListQuery,
  persistState,
  SYNC_QUEUE_MS,
  syncProblem,
  type SyncingRecord,
} from '../properties-query';
import { TYPE_PROFILES } from '../seed-data';
import { toProperty, toPropertyListItem } from '../serializers';
import { removeProperties } from './deletion';
import { settleExports } from './second-portal';

type S = components['schemas'];

const NOT_FOUND = 'Imóvel não encontrado';

// ───────────── lookups ─────────────

function findById(id: number): PropertyRecord | undefined {
  return findProperty(id);
}

/** The caller's own property (archived ones included), else 404 — another tenant's id is unknown. */
export function findOwned(session: Session, id: number): PropertyRecord {
  const p = findById(id);
  if (!p || p.tenant_id !== session.tenant.id) throw errors.notFound(NOT_FOUND);
  return p;
}

/** Own or shared with the caller (read-only access). */
function findVisible(session: Session, id: number): PropertyRecord {
  const p = findById(id);
  if (!p || !isVisibleTo(p, session.tenant.id)) throw errors.notFound(NOT_FOUND);
  return p;
}

/** The caller's own properties by id, built once per request (bulk operations). */
function ownedById(session: Session): Map<number, PropertyRecord> {
  const map = new Map<number, PropertyRecord>();
  for (const p of db.properties.all()) if (p.tenant_id === session.tenant.id) map.set(p.id, p);
  return map;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

// ───────────── writes ─────────────

/** A fresh 'QD-' + six digits, unused in the tenant. */
function generateExternalId(tenantId: number): string {
  const taken = new Set<string>();
  for (const p of db.properties.all()) if (p.tenant_id === tenantId) taken.add(p.external_id);
  for (;;) {
    const candidate = `QD-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function assertExternalIdFree(tenantId: number, externalId: string, exceptId: number | null): void {
  const clash = db.properties
    .all()
    .some((p) => p.tenant_id === tenantId && p.external_id === externalId && p.id !== exceptId);
  if (clash) {
    throw new HttpError(409, 'Já existe um imóvel com este ID externo', 'CONFLICT', {
      external_id: 'ID externo já utilizado',
    });
  }
}

function propertyCode(id: number, type: S['PropertyType'] | null | undefined): string {
  const noun = type ? TYPE_PROFILES[type].noun : 'Imóvel';
  return `${noun.slice(0, 2).toUpperCase()}${String(id).padStart(4, '0')}`;
}

/** Writable fields with their empty values (creation, and PUT's full replacement). */
function writableDefaults(): Partial<PropertyRecord> {
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
function changesFrom(body: PropertyPatchValues, base: PropertyRecord): Partial<SyncingRecord> {
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
function developmentChanges(
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
function assertFiguresAgree(body: PropertyPatchValues, merged: PropertyRecord): void {
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
function publishedState(p: PropertyRecord, publish: boolean | undefined): Partial<PropertyRecord> {
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

/**
 * Queues an export of one property to the second portal (the wizard's `export_to_canalpro`): an
 * export run the second-portal handlers report and settle like their own. Not when one is running.
 */
async function queueExport(p: PropertyRecord): Promise<boolean> {
  const now = Date.now();
  const running = db.exportRuns
    .all()
    .some((r) => r.tenant_id === p.tenant_id && r.status === 'running' && r.started_ms + r.duration_ms > now);
  if (running) return false;
  const problem = syncProblem(p);
  await db.exportRuns.create({
    id: nextId('exportRuns'),
    tenant_id: p.tenant_id,
    status: 'running',
    property_ids: [p.id],
    started_at: new Date(now).toISOString(),
    finished_at: null,
    started_ms: now,
    duration_ms: 2000,
    failures: problem ? [{ property_id: p.id, code: 'PORTAL_REJECTED', message: problem }] : [],
  });
  return true;
}

async function saveMessage(
  p: PropertyRecord,
  body: Pick<PropertyPatchValues, 'export_to_canalpro' | 'publish'>,
  saved: string,
) {
  const done = body.publish ? `${saved} e publicado` : saved;
  if (!body.export_to_canalpro) return done;
  return (await queueExport(p))
    ? `${done} e enviado para exportação ao CanalPro`
    : `${done}; exportação não iniciada: já existe uma exportação em andamento`;
}

function syncStatusOf(p: PropertyRecord): S['SyncStatus'] {
  return {
    property_id: p.id,
    sync_status: p.sync_status ?? 'idle',
    last_sync_at: p.last_sync_at,
    error: p.sync_status === 'error' ? (p.sync_error ?? 'Falha ao sincronizar') : null,
  };
}

/** Starts a sync now ('syncing'); it settles SYNC_DURATION_MS later. */
async function startSync(
  p: PropertyRecord,
  startMs: number,
  state: 'syncing' | 'pending',
): Promise<PropertyRecord> {
  const updated = await db.properties.update((q) => q.where({ id: p.id }), {
    data(d) {
      const s = d as SyncingRecord;
      s.sync_status = state;
      s.sync_started_ms = startMs;
      s.sync_error = null;
    },
  });
  return updated ?? p;
}

// ───────────── multipart ─────────────

/** The upload's form, or 400 when the body is not multipart. */
async function readMultipart(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('multipart/form-data')) {
    throw errors.badRequest('Envie a imagem como multipart/form-data no campo file');
  }
  try {
    return await request.formData();
  } catch {
    throw errors.badRequest('Corpo multipart inválido');
  }
}

/** Writes a property's images and answers them with what is recorded of each. */
async function saveImages(p: PropertyRecord, images: string[]) {
  await db.properties.update((q) => q.where({ id: p.id }), {
    data(d) {
      d.image_urls = images;
      d.updated_at = nowIso();
    },
  });
  return photosOf(images);
}

// ───────────── statistics ─────────────

/** Dashboard buckets of the property types (the spec's labels: Apartamentos, Casas, ...). */
const TYPE_BUCKET: Record<S['PropertyType'], string> = {
  APARTMENT: 'apartment',
  COBERTURA: 'apartment',
  FLAT: 'apartment',
  KITNET_CONJUGADO: 'apartment',
  LOFT: 'apartment',
  STUDIO: 'apartment',
  HOUSE: 'house',
  CASA_CONDOMINIO: 'house',
  CASA_VILA: 'house',
  PREDIO_EDIFICIO_INTEIRO: 'commercial',
  LOTE_TERRENO: 'land',
  FAZENDA_SITIO_CHACARA: 'farm',
};

// ───────────── handlers ─────────────

/** A new listing (created or duplicated): pending, local only, not on the portal, not archived. */
function freshListingState() {
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

export const propertiesHandlers = [
  // Literal paths first: MSW takes the first match.
  http.get('/properties/public', ({ request, response }) =>
    run(() => {
      const query = parseListQuery(new URL(request.url));
      const { data, total } = listProperties('public', query);
      return response(200).json({
        data: data.map(toPropertyListItem),
        total,
        page: query.page,
        page_size: query.page_size,
      });
    }),
  ),

  http.get('/properties/public/{id}', ({ params, response }) =>
    run(() => {
      const id = idParam(params.id);
      const stored = findById(id);
      const p = stored && currentState(stored);
      if (!p || !isPublished(p)) throw errors.notFound(NOT_FOUND);
      return response(200).json(toProperty(p));
    }),
  ),

  http.get('/properties/stats', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      // The set the list shows by default (own + shared), so chips, total and filters agree.
      const stats = { total: 0, shared: 0, imported: 0, pending: 0, synced: 0, error: 0, active: 0 };
      for (const p of ownSummaries(session.tenant.id, { shared: true })) {
        stats.total += 1;
        if (p.tenantId !== session.tenant.id) stats.shared += 1;
        if (p.status in stats && p.status !== 'total' && p.status !== 'shared') {
          stats[p.status as keyof typeof stats] += 1;
        }
      }
      return response(200).json(stats);
    }),
  ),

  http.get('/properties/dashboard/stats', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      const activeSchedules = new Set(
        db.schedules
          .all()
          .filter((s) => s.tenant_id === session.tenant.id && s.is_active)
          .map((s) => s.id),
      );
      const inRefresh = new Set(
        db.scheduleLinks
          .all()
          .filter((l) => l.tenant_id === session.tenant.id && activeSchedules.has(l.schedule_id))
          .map((l) => l.property_id),
      );
      const byType: Record<string, number> = {};
      let refresh = 0;
      let active = 0;
      let highlighted = 0;
      let lastUpdate: string | null = null;
      const live = ownSummaries(session.tenant.id);
      for (const p of live) {
        if (inRefresh.has(p.id)) refresh += 1;
        if ((p.status === 'active' || p.status === 'synced') && p.portalActive) active += 1;
        if (p.publicationType && p.publicationType !== 'STANDARD') highlighted += 1;
        const bucket = p.type ? (TYPE_BUCKET[p.type as S['PropertyType']] ?? p.type) : 'other';
        byType[bucket] = (byType[bucket] ?? 0) + 1;
        if (lastUpdate === null || p.updatedAt > lastUpdate) lastUpdate = p.updatedAt;
      }
      return response(200).json({
        total_properties: live.length,
        properties_in_refresh: refresh,
        active_properties: active,
        inactive_properties: live.length - active,
        highlighted_properties: highlighted,
        properties_by_type: byType,
        last_update: lastUpdate,
      });
    }),
  ),

  http.get('/properties/debug/gandalf_token', ({ request, response }) =>
    run(() => {
      const session = requireSession(request);
      requireAdmin(session);
      const link = db.portalLinks.findFirst((q) => q.where({ tenant_id: session.tenant.id }));
      const token = link?.gandalf_token ?? null;
      const expiresMs = token ? (link?.gandalf_expires_at ?? null) : null;
      return response(200).json({
        has_token: token !== null,
        expires_at: expiresMs === null ? null : new Date(expiresMs).toISOString(),
        expires_in: expiresMs === null ? null : Math.max(0, Math.floor((expiresMs - Date.now()) / 1000)),
        token_preview: token === null ? null : `${token.slice(0, 8)}…`,
      });
    }),
  ),

  http.post('/properties/bulk/sync_gandalf', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, bulkSyncSchema);
      const owned = ownedById(session);
      const now = Date.now();
      let synced = 0;
      let failed = 0;
      for (const id of new Set(body.ids)) {
        const p = owned.get(id);
        if (!p) {
          failed += 1; // unknown or another tenant's: never touched
          continue;
        }
        await startSync(p, now, 'syncing');
        if (syncProblem(p)) failed += 1;
        else synced += 1;
      }
      const message =
        failed === 0
          ? plural(synced, 'imóvel sincronizado', 'imóveis sincronizados')
          : `${plural(synced, 'imóvel sincronizado', 'imóveis sincronizados')}, ${plural(failed, 'com falha', 'com falha')}`;
      return response(200).json({ synced, failed, message });
    }),
  ),

  http.post('/properties/bulk/update_publication_type', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, bulkPublicationTypeSchema);
      const owned = ownedById(session);
      const ids = new Set([...new Set(body.property_ids)].filter((id) => owned.get(id)?.archived === false));
      const now = nowIso();
      if (ids.size > 0) {
        await db.properties.updateMany((q) => q.where((p) => ids.has(p.id)), {
          data(d) {
            d.publication_type = body.publication_type;
            d.updated_at = now;
          },
        });
      }
      return response(200).json({
        updated: ids.size,
        message: `Tipo de destaque atualizado em ${plural(ids.size, 'imóvel', 'imóveis')}`,
      });
    }),
  ),

  http.get('/properties', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      // A finished export changes remote ids and statuses: apply it before anyone reads them.
      await settleExports(session.tenant.id);
      const query = parseListQuery(new URL(request.url));
      const { data, total, shared_total } = listProperties({ tenantId: session.tenant.id }, query);
      return response(200).json({
        data: data.map(toPropertyListItem),
        total,
        shared_total,
        page: query.page,
        page_size: query.page_size,
      });
    }),
  ),

  http.post('/properties', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, propertyCreateSchema);
      const tenantId = session.tenant.id;
      if (body.external_id !== undefined) assertExternalIdFree(tenantId, body.external_id, null);
      const id = nextId('properties');
      const base = {
        ...writableDefaults(),
        id,
        tenant_id: tenantId,
        title: body.title,
        external_id: body.external_id ?? generateExternalId(tenantId),
        property_code: propertyCode(id, body.property_type),
        ...freshListingState(),
      } as PropertyRecord;
      const record = {
        ...base,
        ...changesFrom(body, base),
        ...developmentChanges(body, null, tenantId),
      } as PropertyRecord;
      Object.assign(record, publishedState(record, body.publish));
      const created = await db.properties.create(record);
      const message = await saveMessage(created, body, 'Imóvel criado com sucesso');
      return response(201).json({ property: toProperty(created), message });
    }),
  ),

  http.get('/properties/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      const p = await persistState(findVisible(session, idParam(params.id)));
      return response(200).json(toProperty(p));
    }),
  ),

  http.put('/properties/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = findOwned(session, idParam(params.id));
      const body = await parseBody(request, propertyReplaceSchema);
      assertExternalIdFree(p.tenant_id, body.external_id, p.id);
      // Full replacement: what is not sent is emptied; the highlight level is kept when absent
      // (it is managed by the bulk highlight action, which the wizard does not send).
      const base = { ...p, ...writableDefaults() } as PropertyRecord;
      const changes = { ...changesFrom(body, base), ...developmentChanges(body, p, p.tenant_id) };
      Object.assign(changes, publishedState({ ...base, ...changes } as PropertyRecord, body.publish));
      const updated = await db.properties.update((q) => q.where({ id: p.id }), {
        data(d) {
          Object.assign(d, writableDefaults(), changes, { updated_at: nowIso() });
        },
      });
      const message = await saveMessage(updated!, body, 'Imóvel atualizado com sucesso');
      return response(200).json({ property: toProperty(updated!), message });
    }),
  ),

  http.patch('/properties/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = findOwned(session, idParam(params.id));
      const body = await parseBody(request, propertyPatchSchema);
      if (body.external_id !== undefined) assertExternalIdFree(p.tenant_id, body.external_id, p.id);
      const restoring = body.archived === false && p.archived;
      const changes = { ...changesFrom(body, p), ...developmentChanges(body, p, p.tenant_id) };
      assertFiguresAgree(body, { ...p, ...changes } as PropertyRecord);
      Object.assign(changes, publishedState({ ...p, ...changes } as PropertyRecord, body.publish));
      const updated = await db.properties.update((q) => q.where({ id: p.id }), {
        data(d) {
          Object.assign(d, changes, { updated_at: nowIso() });
        },
      });
      const saved = restoring ? 'Imóvel restaurado com sucesso' : 'Imóvel atualizado com sucesso';
      const message = await saveMessage(updated!, body, saved);
      return response(200).json({ property: toProperty(updated!), message });
    }),
  ),

  http.delete('/properties/{id}', ({ params, request, response }) =>
    run(() => {
      const session = requireSession(request);
      const p = findOwned(session, idParam(params.id));
      removeProperties(session.tenant.id, [p.id]);
      return response(200).json({
        message: 'Imóvel excluído com sucesso!',
        property_id: p.id,
        deletion_type: 'local',
        archived: false,
      });
    }),
  ),

  http.post('/properties/{id}/duplicate', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const source = currentState(findOwned(session, idParam(params.id)));
      const id = nextId('properties');
      const copy = {
        ...structuredClone({ ...source }),
        id,
        title: `${source.title.slice(0, 255 - ' (cópia)'.length)} (cópia)`,
        external_id: generateExternalId(session.tenant.id),
        property_code: propertyCode(id, source.property_type),
        ...freshListingState(),
        sync_started_ms: null,
      } as SyncingRecord;
      const created = await db.properties.create(copy);
      return response(201).json({ property: toProperty(created), message: 'Imóvel duplicado com sucesso' });
    }),
  ),

  http.post('/properties/{id}/sync_gandalf', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = findOwned(session, idParam(params.id));
      const started = await startSync(p, Date.now(), 'syncing');
      return response(200).json(syncStatusOf(currentState(started)));
    }),
  ),

  http.get('/properties/{id}/sync_status', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = await persistState(findVisible(session, idParam(params.id)));
      return response(200).json(syncStatusOf(p));
    }),
  ),

  http.post('/properties/{id}/retry_sync', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = await persistState(findOwned(session, idParam(params.id)));
      // Only a failed sync is retried; otherwise nothing changes and the current state is answered.
      if (p.sync_status !== 'error') return response(200).json(syncStatusOf(p));
      const queued = await startSync(p, Date.now() + SYNC_QUEUE_MS, 'pending');
      return response(200).json(syncStatusOf(currentState(queued)));
    }),
  ),

  http.post('/properties/{id}/images/upload', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const id = idParam(params.id);
      const form = await readMultipart(request);
      const upload = await acceptUpload(form, findOwned(session, id).image_urls.length);
      // Uploads run several at a time: this one joins the images as they are once its bytes are read.
      const p = findOwned(session, id);
      const images = insertImage(p.image_urls, upload.url, upload.position);
      const photos = await saveImages(p, images);
      return response(201).json({
        url: upload.url,
        image_urls: images,
        is_cover: upload.position === 0,
        position: upload.position,
        photo: photos[upload.position]!,
        photos,
      });
    }),
  ),

  http.put('/properties/{id}/images/order', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = findOwned(session, idParam(params.id));
      const { order } = await parseBody(request, imageOrderSchema);
      const images = reorderImages(p.image_urls, order);
      const photos = await saveImages(p, images);
      return response(200).json({ image_urls: images, photos });
    }),
  ),
];
