/**
 * Refresh schedules ("Cockpit do Corretor"), manual refresh and the jobs monitor (tag `refresh`).
 *
 * Decisions a reader of the screens should know:
 * - `failed_jobs` of a schedule counts its failed jobs of the last 24 hours (an all-time count
 *   would keep every schedule in the "error" health state forever).
 * - `next_run` / `next_execution` is the next occurrence of `time_slot` on one of `days_of_week`
 *   in America/Sao_Paulo wall-clock time (`nextRunInBrasilia`, the same rule the schedule form's
 *   preview uses), as an ISO instant; null while the schedule is paused.
 * - Jobs progress lazily on read, from timestamps: a job created by "Executar Agora" settles at its
 *   `settles_at` (4–20 s after the run, staggered); a queued job without one (seeded) is picked up
 *   15 minutes after its creation. A job open for more than 5 minutes is past its limit: the health
 *   report counts it in `stuck_jobs` until it settles. About 20 % of run jobs fail, deterministically by job id, with
 *   one of the monitor's error classes (`JOB_ERRORS`); all fail with the authentication error when
 *   the tenant's portal credentials are missing or expired. A completed job re-registers the
 *   listing: the property gets a new `remote_id`.
 * - Stopping a schedule, or deleting it, turns its open jobs into `cancelled` (a stop is not a
 *   failure: cancelled jobs stay out of failure counts and the success rate). Deleting also removes
 *   the schedule's property links; finished jobs stay as history (their `schedule` becomes null).
 * - The portal refuses a listing without photos: such a property fails every refresh with
 *   `NO_PHOTOS_MESSAGE` (a manual refresh answers 200 with only that message, as a real portal's
 *   explained refusal). Together with the one-in-five simulated failures of scheduled runs, this is
 *   what makes a refresh of several properties come back partly failed, deterministically.
 * - A manual refresh of a never-exported property answers 422 and records nothing (the portal was
 *   never called); a portal-credentials failure answers 502 and records a failed job. A schedule
 *   takes exported properties only: creating one or adding properties with a never-exported one
 *   answers 422 (its every run would fail).
 */
import type { components } from '../../src/api/schema';
import {
  cleanupSchema,
  scheduleCreateBodySchema,
  schedulePropertyIdsSchema,
  scheduleToggleSchema,
  scheduleUpdateBodySchema,
} from '../../src/features/refresh/schemas';
import { nextRunInBrasilia } from '../../src/lib/brasilia';
import { db, nextId } from '../db';
import type { JobRecord, PropertyRecord, ScheduleRecord } from '../db/schemas';
import {
  errors,
  http,
  HttpError,
  idParam,
  nowIso,
  parseBody,
  requireSession,
  run,
  type Session,
} from '../http';
import { JOB_ERRORS } from '../seed';
import { REFRESH_JOB_STATUSES } from '../../src/api/enums';

type Schedule = components['schemas']['RefreshSchedule'];
type Job = components['schemas']['RefreshJob'];
type AvailableProperty = components['schemas']['AvailableProperty'];
type ScheduleProperty = components['schemas']['SchedulePropertyLink'];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A queued job without a simulated duration is picked up by the scheduler after this long. */
export const QUEUE_PICKUP_MS = 15 * MINUTE;
/**
 * Jobs created by "Executar Agora" settle between these delays, staggered by position: a run stays
 * 'Em execução' long enough to be watched, and stopped, by a person or a journey on a busy machine.
 */
export const RUN_FIRST_SETTLE_MS = 4_000;
export const RUN_LAST_SETTLE_MS = 20_000;
/**
 * A job still open this long after its creation is "stuck" for the health report: a run's jobs
 * settle within seconds, so a queue that has waited minutes is past its limit (the seeded queue of
 * 'Refresh manhã', 10 minutes old, is reported until the scheduler picks it up).
 */
export const STUCK_AFTER_MS = 5 * MINUTE;

export const NOT_EXPORTED_MESSAGE = 'Imóvel ainda não foi exportado para o Canal Pro';
export const STOPPED_MESSAGE = 'Execução interrompida pelo usuário';
export const DELETED_MESSAGE = 'Execução interrompida: cronograma excluído';
export const NO_PHOTOS_MESSAGE = 'Imóvel rejeitado pelo portal: anúncio sem fotos';
const AUTH_FAILURE = JOB_ERRORS[1];

// ───────────── time ─────────────

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

// ───────────── lookups ─────────────

function ownedSchedule(session: Session, id: number): ScheduleRecord {
  const schedule = db.schedules.findFirst((q) => q.where({ id, tenant_id: session.tenant.id }));
  if (!schedule) throw errors.notFound('Cronograma não encontrado');
  return schedule;
}

/** The tenant's live (not archived) properties by id, built once per request. */
function tenantProperties(tenantId: number): Map<number, PropertyRecord> {
  const out = new Map<number, PropertyRecord>();
  for (const p of db.properties.all()) if (p.tenant_id === tenantId && !p.archived) out.set(p.id, p);
  return out;
}

/** 422 unless every id is one of the tenant's live properties (foreign ids look unknown). */
function requireOwnedProperties(ids: readonly number[], owned: Map<number, PropertyRecord>): number[] {
  const unique = [...new Set(ids)];
  const unknown = unique.filter((id) => !owned.has(id));
  if (unknown.length > 0) {
    throw errors.validation({ property_ids: `Imóveis não encontrados: ${unknown.join(', ')}` });
  }
  return unique;
}

/**
 * 422 when one of the properties was never exported: a schedule refreshes listings on the portal,
 * and one that is not there would fail every run ('Imóvel ainda não foi exportado para o Canal Pro').
 */
function requireExported(ids: readonly number[], owned: Map<number, PropertyRecord>): void {
  const never = ids.filter((id) => !owned.get(id)?.remote_id);
  if (never.length > 0) {
    throw errors.validation(
      { property_ids: `${NOT_EXPORTED_MESSAGE}: ${never.join(', ')}` },
      never.length === 1 ? NOT_EXPORTED_MESSAGE : 'Imóveis ainda não exportados para o Canal Pro',
    );
  }
}

function linksOf(scheduleId: number) {
  return db.scheduleLinks.all().filter((l) => l.schedule_id === scheduleId);
}

function portalCredentialsValid(tenantId: number, now: number): boolean {
  const link = db.portalLinks.findFirst((q) => q.where({ tenant_id: tenantId }));
  return Boolean(link?.canalpro_expires_at && link.canalpro_expires_at > now);
}

// ───────────── job simulation ─────────────

function isOpen(job: JobRecord): boolean {
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
export function portalRefusal(property: PropertyRecord): string | null {
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

export function remoteIdFor(jobId: number): string {
  return String(3_000_000_000 + jobId);
}

/** Settles the tenant's open jobs whose time has come (lazily, on read). */
async function settleJobs(tenantId: number, now = Date.now()): Promise<void> {
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
    if (!failure && job.property_id !== null) {
      // The listing was deleted and registered again: it has a new id on the portal.
      const remoteId = remoteIdFor(job.id);
      await db.properties.update((q) => q.where({ id: job.property_id!, tenant_id: tenantId }), {
        data(p) {
          p.remote_id = remoteId;
          p.canalpro_id = remoteId;
          p.last_sync_at = iso(finished);
        },
      });
    }
    if (job.schedule_id !== null) touched.add(job.schedule_id);
  }
  for (const scheduleId of touched) {
    const running = db.jobs.all().some((j) => j.schedule_id === scheduleId && isOpen(j));
    await db.schedules.update((q) => q.where({ id: scheduleId }), {
      data(s) {
        s.running = running;
      },
    });
  }
}

// ───────────── serializers ─────────────

interface ScheduleContext {
  now: number;
  linkCounts: Map<number, number>;
  failedCounts: Map<number, number>;
  /** Schedules with pending or running jobs (the seed's queued job included). */
  running: Set<number>;
}

function scheduleContext(tenantId: number, now: number): ScheduleContext {
  const live = tenantProperties(tenantId);
  const linkCounts = new Map<number, number>();
  for (const l of db.scheduleLinks.all()) {
    if (l.tenant_id === tenantId && live.has(l.property_id)) {
      linkCounts.set(l.schedule_id, (linkCounts.get(l.schedule_id) ?? 0) + 1);
    }
  }
  const failedCounts = new Map<number, number>();
  const running = new Set<number>();
  const since = now - DAY;
  for (const j of db.jobs.all()) {
    if (j.tenant_id !== tenantId || j.schedule_id === null) continue;
    if (isOpen(j)) running.add(j.schedule_id);
    if (j.status === 'failed' && Date.parse(j.created_at) >= since) {
      failedCounts.set(j.schedule_id, (failedCounts.get(j.schedule_id) ?? 0) + 1);
    }
  }
  return { now, linkCounts, failedCounts, running };
}

function toSchedule(s: ScheduleRecord, ctx: ScheduleContext): Schedule {
  const next = s.is_active ? nextRunInBrasilia(s.time_slot, s.days_of_week, ctx.now) : null;
  const nextIso = next ? next.toISOString() : null;
  return {
    id: s.id,
    name: s.name,
    execution_time: s.time_slot,
    time_slot: s.time_slot,
    frequency_days: 1,
    days_of_week: [...s.days_of_week].sort((a, b) => a - b),
    is_active: s.is_active,
    properties_count: ctx.linkCounts.get(s.id) ?? 0,
    failed_jobs: ctx.failedCounts.get(s.id) ?? 0,
    next_run: nextIso,
    next_execution: nextIso,
    is_running: ctx.running.has(s.id),
    updated_at: s.updated_at,
    created_at: s.created_at,
    time_config: { times: [s.time_slot] },
  };
}

async function scheduleOut(tenantId: number, schedule: ScheduleRecord): Promise<Schedule> {
  const now = Date.now();
  await settleJobs(tenantId, now);
  const fresh = db.schedules.findFirst((q) => q.where({ id: schedule.id }))!;
  return toSchedule(fresh, scheduleContext(tenantId, now));
}

function toJob(job: JobRecord, names: Map<number, string>, titles: Map<number, string>): Job {
  const name = job.schedule_id !== null ? names.get(job.schedule_id) : undefined;
  const title = job.property_id !== null ? titles.get(job.property_id) : undefined;
  return {
    id: job.id,
    schedule_id: job.schedule_id,
    property_id: job.property_id,
    status: job.status,
    error_message: job.error_message,
    error: job.error_message,
    created_at: job.created_at,
    started_at: job.started_at,
    finished_at: job.finished_at,
    schedule: name !== undefined && job.schedule_id !== null ? { id: job.schedule_id, name } : null,
    property: title !== undefined && job.property_id !== null ? { id: job.property_id, title } : null,
  };
}

/** Titles of the tenant's properties (archived ones too: a job's history keeps its subject). */
function propertyTitles(tenantId: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const p of db.properties.all()) if (p.tenant_id === tenantId) out.set(p.id, p.title);
  return out;
}

function scheduleNames(tenantId: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const s of db.schedules.all()) if (s.tenant_id === tenantId) out.set(s.id, s.name);
  return out;
}

function scheduleProperties(
  scheduleId: number,
  live: Map<number, PropertyRecord>,
): { data: ScheduleProperty[] } {
  const data: ScheduleProperty[] = [];
  for (const link of linksOf(scheduleId)) {
    const p = live.get(link.property_id);
    if (!p) continue;
    data.push({
      property_id: p.id,
      property: {
        title: p.title,
        description: p.description ?? null,
        status: p.status,
        neighborhood: p.address?.neighborhood ?? null,
        city: p.address?.city ?? null,
      },
    });
  }
  return { data };
}

function toAvailable(p: PropertyRecord): AvailableProperty {
  const out: AvailableProperty = {
    id: p.id,
    title: p.title,
    address_street: p.address?.street ?? null,
    address_neighborhood: p.address?.neighborhood ?? null,
    address_city: p.address?.city ?? null,
    property_code: p.property_code ?? null,
    status: p.status,
    property_type: p.property_type ?? null,
    price: p.price_sale ?? p.price_rent ?? null,
    images: [...(p.image_urls ?? [])],
  };
  // Presence means "already exported" (part 2 §3), so the keys are left out otherwise.
  if (p.remote_id) {
    out.remote_id = p.remote_id;
    out.canalpro_id = p.canalpro_id ?? p.remote_id;
  }
  return out;
}

// ───────────── query parameters ─────────────

function intQuery(
  params: URLSearchParams,
  name: string,
  { min, max, allowed }: { min?: number; max?: number; allowed?: readonly number[] } = {},
): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  const ok =
    raw.trim() !== '' &&
    Number.isInteger(value) &&
    (min === undefined || value >= min) &&
    (max === undefined || value <= max) &&
    (allowed === undefined || allowed.includes(value));
  if (!ok) throw errors.badRequest(`Parâmetro ${name} inválido`, { [name]: `Valor inválido: ${raw}` });
  return value;
}

const collator = new Intl.Collator('pt-BR');

// ───────────── handlers ─────────────

export const refreshHandlers = [
  // ── schedules ──
  http.get('/properties/api/refresh-schedules', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const activeParam = new URL(request.url).searchParams.get('is_active');
      if (activeParam !== null && activeParam !== 'true' && activeParam !== 'false') {
        throw errors.badRequest('Parâmetro is_active inválido', { is_active: 'Use true ou false' });
      }
      const now = Date.now();
      await settleJobs(session.tenant.id, now);
      const ctx = scheduleContext(session.tenant.id, now);
      const data = db.schedules
        .all()
        .filter((s) => s.tenant_id === session.tenant.id)
        .filter((s) => activeParam === null || s.is_active === (activeParam === 'true'))
        .map((s) => toSchedule(s, ctx))
        // Next run first; paused schedules (no next run) last.
        .sort(
          (a, b) =>
            (a.next_run ? Date.parse(a.next_run) : Infinity) -
              (b.next_run ? Date.parse(b.next_run) : Infinity) ||
            a.name.localeCompare(b.name, 'pt-BR') ||
            a.id - b.id,
        );
      return response(200).json({ data });
    }),
  ),

  http.post('/properties/api/refresh-schedules', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, scheduleCreateBodySchema);
      const live = tenantProperties(session.tenant.id);
      const propertyIds = requireOwnedProperties(body.property_ids, live);
      requireExported(propertyIds, live);
      const now = nowIso();
      const id = nextId('schedules');
      const schedule = await db.schedules.create({
        id,
        tenant_id: session.tenant.id,
        name: body.name,
        time_slot: body.time_slot,
        days_of_week: [...body.days_of_week].sort((a, b) => a - b),
        is_active: body.is_active,
        running: false,
        created_at: now,
        updated_at: now,
      });
      let linkId = nextId('scheduleLinks');
      for (const propertyId of propertyIds) {
        await db.scheduleLinks.create({
          id: linkId++,
          schedule_id: id,
          property_id: propertyId,
          tenant_id: session.tenant.id,
        });
      }
      return response(201).json(await scheduleOut(session.tenant.id, schedule));
    }),
  ),

  http.get('/properties/api/refresh-schedules/available-properties', ({ request, response }) =>
    run(() => {
      const session = requireSession(request);
      const params = new URL(request.url).searchParams;
      const q = (params.get('q') ?? '').trim().toLocaleLowerCase('pt-BR');
      if (q.length > 200) throw errors.badRequest('Parâmetro q inválido', { q: 'Máximo de 200 caracteres' });
      const scheduleId = intQuery(params, 'schedule_id', { min: 1 });
      // Another tenant's schedule has no links of this tenant, so nothing is left out: no leak.
      const linked = new Set(
        scheduleId === undefined
          ? []
          : db.scheduleLinks
              .all()
              .filter((l) => l.schedule_id === scheduleId && l.tenant_id === session.tenant.id)
              .map((l) => l.property_id),
      );
      const matches = (p: PropertyRecord) =>
        !q ||
        [
          p.title,
          p.property_code,
          p.external_id,
          String(p.id),
          p.address?.neighborhood,
          p.address?.city,
        ].some((field) => field?.toLocaleLowerCase('pt-BR').includes(q));
      const out = [...tenantProperties(session.tenant.id).values()]
        .filter((p) => !linked.has(p.id) && matches(p))
        .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id)
        .map(toAvailable);
      return response(200).json(out);
    }),
  ),

  http.get('/properties/api/refresh-schedules/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      return response(200).json(await scheduleOut(session.tenant.id, schedule));
    }),
  ),

  http.put('/properties/api/refresh-schedules/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      const body = await parseBody(request, scheduleUpdateBodySchema);
      const updated = await db.schedules.update((q) => q.where({ id: schedule.id }), {
        data(s) {
          s.name = body.name;
          s.time_slot = body.time_slot;
          s.days_of_week = [...body.days_of_week].sort((a, b) => a - b);
          if (body.is_active !== undefined) s.is_active = body.is_active;
          s.updated_at = nowIso();
        },
      });
      return response(200).json(await scheduleOut(session.tenant.id, updated!));
    }),
  ),

  http.delete('/properties/api/refresh-schedules/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      await settleJobs(session.tenant.id);
      const now = nowIso();
      await db.jobs.updateMany((q) => q.where((j) => j.schedule_id === schedule.id && isOpen(j)), {
        data(j) {
          j.status = 'cancelled';
          j.error_message = DELETED_MESSAGE;
          j.finished_at = now;
          j.settles_at = null;
          j.will_fail_with = null;
        },
      });
      db.scheduleLinks.deleteMany((q) => q.where({ schedule_id: schedule.id }));
      db.schedules.delete((q) => q.where({ id: schedule.id }));
      return response(200).json({ message: 'Cronograma excluído com sucesso' });
    }),
  ),

  http.put('/properties/api/refresh-schedules/{id}/toggle', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      const body = await parseBody(request, scheduleToggleSchema);
      const updated = await db.schedules.update((q) => q.where({ id: schedule.id }), {
        data(s) {
          s.is_active = body.is_active;
          s.updated_at = nowIso();
        },
      });
      return response(200).json(await scheduleOut(session.tenant.id, updated!));
    }),
  ),

  http.get('/properties/api/refresh-schedules/{id}/properties', ({ params, request, response }) =>
    run(() => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      return response(200).json(scheduleProperties(schedule.id, tenantProperties(session.tenant.id)));
    }),
  ),

  http.post('/properties/api/refresh-schedules/{id}/properties', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      const body = await parseBody(request, schedulePropertyIdsSchema);
      const live = tenantProperties(session.tenant.id);
      const ids = requireOwnedProperties(body.property_ids, live);
      const already = new Set(linksOf(schedule.id).map((l) => l.property_id));
      const added = ids.filter((id) => !already.has(id));
      requireExported(added, live);
      let linkId = nextId('scheduleLinks');
      for (const propertyId of added) {
        await db.scheduleLinks.create({
          id: linkId++,
          schedule_id: schedule.id,
          property_id: propertyId,
          tenant_id: session.tenant.id,
        });
      }
      if (added.length > 0) {
        await db.schedules.update((q) => q.where({ id: schedule.id }), {
          data(s) {
            s.updated_at = nowIso();
          },
        });
      }
      return response(200).json(scheduleProperties(schedule.id, live));
    }),
  ),

  http.delete('/properties/api/refresh-schedules/{id}/properties', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      const body = await parseBody(request, schedulePropertyIdsSchema);
      const live = tenantProperties(session.tenant.id);
      const ids = new Set(requireOwnedProperties(body.property_ids, live));
      // Ids of the tenant that are not linked are simply not there to remove.
      const removed = db.scheduleLinks.deleteMany((q) =>
        q.where((l) => l.schedule_id === schedule.id && ids.has(l.property_id)),
      );
      if ((removed ?? []).length > 0) {
        await db.schedules.update((q) => q.where({ id: schedule.id }), {
          data(s) {
            s.updated_at = nowIso();
          },
        });
      }
      return response(200).json(scheduleProperties(schedule.id, live));
    }),
  ),

  // ── manual refresh ──
  http.post('/api/properties/{id}/refresh', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const id = idParam(params.id);
      const property = db.properties.findFirst((q) => q.where({ id, tenant_id: session.tenant.id }));
      if (!property || property.archived) throw errors.notFound('Imóvel não encontrado');
      if (!property.remote_id) {
        throw new HttpError(422, NOT_EXPORTED_MESSAGE, 'PROPERTY_NOT_EXPORTED', {
          remote_id: 'Exporte o imóvel para o Canal Pro antes de atualizá-lo',
        });
      }
      const now = Date.now();
      const jobId = nextId('jobs');
      const link = db.portalLinks.findFirst((q) => q.where({ tenant_id: session.tenant.id }));
      const failure: HttpError | null = !link?.canalpro_expires_at
        ? errors.portal(
            'Credenciais do Canal Pro não configuradas. Configure-as em Configurações.',
            'PORTAL_AUTH_FAILED',
          )
        : link.canalpro_expires_at <= now
          ? errors.portal(
              'Credenciais expiradas. Configure novas credenciais em Configurações.',
              'PORTAL_CREDENTIALS_EXPIRED',
            )
          : null;
      const refusal = failure ? null : portalRefusal(property);
      await db.jobs.create({
        id: jobId,
        tenant_id: session.tenant.id,
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
      if (refusal) return response(200).json({ message: refusal });
      const newRemoteId = remoteIdFor(jobId);
      await db.properties.update(property, {
        data(p) {
          p.remote_id = newRemoteId;
          p.canalpro_id = newRemoteId;
          p.last_sync_at = iso(now);
        },
      });
      return response(200).json({
        operation_id: `refresh-${jobId}`,
        new_remote_id: newRemoteId,
        message: 'Anúncio republicado com sucesso',
      });
    }),
  ),

  // ── monitor ──
  http.get('/properties/api/refresh-monitor/stats', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const now = Date.now();
      await settleJobs(session.tenant.id, now);
      const since = now - DAY;
      const last24h = { total: 0, pending: 0, completed: 0, failed: 0, cancelled: 0 };
      for (const j of db.jobs.all()) {
        if (j.tenant_id !== session.tenant.id || Date.parse(j.created_at) < since) continue;
        // Cancelled jobs neither succeeded nor failed: counted apart, out of the rate's base.
        if (j.status === 'cancelled') {
          last24h.cancelled += 1;
          continue;
        }
        last24h.total += 1;
        if (isOpen(j)) last24h.pending += 1;
        else if (j.status === 'completed') last24h.completed += 1;
        else last24h.failed += 1;
      }
      const schedules = db.schedules.all().filter((s) => s.tenant_id === session.tenant.id);
      return response(200).json({
        jobs_last_24h: last24h,
        active_schedules: schedules.filter((s) => s.is_active).length,
        total_schedules: schedules.length,
      });
    }),
  ),

  http.get('/properties/api/refresh-monitor/jobs', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const params = new URL(request.url).searchParams;
      const hours = intQuery(params, 'hours', { allowed: [24, 48, 168] });
      const scheduleId = intQuery(params, 'schedule_id', { min: 1 });
      const limit = intQuery(params, 'limit', { min: 1, max: 500 }) ?? 100;
      const status = params.get('status');
      if (status !== null && !(REFRESH_JOB_STATUSES as readonly string[]).includes(status)) {
        throw errors.badRequest('Parâmetro status inválido', { status: `Valor inválido: ${status}` });
      }
      const now = Date.now();
      await settleJobs(session.tenant.id, now);
      const since = hours === undefined ? -Infinity : now - hours * HOUR;
      const matches = db.jobs
        .all()
        .filter(
          (j) =>
            j.tenant_id === session.tenant.id &&
            Date.parse(j.created_at) >= since &&
            (status === null || j.status === status) &&
            (scheduleId === undefined || j.schedule_id === scheduleId),
        )
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
      const names = scheduleNames(session.tenant.id);
      const titles = propertyTitles(session.tenant.id);
      return response(200).json({
        data: matches.slice(0, limit).map((j) => toJob(j, names, titles)),
        total: matches.length,
      });
    }),
  ),

  http.get('/properties/api/refresh-monitor/jobs/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const id = idParam(params.id);
      await settleJobs(session.tenant.id);
      const job = db.jobs.findFirst((q) => q.where({ id, tenant_id: session.tenant.id }));
      if (!job) throw errors.notFound('Job não encontrado');
      return response(200).json(
        toJob(job, scheduleNames(session.tenant.id), propertyTitles(session.tenant.id)),
      );
    }),
  ),

  http.post('/properties/api/refresh-monitor/schedules/{id}/run', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      const now = Date.now();
      await settleJobs(session.tenant.id, now);
      if (db.jobs.all().some((j) => j.schedule_id === schedule.id && isOpen(j))) {
        throw errors.conflict('Este cronograma já está em execução', 'SCHEDULE_RUNNING');
      }
      const live = tenantProperties(session.tenant.id);
      const members = linksOf(schedule.id)
        .map((l) => live.get(l.property_id))
        .filter((p): p is PropertyRecord => p !== undefined);
      if (members.length === 0) {
        throw errors.conflict('O cronograma não possui imóveis vinculados', 'SCHEDULE_EMPTY');
      }
      const credentialsValid = portalCredentialsValid(session.tenant.id, now);
      const firstId = nextId('jobs');
      const span = RUN_LAST_SETTLE_MS - RUN_FIRST_SETTLE_MS;
      await db.jobs.createMany(members.length, (i) => {
        const id = firstId + i;
        const p = members[i]!;
        return {
          id,
          tenant_id: session.tenant.id,
          schedule_id: schedule.id,
          property_id: p.id,
          status: 'pending',
          error_message: null,
          created_at: iso(now),
          started_at: null,
          finished_at: null,
          settles_at:
            now +
            RUN_FIRST_SETTLE_MS +
            (members.length > 1 ? Math.round((i * span) / (members.length - 1)) : 0),
          will_fail_with: runOutcome(p, id, credentialsValid),
        } satisfies JobRecord;
      });
      await db.schedules.update((q) => q.where({ id: schedule.id }), {
        data(s) {
          s.running = true;
        },
      });
      return response(202).json({ message: 'Execução manual iniciada!', jobs_created: members.length });
    }),
  ),

  http.post('/properties/api/refresh-monitor/schedules/{id}/stop', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session, idParam(params.id));
      await settleJobs(session.tenant.id);
      const now = nowIso();
      const stopped = await db.jobs.updateMany(
        (q) => q.where((j) => j.schedule_id === schedule.id && isOpen(j)),
        {
          data(j) {
            j.status = 'cancelled';
            j.error_message = STOPPED_MESSAGE;
            j.finished_at = now;
            j.settles_at = null;
            j.will_fail_with = null;
          },
        },
      );
      await db.schedules.update((q) => q.where({ id: schedule.id }), {
        data(s) {
          s.running = false;
        },
      });
      const count = (stopped ?? []).length;
      return response(200).json({
        message:
          count > 0
            ? `Execução interrompida: ${count} ${count === 1 ? 'job cancelado' : 'jobs cancelados'}`
            : 'Nenhuma execução em andamento para este cronograma',
      });
    }),
  ),

  http.post('/properties/api/refresh-monitor/cleanup', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      // The body is optional: none (or {}) means the default of 30 days.
      const hasBody = (await (request as Request).clone().text()).trim() !== '';
      const { days } = hasBody ? await parseBody(request, cleanupSchema) : { days: 30 };
      const cutoff = Date.now() - days * DAY;
      // Only finished jobs are logs; a job still open is work in progress, whatever its age.
      const deleted = db.jobs.deleteMany((q) =>
        q.where((j) => j.tenant_id === session.tenant.id && !isOpen(j) && Date.parse(j.created_at) < cutoff),
      );
      return response(200).json({ deleted: (deleted ?? []).length });
    }),
  ),

  http.get('/properties/api/refresh-monitor/health', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const tenantId = session.tenant.id;
      const now = Date.now();
      await settleJobs(tenantId, now);
      const jobs = db.jobs.all().filter((j) => j.tenant_id === tenantId);
      // Finished jobs of the last day; a cancelled one neither failed nor succeeded.
      const recent = jobs.filter(
        (j) => !isOpen(j) && j.status !== 'cancelled' && Date.parse(j.created_at) >= now - DAY,
      );
      const failed = recent.filter((j) => j.status === 'failed').length;
      const failureRate = recent.length === 0 ? 0 : failed / recent.length;
      const open = jobs.filter(isOpen);
      const stuck = open.filter((j) => now - Date.parse(j.created_at) > STUCK_AFTER_MS).length;

      const active = db.schedules.all().filter((s) => s.tenant_id === tenantId && s.is_active);
      const activeSchedules = active.length;
      // An active schedule without a live property runs with nothing to refresh.
      const linkCounts = scheduleContext(tenantId, now).linkCounts;
      const empty = active.filter((s) => (linkCounts.get(s.id) ?? 0) === 0).map((s) => s.name);
      const checks: components['schemas']['MonitorHealth']['checks'] = {
        database: { status: 'ok', message: 'Banco de dados acessível' },
        scheduler:
          activeSchedules === 0
            ? { status: 'warning', message: 'Nenhum cronograma ativo' }
            : empty.length > 0
              ? {
                  status: 'warning',
                  message: `${empty.length === 1 ? 'Cronograma ativo' : 'Cronogramas ativos'} sem imóveis: ${empty.join(', ')}`,
                }
              : {
                  status: 'ok',
                  message: `${activeSchedules} ${activeSchedules === 1 ? 'cronograma ativo' : 'cronogramas ativos'}`,
                },
        // Stuck jobs make the check warn; `stuck_jobs` says how many (the cockpit lists them apart).
        jobs: {
          status: failureRate >= 0.5 ? 'error' : failureRate >= 0.2 || stuck > 0 ? 'warning' : 'ok',
          message: `Taxa de falhas nas últimas 24h: ${Math.round(failureRate * 100)}%`,
        },
        portal: portalCredentialsValid(tenantId, now)
          ? { status: 'ok', message: 'Credenciais do Canal Pro válidas' }
          : { status: 'error', message: 'Credenciais do Canal Pro ausentes ou expiradas' },
      };
      const statuses = Object.values(checks).map((c) => c.status);
      return response(200).json({
        status: statuses.includes('error')
          ? 'unhealthy'
          : statuses.includes('warning')
            ? 'degraded'
            : 'healthy',
        checks,
        pending_jobs: open.length,
        stuck_jobs: stuck,
        checked_at: iso(now),
      });
    }),
  ),
];
