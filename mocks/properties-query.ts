/**
 * The property list query (GET /properties and /properties/public): visibility, filters, search,
 * sort and pagination over `db.properties`, plus the lazily simulated sync with the first portal
 * (a sync settles ~3 s after it starts; its state is computed from timestamps on read).
 *
 * Performance (benchmarked at 10 000 properties): one pass over `db.properties.all()` with cheap
 * checks first, a search text folded once per record version (WeakMap; records are replaced on
 * update, so a changed record is folded again), and a sort over the matches only.
 */
import type { components } from '../src/api/schema';
import {
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SORT_KEYS,
  SORT_ORDERS,
} from '../src/features/properties/schemas';
import { db } from './db';
import type { PropertyRecord } from './db/schemas';
import { errors } from './http';

type SortKey = components['schemas']['SortKey'];
type SortOrder = components['schemas']['SortOrder'];
type PropertyStatus = components['schemas']['PropertyStatus'];
type PropertyType = components['schemas']['PropertyType'];

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
const MAX_Q_LENGTH = 200;

export interface ListQuery {
  page: number;
  page_size: number;
  q: string;
  status: PropertyStatus | null;
  property_type: PropertyType | null;
  sort_by: SortKey;
  sort_order: SortOrder;
  include_shared: boolean;
  include_archived: boolean;
}

/** Who is asking: a tenant's user, or anybody (the public list, published properties only). */
export type ListScope = { tenantId: number } | 'public';

// ───────────── query string ─────────────

function badParam(name: string, message: string): never {
  throw errors.badRequest(`Parâmetro inválido: ${name}`, { [name]: message });
}

function intParam(params: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(value) || value < min || value > max) {
    badParam(name, `Deve ser um número inteiro entre ${min} e ${max}`);
  }
  return value;
}

function enumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly T[],
): T | null {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  if (!(values as readonly string[]).includes(raw)) badParam(name, `Valor inválido: ${raw}`);
  return raw as T;
}

function boolParam(params: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return badParam(name, 'Deve ser true ou false');
}

/** The list's query parameters with the contract's defaults; 400 for values the contract forbids. */
export function parseListQuery(url: URL): ListQuery {
  const params = url.searchParams;
  const q = (params.get('q') ?? '').trim();
  if (q.length > MAX_Q_LENGTH) badParam('q', `Deve ter no máximo ${MAX_Q_LENGTH} caracteres`);
  return {
    page: intParam(params, 'page', 1, 1, Number.MAX_SAFE_INTEGER),
    page_size: intParam(params, 'page_size', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
    q,
    status: enumParam(params, 'status', PROPERTY_STATUSES),
    property_type: enumParam(params, 'property_type', PROPERTY_TYPES),
    sort_by: enumParam(params, 'sort_by', SORT_KEYS) ?? 'updated_at',
    sort_order: enumParam(params, 'sort_order', SORT_ORDERS) ?? 'desc',
    include_shared: boolParam(params, 'include_shared', true),
    include_archived: boolParam(params, 'include_archived', false),
  };
}

// ───────────── sync simulation ─────────────

/** A sync takes this long once it starts. */
export const SYNC_DURATION_MS = 3000;
/** A retried sync waits this long in the queue ('pending') before it starts. */
export const SYNC_QUEUE_MS = 1000;

/** Server-side sync bookkeeping kept on the record (never serialised). */
export type SyncingRecord = PropertyRecord & { sync_started_ms?: number | null };

/** Why the first portal refuses a property, in pt-BR; null when it has what a listing needs. */
export function syncProblem(p: PropertyRecord): string | null {
  const missing: string[] = [];
  const business = p.business_type ?? null;
  if ((business === 'SALE' || business === 'SALE_RENTAL') && p.price_sale == null) missing.push('preço de venda');
  if ((business === 'RENTAL' || business === 'SALE_RENTAL') && p.price_rent == null) missing.push('valor do aluguel');
  if (business === null && p.price_sale == null && p.price_rent == null) missing.push('preço');
  if (p.image_urls.length === 0) missing.push('fotos');
  if (missing.length === 0) return null;
  return `Falha ao sincronizar: ${missing.join(', ')} ausente${missing.length > 1 ? 's' : ''}`;
}

/**
 * The record as it is now: a sync started at `sync_started_ms` is 'pending' until it starts,
 * 'syncing' for SYNC_DURATION_MS, then settled — 'synced' (status synced) or, when data the portal
 * requires is missing, 'error' (status error, with a pt-BR sync_error). Returns the same object
 * when nothing changed, so the common case costs nothing.
 */
export function currentState(p: PropertyRecord, now = Date.now()): PropertyRecord {
  const started = (p as SyncingRecord).sync_started_ms;
  if (started == null || (p.sync_status !== 'pending' && p.sync_status !== 'syncing')) return p;
  if (now < started) return p.sync_status === 'pending' ? p : { ...p, sync_status: 'pending' };
  if (now < started + SYNC_DURATION_MS) return p.sync_status === 'syncing' ? p : { ...p, sync_status: 'syncing' };
  const problem = syncProblem(p);
  const settledAt = new Date(started + SYNC_DURATION_MS).toISOString();
  return {
    ...p,
    sync_status: problem ? 'error' : 'synced',
    // An active listing stays active; otherwise the status follows the sync.
    status: problem ? 'error' : p.status === 'active' ? 'active' : 'synced',
    sync_error: problem,
    last_sync_at: problem ? p.last_sync_at : settledAt,
    sync_started_ms: null,
  } as SyncingRecord;
}

/** Writes a settled sync back to the database (single-record reads do; lists only compute it). */
export async function persistState(p: PropertyRecord): Promise<PropertyRecord> {
  const now = currentState(p);
  if (now === p) return p;
  const updated = await db.properties.update((q) => q.where({ id: p.id }), {
    data(d) {
      Object.assign(d, now);
    },
  });
  return updated ?? now;
}

// ───────────── visibility ─────────────

/** Published = what the public list and detail show: live (active or synced) and not archived. */
export function isPublished(p: PropertyRecord): boolean {
  return !p.archived && (p.status === 'active' || p.status === 'synced');
}

/** A tenant sees its own properties and (read-only) the non-archived ones partners share. */
export function isVisibleTo(p: PropertyRecord, tenantId: number): boolean {
  return p.tenant_id === tenantId || (p.shared && !p.archived);
}

// ───────────── search and sort ─────────────

/** Lower case without accents: 'Ipanemá' → 'ipanema'. */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const searchTexts = new WeakMap<PropertyRecord, string>();

/** Title, property code, external id, id and neighbourhood, folded, once per record version. */
function searchText(p: PropertyRecord): string {
  let text = searchTexts.get(p);
  if (text === undefined) {
    text = fold(
      [p.title, p.property_code ?? '', p.external_id, String(p.id), p.address?.neighborhood ?? ''].join('\u0001'),
    );
    searchTexts.set(p, text);
  }
  return text;
}

type Key = number | string | null;

function sortKey(p: PropertyRecord, by: SortKey): Key {
  switch (by) {
    case 'created_at':
      return p.created_at;
    case 'price':
      return p.price_sale ?? null;
    case 'price_rent':
      return p.price_rent ?? null;
    case 'usable_area':
      return p.area_util ?? p.usable_areas ?? null;
    case 'total_area':
      return p.area_total ?? p.total_areas ?? null;
    default:
      return p.updated_at;
  }
}

/**
 * Sorts in place: by the key in the given direction, missing values (null) last in both
 * directions, ties broken by id in the same direction (a stable, total order for pagination).
 */
export function sortProperties(items: PropertyRecord[], by: SortKey, order: SortOrder): PropertyRecord[] {
  const dir = order === 'asc' ? 1 : -1;
  const keyed = items.map((p) => ({ p, k: sortKey(p, by) }));
  keyed.sort((a, b) => {
    if (a.k !== b.k) {
      if (a.k === null) return 1;
      if (b.k === null) return -1;
      return (a.k < b.k ? -1 : 1) * dir;
    }
    return (a.p.id - b.p.id) * dir;
  });
  for (let i = 0; i < keyed.length; i++) items[i] = keyed[i]!.p;
  return items;
}

export interface ListResult {
  /** The page, as the records are now (sync states settled). */
  data: PropertyRecord[];
  total: number;
}

/** Filters, searches, sorts and paginates the properties visible in `scope`. */
export function listProperties(scope: ListScope, query: ListQuery): ListResult {
  const now = Date.now();
  const terms = query.q ? fold(query.q).split(/\s+/).filter(Boolean) : [];
  const tenantId = scope === 'public' ? null : scope.tenantId;
  const matches: PropertyRecord[] = [];
  for (const stored of db.properties.all()) {
    if (tenantId !== null) {
      if (stored.tenant_id !== tenantId && !(query.include_shared && stored.shared && !stored.archived)) continue;
      if (stored.archived && !query.include_archived) continue;
    } else if (stored.archived) {
      continue;
    }
    if (query.property_type !== null && stored.property_type !== query.property_type) continue;
    const p = currentState(stored, now);
    if (tenantId === null && !isPublished(p)) continue;
    if (query.status !== null && p.status !== query.status) continue;
    if (terms.length > 0) {
      const text = searchText(stored);
      let all = true;
      for (const term of terms) {
        if (!text.includes(term)) {
          all = false;
          break;
        }
      }
      if (!all) continue;
    }
    matches.push(p);
  }
  sortProperties(matches, query.sort_by, query.sort_order);
  const start = (query.page - 1) * query.page_size;
  return { data: matches.slice(start, start + query.page_size), total: matches.length };
}
