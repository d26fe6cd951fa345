import type { components } from '@/api/schema';
import { fold } from '@/lib/fold';

/**
 * One normaliser per entity of the refresh area, reading every alias a server may send:
 * schedules carry `next_run` or `next_execution`, `execution_time` (HH:MM) while saves send
 * `time_slot`, and `time_config.times[]`; jobs carry `error_message` or `error`; an available
 * property is exported when it has `canalpro_id` or `remote_id`. Screens only see the views below.
 */
type Schemas = components['schemas'];

/** What a server may send: every field optional but the id, so a missing alias never crashes. */
type Loose<T, K extends keyof T> = Partial<T> & Pick<T, K>;

// ───────────── schedule ─────────────

export interface ScheduleView {
  id: number;
  name: string;
  /** HH:MM, or '' when the server sent no time at all. */
  time: string;
  /** Every configured time (time_config.times as sent, else the one time). */
  times: string[];
  /** 0 = Sunday … 6 = Saturday, sorted, unique. */
  days: number[];
  active: boolean;
  propertiesCount: number;
  failedJobs: number;
  /** ISO instant of the next run; null while paused or without days. */
  nextRun: string | null;
  running: boolean;
  updatedAt: string | null;
}

/** '10:00', '10:00:00' or '9:05' → 'HH:MM'; anything else → null. */
export function toHourMinute(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

function firstTime(...values: unknown[]): string | null {
  for (const value of values) {
    const time = toHourMinute(value);
    if (time) return time;
  }
  return null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function normalizeSchedule(raw: Loose<Schemas['RefreshSchedule'], 'id'>): ScheduleView {
  // Configured times as sent (each as HH:MM when it reads as a time), so the time-config check can
  // name a bad one instead of it silently disappearing.
  const configured = (raw.time_config?.times ?? []).map((t) => toHourMinute(t) ?? String(t));
  const time = firstTime(raw.execution_time, raw.time_slot, ...configured) ?? '';
  const days = [...new Set((raw.days_of_week ?? []).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))];
  days.sort((a, b) => a - b);
  return {
    id: raw.id,
    name: text(raw.name) ?? `Cronograma ${raw.id}`,
    time,
    times: configured.length > 0 ? configured : time ? [time] : [],
    days,
    active: raw.is_active ?? false,
    propertiesCount: count(raw.properties_count),
    failedJobs: count(raw.failed_jobs),
    nextRun: text(raw.next_run) ?? text(raw.next_execution),
    running: raw.is_running ?? false,
    updatedAt: text(raw.updated_at),
  };
}

// ───────────── job ─────────────

export type JobStatus = Schemas['RefreshJobStatus'];

export interface JobView {
  id: number;
  /** Unknown statuses a server may invent are kept as they came. */
  status: JobStatus | (string & {});
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  scheduleId: number | null;
  scheduleName: string | null;
  propertyId: number | null;
  propertyTitle: string | null;
}

export function normalizeJob(raw: Loose<Schemas['RefreshJob'], 'id'>): JobView {
  return {
    id: raw.id,
    status: raw.status ?? 'pending',
    error: text(raw.error_message) ?? text(raw.error),
    createdAt: raw.created_at ?? '',
    startedAt: text(raw.started_at),
    finishedAt: text(raw.finished_at),
    scheduleId: raw.schedule_id ?? raw.schedule?.id ?? null,
    scheduleName: text(raw.schedule?.name),
    propertyId: raw.property_id ?? raw.property?.id ?? null,
    propertyTitle: text(raw.property?.title),
  };
}

/** Pending or running: work the cockpit waits for. */
export function isOpenJob(job: Pick<JobView, 'status'>): boolean {
  return job.status === 'pending' || job.status === 'running';
}

// ───────────── available property ─────────────

export interface AvailablePropertyView {
  id: number;
  title: string;
  code: string | null;
  street: string | null;
  neighborhood: string | null;
  city: string | null;
  status: string;
  type: string | null;
  price: number | null;
  /** The first image, the listing's cover. */
  cover: string | null;
  /** Already on the portal (has `canalpro_id` or `remote_id`): only these can be refreshed. */
  exported: boolean;
  /** Folded text the panels search in (title, code, id, street, neighbourhood, city): see lib/fold. */
  haystack: string;
}

export function normalizeAvailableProperty(
  raw: Loose<Schemas['AvailableProperty'], 'id'>,
): AvailablePropertyView {
  const title = text(raw.title) ?? `Imóvel ${raw.id}`;
  const code = text(raw.property_code);
  const street = text(raw.address_street);
  const neighborhood = text(raw.address_neighborhood);
  const city = text(raw.address_city);
  return {
    id: raw.id,
    title,
    code,
    street,
    neighborhood,
    city,
    status: raw.status ?? '',
    type: text(raw.property_type),
    price: typeof raw.price === 'number' && Number.isFinite(raw.price) ? raw.price : null,
    cover: (raw.images ?? []).find((url) => text(url) !== null) ?? null,
    exported: Boolean(text(raw.canalpro_id) ?? text(raw.remote_id)),
    haystack: fold([title, code, String(raw.id), street, neighborhood, city].filter(Boolean).join(' ')),
  };
}

// ───────────── schedule-property link ─────────────

export interface SchedulePropertyView {
  id: number;
  title: string;
  description: string | null;
  status: string;
  neighborhood: string | null;
  city: string | null;
  haystack: string;
}

export function normalizeScheduleProperty(
  raw: Loose<Schemas['SchedulePropertyLink'], 'property_id'>,
): SchedulePropertyView {
  const p: Partial<Schemas['SchedulePropertyLink']['property']> = raw.property ?? {};
  const title = text(p.title) ?? `Imóvel ${raw.property_id}`;
  const neighborhood = text(p.neighborhood);
  const city = text(p.city);
  return {
    id: raw.property_id,
    title,
    description: text(p.description),
    status: p.status ?? '',
    neighborhood,
    city,
    haystack: fold([title, String(raw.property_id), neighborhood, city].filter(Boolean).join(' ')),
  };
}

/** The search term as the haystacks hold their text: folded ('agua verde' finds 'Água Verde'). */
export function searchTerm(value: string): string {
  return fold(value.trim());
}
