/**
 * Refresh schedules ("Cockpit do Corretor", docs/rules.md#refresh-schedules):
 * - `failed_jobs` of a schedule counts its failed jobs of the last 24 hours (an all-time count
 *   would keep every schedule in the "error" health state forever).
 * - `next_run` / `next_execution` is the next occurrence of `time_slot` on one of `days_of_week`
 *   in America/Sao_Paulo wall-clock time (`nextRunInBrasilia`, the same rule the schedule form's
 *   preview uses), as an ISO instant; null while the schedule is paused.
 * - A schedule takes exported live properties only: one never exported would fail every run.
 * - Deleting a schedule cancels its open jobs and removes its property links; finished jobs stay
 *   as history (their `schedule` becomes null).
 */
import type { components } from '../../src/api/schema';
import { nextRunInBrasilia } from '../../src/lib/brasilia';
import { db, nextId } from '../db';
import type { JobRecord, PropertyRecord, ScheduleRecord } from '../db/schemas';
import { errors, nowIso } from '../http';
import { cancelOpenJobs, DELETED_MESSAGE, isOpen, NOT_EXPORTED_MESSAGE, settleJobs } from './refresh-jobs';
import { liveProperties } from './tenant-properties';

type Schedule = components['schemas']['RefreshSchedule'];
type Job = components['schemas']['RefreshJob'];
type AvailableProperty = components['schemas']['AvailableProperty'];
type ScheduleProperty = components['schemas']['SchedulePropertyLink'];

const DAY = 86_400_000;

/** The tenant's schedule, else 404 (another tenant's id is unknown). */
export function ownedSchedule(tenantId: number, id: number): ScheduleRecord {
  const schedule = db.schedules.findFirst((q) => q.where({ id, tenant_id: tenantId }));
  if (!schedule) throw errors.notFound('Cronograma não encontrado');
  return schedule;
}

/**
 * 422 when one of the properties was never exported: a schedule refreshes listings on the portal,
 * and one that is not there would fail every run ('Imóvel ainda não foi exportado para o Canal Pro').
 */
export function requireExported(ids: readonly number[], owned: Map<number, PropertyRecord>): void {
  const never = ids.filter((id) => !owned.get(id)?.remote_id);
  if (never.length > 0) {
    throw errors.validation(
      { property_ids: `${NOT_EXPORTED_MESSAGE}: ${never.join(', ')}` },
      never.length === 1 ? NOT_EXPORTED_MESSAGE : 'Imóveis ainda não exportados para o Canal Pro',
    );
  }
}

export function linksOf(scheduleId: number) {
  return db.scheduleLinks.all().filter((l) => l.schedule_id === scheduleId);
}

/** The schedule's live member properties. */
export function membersOf(scheduleId: number, live: Map<number, PropertyRecord>): PropertyRecord[] {
  return linksOf(scheduleId)
    .map((l) => live.get(l.property_id))
    .filter((p): p is PropertyRecord => p !== undefined);
}

export async function touchSchedule(scheduleId: number): Promise<void> {
  await db.schedules.update((q) => q.where({ id: scheduleId }), {
    data(s) {
      s.updated_at = nowIso();
    },
  });
}

/** Links the properties to the schedule (the caller checked them). */
export async function linkProperties(
  tenantId: number,
  scheduleId: number,
  propertyIds: number[],
): Promise<void> {
  let linkId = nextId('scheduleLinks', propertyIds.length);
  for (const propertyId of propertyIds) {
    await db.scheduleLinks.create({
      id: linkId++,
      schedule_id: scheduleId,
      property_id: propertyId,
      tenant_id: tenantId,
    });
  }
}

export async function deleteSchedule(tenantId: number, scheduleId: number): Promise<void> {
  await settleJobs(tenantId);
  await cancelOpenJobs(scheduleId, DELETED_MESSAGE);
  db.scheduleLinks.deleteMany((q) => q.where({ schedule_id: scheduleId }));
  db.schedules.delete((q) => q.where({ id: scheduleId }));
}

interface ScheduleContext {
  now: number;
  linkCounts: Map<number, number>;
  failedCounts: Map<number, number>;
  /** Schedules with pending or running jobs (the seed's queued job included). */
  running: Set<number>;
}

export function scheduleContext(tenantId: number, now: number): ScheduleContext {
  const live = liveProperties(tenantId);
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

export function toSchedule(s: ScheduleRecord, ctx: ScheduleContext): Schedule {
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

/** The schedule as it is now (its jobs settled first). */
export async function scheduleOut(tenantId: number, schedule: ScheduleRecord): Promise<Schedule> {
  const now = Date.now();
  await settleJobs(tenantId, now);
  const fresh = db.schedules.findFirst((q) => q.where({ id: schedule.id }))!;
  return toSchedule(fresh, scheduleContext(tenantId, now));
}

export function toJob(job: JobRecord, names: Map<number, string>, titles: Map<number, string>): Job {
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
export function propertyTitles(tenantId: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const p of db.properties.all()) if (p.tenant_id === tenantId) out.set(p.id, p.title);
  return out;
}

export function scheduleNames(tenantId: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const s of db.schedules.all()) if (s.tenant_id === tenantId) out.set(s.id, s.name);
  return out;
}

export function scheduleProperties(
  scheduleId: number,
  live: Map<number, PropertyRecord>,
): { data: ScheduleProperty[] } {
  const data = membersOf(scheduleId, live).map((p) => ({
    property_id: p.id,
    property: {
      title: p.title,
      description: p.description ?? null,
      status: p.status,
      neighborhood: p.address?.neighborhood ?? null,
      city: p.address?.city ?? null,
    },
  }));
  return { data };
}

export function toAvailable(p: PropertyRecord): AvailableProperty {
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
  // Presence of the keys means "already exported" (docs/rules.md#refresh-schedules).
  if (p.remote_id) {
    out.remote_id = p.remote_id;
    out.canalpro_id = p.canalpro_id ?? p.remote_id;
  }
  return out;
}
