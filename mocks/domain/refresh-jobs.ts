/**
 * The refresh jobs, simulated (docs/rules.md#refresh-jobs). Jobs progress lazily on read, from
 * timestamps: a job created by "Executar Agora" settles at its `settles_at` (4–20 s after the
 * run, staggered); a queued job without one (seeded) is picked up 15 minutes after its creation.
 * About one job in five fails, decided by its id, with one of the monitor's error classes
 * (`JOB_ERRORS`); all fail with the authentication error when the tenant's Canal Pro credentials
 * are not valid. A completed job re-registers the listing: the property gets a new `remote_id`.
 * The portal refuses a listing without photos (`NO_PHOTOS_MESSAGE`); a never-exported property
 * is never refreshed (`NOT_EXPORTED_MESSAGE`).
 */
import { db, nextId } from '../db';
import { paced } from '../runtime';
import type { JobRecord, PropertyRecord, ScheduleRecord } from '../db/schemas';
import { HttpError, nowIso } from '../http';
import { canalProCredentialsFailure, canalProCredentialsValid } from './canalpro-credentials';
import { findPortalLink } from './portal-link';

const MINUTE = 60_000;

/** Failed-job messages, one per class the refresh monitor groups. */
export const JOB_ERRORS = [
  'Erro de conexão com o portal: ECONNRESET ao enviar anúncio',
  'Falha de autenticação: token expirado no Canal Pro',
  'Imóvel rejeitado pelo portal: preço de venda ausente',
  'Timeout ao aguardar resposta do portal (30s)',
  'Erro interno inesperado ao processar o anúncio',
] as const;
const AUTH_FAILURE = JOB_ERRORS[1];

/** A queued job without a simulated duration is picked up by the scheduler after this long. */
const QUEUE_PICKUP_MS = 15 * MINUTE;
/**
 * Jobs created by "Executar Agora" settle between these delays, staggered by position: a run stays
 * 'Em execução' long enough to be watched, and stopped, by a person or a journey on a busy machine.
 */
export const RUN_FIRST_SETTLE_MS = 4_000;
export const RUN_LAST_SETTLE_MS = 20_000;

export const NOT_EXPORTED_MESSAGE = 'Imóvel ainda não foi exportado para o Canal Pro';
export const STOPPED_MESSAGE = 'Execução interrompida pelo usuário';
export const DELETED_MESSAGE = 'Execução interrompida: cronograma excluído';
export const NO_PHOTOS_MESSAGE = 'Imóvel rejeitado pelo portal: anúncio sem fotos';

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function isOpen(job: JobRecord): boolean {
  return job.status === 'pending' || job.status === 'running';
}

function dueAt(job: JobRecord): number {
  return job.settles_at ?? Date.parse(job.created_at) + QUEUE_PICKUP_MS;
}

/** About one job in five fails, decided by its id so every read tells the same story. */
export function simulatedFailure(jobId: number): string | null {
  const h = Math.imul(jobId ^ 0x5bd1e995, 2654435761) >>> 0;
  return h % 100 < 20 ? JOB_ERRORS[(h >>> 8) % JOB_ERRORS.length]! : null;
}

/** Why the portal would refuse this listing now, if it would (a listing needs a photo). */
function portalRefusal(property: PropertyRecord): string | null {
  return (property.image_urls ?? []).length === 0 ? NO_PHOTOS_MESSAGE : null;
}

/** How a job of a scheduled run ends: credentials first, then the listing, then the simulation. */
export function runOutcome(
  property: PropertyRecord,
  jobId: number,
  credentialsValid: boolean,
): string | null {
  if (!credentialsValid) return AUTH_FAILURE;
  if (!property.remote_id) return NOT_EXPORTED_MESSAGE;
  return portalRefusal(property) ?? simulatedFailure(jobId);
}

/** The listing's new id at the portal after the job that deleted and registered it again. */
export function republishedRemoteId(jobId: number): string {
  return String(3_000_000_000 + jobId);
}

async function republish(propertyId: number, tenantId: number, jobId: number, atMs: number): Promise<string> {
  const remoteId = republishedRemoteId(jobId);
  await db.properties.update((q) => q.where({ id: propertyId, tenant_id: tenantId }), {
    data(p) {
      p.remote_id = remoteId;
      p.canalpro_id = remoteId;
      p.last_sync_at = iso(atMs);
    },
  });
  return remoteId;
}

/** Settles the tenant's open jobs whose time has come (lazily, on read). */
export async function settleJobs(tenantId: number, now = Date.now()): Promise<void> {
  const due = db.jobs.all().filter((j) => j.tenant_id === tenantId && isOpen(j) && dueAt(j) <= now);
  if (due.length === 0) return;
  const touched = new Set<number>();
  for (const job of due) {
    const finished = dueAt(job);
    const failure = job.will_fail_with;
    await db.jobs.update(job, {
      data(j) {
        j.status = failure ? 'failed' : 'completed';
        j.error_message = failure;
        j.started_at ??= iso(Math.min(finished, Date.parse(j.created_at) + 1_000));
        j.finished_at = iso(finished);
        j.settles_at = null;
        j.will_fail_with = null;
      },
    });
    if (!failure && job.property_id !== null) await republish(job.property_id, tenantId, job.id, finished);
    if (job.schedule_id !== null) touched.add(job.schedule_id);
  }
  for (const scheduleId of touched) await setRunning(scheduleId);
}

async function setRunning(scheduleId: number, running?: boolean): Promise<void> {
  const value = running ?? db.jobs.all().some((j) => j.schedule_id === scheduleId && isOpen(j));
  await db.schedules.update((q) => q.where({ id: scheduleId }), {
    data(s) {
      s.running = value;
    },
  });
}

export function scheduleIsRunning(scheduleId: number): boolean {
  return db.jobs.all().some((j) => j.schedule_id === scheduleId && isOpen(j));
}

/** "Executar Agora": one pending job per member, settling 4–20 s from now, staggered. */
export async function startScheduleRun(
  tenantId: number,
  schedule: ScheduleRecord,
  members: PropertyRecord[],
  now: number,
): Promise<void> {
  const credentialsValid = canalProCredentialsValid(findPortalLink(tenantId), now);
  const firstId = nextId('jobs', members.length);
  const span = RUN_LAST_SETTLE_MS - RUN_FIRST_SETTLE_MS;
  await db.jobs.createMany(members.length, (i) => {
    const id = firstId + i;
    const p = members[i]!;
    return {
      id,
      tenant_id: tenantId,
      schedule_id: schedule.id,
      property_id: p.id,
      status: 'pending',
      error_message: null,
      created_at: iso(now),
      started_at: null,
      finished_at: null,
      settles_at:
        now +
        paced(RUN_FIRST_SETTLE_MS + (members.length > 1 ? Math.round((i * span) / (members.length - 1)) : 0)),
      will_fail_with: runOutcome(p, id, credentialsValid),
    } satisfies JobRecord;
  });
  await setRunning(schedule.id, true);
}

/**
 * Stopping or deleting a schedule turns its open jobs into `cancelled` (a stop is not a failure:
 * cancelled jobs stay out of failure counts and the success rate). Answers how many.
 */
export async function cancelOpenJobs(scheduleId: number, message: string): Promise<number> {
  const now = nowIso();
  const stopped = await db.jobs.updateMany((q) => q.where((j) => j.schedule_id === scheduleId && isOpen(j)), {
    data(j) {
      j.status = 'cancelled';
      j.error_message = message;
      j.finished_at = now;
      j.settles_at = null;
      j.will_fail_with = null;
    },
  });
  return (stopped ?? []).length;
}

export async function stopScheduleRun(scheduleId: number): Promise<number> {
  const count = await cancelOpenJobs(scheduleId, STOPPED_MESSAGE);
  await setRunning(scheduleId, false);
  return count;
}

type ManualRefresh = { message: string } | { operation_id: string; new_remote_id: string; message: string };

/**
 * A manual refresh of one live property, at once. A never-exported property answers 422 and
 * records nothing (the portal was never called); credentials that are not valid answer 502 and
 * record a failed job; a listing the portal refuses records a failed job and answers its reason.
 */
export async function manualRefresh(tenantId: number, property: PropertyRecord): Promise<ManualRefresh> {
  if (!property.remote_id) {
    throw new HttpError(422, NOT_EXPORTED_MESSAGE, 'PROPERTY_NOT_EXPORTED', {
      remote_id: 'Exporte o imóvel para o Canal Pro antes de atualizá-lo',
    });
  }
  const now = Date.now();
  const jobId = nextId('jobs');
  const failure = canalProCredentialsFailure(findPortalLink(tenantId), now);
  const refusal = failure ? null : portalRefusal(property);
  await db.jobs.create({
    id: jobId,
    tenant_id: tenantId,
    schedule_id: null,
    property_id: property.id,
    status: failure || refusal ? 'failed' : 'completed',
    error_message: failure ? AUTH_FAILURE : refusal,
    created_at: iso(now),
    started_at: iso(now),
    finished_at: iso(now),
    settles_at: null,
    will_fail_with: null,
  });
  if (failure) throw failure;
  // The portal answered, but refused the listing: no new id, only its reason.
  if (refusal) return { message: refusal };
  const newRemoteId = await republish(property.id, tenantId, jobId, now);
  return {
    operation_id: `refresh-${jobId}`,
    new_remote_id: newRemoteId,
    message: 'Anúncio republicado com sucesso',
  };
}
