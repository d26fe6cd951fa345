/**
 * The export to Canal Pro, simulated (docs/rules.md#export-to-canal-pro): a run is long, its
 * progress computed from the time elapsed since it started (~0.8 s per property, 10 to 20 s in
 * all), and its end applied once, lazily, by the first read after it (`settleExports`). One run at
 * a time per tenant. The wizard's "export to Canal Pro" starts a run of one property.
 *
 * Deterministic failures, so a designer or a test can rely on them: no photo (MISSING_IMAGES),
 * no sale or rent price (MISSING_PRICE), no street or city (MISSING_ADDRESS); and a transient
 * timeout (PORTAL_TIMEOUT) for ids ≡ 4 (mod 9) that happens once: the retry succeeds.
 */
import type { components } from '../../src/api/schema';
import { PORTAL_REFUSALS, portalRefusals } from '../../src/lib/portal-rules';
import { db, nextId } from '../db';
import { paced } from '../runtime';
import type { ExportRunRecord, PropertyRecord } from '../db/schemas';
import { PORTAL_MESSAGES } from './canalpro-credentials';
import { tenantProperties } from './tenant-properties';

type S = components['schemas'];
type Failure = ExportRunRecord['failures'][number];

/**
 * Export pace: ~0.8 s per property, between 10 and 20 seconds in all — long enough that the
 * progress of a small export can be watched (and seen by a journey on a busy machine).
 */
const EXPORT_MS_PER_PROPERTY = 800;
export const EXPORT_MIN_MS = 10_000;
const EXPORT_MAX_MS = 20_000;
/** The wizard's export of the one property it saved. */
const WIZARD_EXPORT_MS = 2000;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The listing's id at Canal Pro: the one it has, else the one the portal gives it. */
export function listingRemoteId(p: PropertyRecord): string {
  return p.remote_id ?? p.canalpro_id ?? String(2_700_000_000 + p.id * 137);
}

export interface Problem {
  code: string;
  message: string;
}

/** Why the portal rejects a property's export, or null. */
export function exportProblem(p: PropertyRecord): Problem | null {
  const [refusal] = portalRefusals({
    photos: p.image_urls.length,
    salePrice: p.price_sale ?? null,
    rentPrice: p.price_rent ?? null,
    street: p.address?.street ?? null,
    city: p.address?.city ?? null,
  });
  if (refusal) return { code: refusal, message: PORTAL_REFUSALS[refusal] };
  // Transient: the first attempt times out, the retry goes through.
  if (p.id % 9 === 4 && p.sync_error !== PORTAL_MESSAGES.timeout) {
    return { code: 'PORTAL_TIMEOUT', message: PORTAL_MESSAGES.timeout };
  }
  return null;
}

interface Progress {
  running: boolean;
  total: number;
  processed: number;
  successful: number;
  failed: number;
  remainingMs: number;
}

function progressOf(run: ExportRunRecord, now = Date.now()): Progress {
  const total = run.property_ids.length;
  const failing = new Set(run.failures.map((f) => f.property_id));
  const elapsed = Math.max(0, now - run.started_ms);
  const done = run.status !== 'running' || elapsed >= run.duration_ms;
  const processed = done ? total : Math.min(total, Math.floor((elapsed / run.duration_ms) * total));
  const failed = run.property_ids.slice(0, processed).filter((id) => failing.has(id)).length;
  return {
    running: !done,
    total,
    processed,
    successful: processed - failed,
    failed,
    remainingMs: done ? 0 : run.duration_ms - elapsed,
  };
}

/** True while one of the tenant's runs has not reached its end. */
export function exportRunning(tenantId: number, now = Date.now()): boolean {
  return db.exportRuns
    .all()
    .some((r) => r.tenant_id === tenantId && r.status === 'running' && r.started_ms + r.duration_ms > now);
}

async function createRun(
  tenantId: number,
  propertyIds: number[],
  durationMs: number,
  failures: Failure[],
): Promise<ExportRunRecord> {
  const now = Date.now();
  return db.exportRuns.create({
    id: nextId('exportRuns'),
    tenant_id: tenantId,
    status: 'running',
    property_ids: propertyIds,
    started_at: iso(now),
    finished_at: null,
    started_ms: now,
    duration_ms: paced(durationMs),
    failures,
  });
}

/** Starts the export of the given properties (the caller checked credentials and ownership). */
export async function startExport(tenantId: number, properties: PropertyRecord[]): Promise<ExportRunRecord> {
  const failures = properties.flatMap((p) => {
    const problem = exportProblem(p);
    return problem ? [{ property_id: p.id, ...problem }] : [];
  });
  const durationMs = Math.min(
    EXPORT_MAX_MS,
    Math.max(EXPORT_MIN_MS, properties.length * EXPORT_MS_PER_PROPERTY),
  );
  return createRun(
    tenantId,
    properties.map((p) => p.id),
    durationMs,
    failures,
  );
}

/**
 * The wizard's `export_to_canalpro`: a run of the saved property, reported and settled like any
 * other; its failure is the first portal's refusal (`problem`). Not when a run is going on.
 */
export async function queueWizardExport(p: PropertyRecord, problem: string | null): Promise<boolean> {
  if (exportRunning(p.tenant_id)) return false;
  const failures = problem ? [{ property_id: p.id, code: 'PORTAL_REJECTED', message: problem }] : [];
  await createRun(p.tenant_id, [p.id], WIZARD_EXPORT_MS, failures);
  return true;
}

/**
 * Applies the end of the tenant's finished runs once: the run's status and finish time, and on
 * the properties their remote ids, sync state and portal visibility (or the error).
 */
export async function settleExports(tenantId: number): Promise<void> {
  const now = Date.now();
  const finished = db.exportRuns
    .all()
    .filter((r) => r.tenant_id === tenantId && r.status === 'running' && now - r.started_ms >= r.duration_ms);
  if (finished.length === 0) return;
  const properties = tenantProperties(tenantId);
  for (const run of finished) {
    const endIso = iso(run.started_ms + run.duration_ms);
    const failures = new Map(run.failures.map((f) => [f.property_id, f]));
    for (const id of run.property_ids) {
      const p = properties.get(id);
      if (!p) continue;
      const failure = failures.get(id);
      await db.properties.update((q) => q.where({ id: p.id }), {
        data(d) {
          if (failure) {
            d.status = 'error';
            d.sync_status = 'error';
            d.sync_error = failure.message;
          } else {
            const remote = listingRemoteId(d);
            d.remote_id = remote;
            d.canalpro_id = remote;
            d.status = 'synced';
            d.sync_status = 'synced';
            d.sync_error = null;
            d.portal_active = true;
            d.last_sync_at = endIso;
          }
          d.updated_at = endIso;
        },
      });
    }
    await db.exportRuns.update((q) => q.where({ id: run.id }), {
      data(r) {
        r.status = failures.size >= r.property_ids.length ? 'failed' : 'completed';
        r.finished_at = endIso;
      },
    });
  }
}

function latestRun(tenantId: number): ExportRunRecord | undefined {
  let latest: ExportRunRecord | undefined;
  for (const r of db.exportRuns.all()) {
    if (r.tenant_id !== tenantId) continue;
    if (
      !latest ||
      r.started_ms > latest.started_ms ||
      (r.started_ms === latest.started_ms && r.id > latest.id)
    ) {
      latest = r;
    }
  }
  return latest;
}

const IDLE: S['ExportStatus'] = {
  is_running: false,
  export_id: null,
  total_properties: 0,
  processed: 0,
  successful: 0,
  failed: 0,
  current_property: null,
  estimated_time_remaining: null,
  started_at: null,
  errors: [],
};

/** The progress of the tenant's latest run (settle first). */
export function exportStatus(tenantId: number): S['ExportStatus'] {
  const latest = latestRun(tenantId);
  if (!latest) return { ...IDLE, errors: [] };
  const progress = progressOf(latest);
  const properties = tenantProperties(tenantId);
  const describe = (id: number) => {
    const p = properties.get(id);
    return p ? `${p.title} (${p.external_id})` : `Imóvel ${id}`;
  };
  const processedIds = new Set(latest.property_ids.slice(0, progress.processed));
  const currentId = progress.running ? latest.property_ids[progress.processed] : undefined;
  return {
    is_running: progress.running,
    export_id: String(latest.id),
    total_properties: progress.total,
    processed: progress.processed,
    successful: progress.successful,
    failed: progress.failed,
    current_property:
      currentId === undefined
        ? null
        : { id: currentId, title: properties.get(currentId)?.title ?? `Imóvel ${currentId}` },
    estimated_time_remaining: Math.ceil(progress.remainingMs / 1000),
    started_at: latest.started_at,
    errors: latest.failures
      .filter((f) => processedIds.has(f.property_id))
      .map((f) => `${describe(f.property_id)}: ${f.message}`),
  };
}

/** The tenant's runs, newest first (settle first). */
export function exportHistory(tenantId: number): S['ExportHistory']['history'] {
  return db.exportRuns
    .all()
    .filter((r) => r.tenant_id === tenantId)
    .sort((a, b) => b.started_ms - a.started_ms || b.id - a.id)
    .map((r) => {
      const progress = progressOf(r);
      return {
        id: String(r.id),
        status: r.status,
        started_at: r.started_at,
        finished_at: r.finished_at,
        successful: progress.successful,
        failed: progress.failed,
        total_properties: progress.total,
      };
    });
}
