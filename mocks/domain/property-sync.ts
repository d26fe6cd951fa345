/**
 * The sync with Gandalf, simulated (docs/rules.md#gandalf-sync): a sync settles SYNC_DURATION_MS
 * after it starts; its state is computed from timestamps on read (`currentState`) and written
 * back by single-record reads (`persistState`). A property the portal cannot list (a price its
 * business needs, photos) ends in 'error' with a pt-BR reason.
 */
import type { components } from '../../src/api/schema';
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';

type S = components['schemas'];

/** A sync takes this long once it starts. */
const SYNC_DURATION_MS = 3000;
/** A retried sync waits this long in the queue ('pending') before it starts. */
export const SYNC_QUEUE_MS = 1000;

/** Server-side sync bookkeeping kept on the record (never serialised). */
export type SyncingRecord = PropertyRecord & { sync_started_ms?: number | null };

/** Why the first portal refuses a property, in pt-BR; null when it has what a listing needs. */
export function syncProblem(p: PropertyRecord): string | null {
  const missing: string[] = [];
  const business = p.business_type ?? null;
  if ((business === 'SALE' || business === 'SALE_RENTAL') && p.price_sale == null)
    missing.push('preço de venda');
  if ((business === 'RENTAL' || business === 'SALE_RENTAL') && p.price_rent == null)
    missing.push('valor do aluguel');
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
  if (now < started + SYNC_DURATION_MS)
    return p.sync_status === 'syncing' ? p : { ...p, sync_status: 'syncing' };
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

export function syncStatusOf(p: PropertyRecord): S['SyncStatus'] {
  return {
    property_id: p.id,
    sync_status: p.sync_status ?? 'idle',
    last_sync_at: p.last_sync_at,
    error: p.sync_status === 'error' ? (p.sync_error ?? 'Falha ao sincronizar') : null,
  };
}

/** Starts a sync now ('syncing'); it settles SYNC_DURATION_MS later. */
export async function startSync(
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
