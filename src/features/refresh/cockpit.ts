import type { components } from '@/api/schema';
import { brasiliaClock, brasiliaDay } from '@/lib/brasilia';
import { isOpenJob, type JobView, type ScheduleView } from './api/normalize';
import { TIME_PATTERN } from './schemas';

/** The cockpit's business rules and its week and chart data, pure and tested. */

type Stats = components['schemas']['RefreshStats'];

/** round(completed / total × 100) of the last 24 h; 0 without jobs. */
export function successRate(stats: Pick<Stats, 'jobs_last_24h'>): number {
  const { total, completed } = stats.jobs_last_24h;
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}

export type SuccessTone = 'good' | 'warning' | 'danger';

/** ≥ 90 good, 70–89 warning, < 70 danger. */
export function successTone(rate: number): SuccessTone {
  return rate >= 90 ? 'good' : rate >= 70 ? 'warning' : 'danger';
}

/** Below 80 % the operation "has issues". */
const ISSUES_BELOW = 80;
export function hasIssues(rate: number): boolean {
  return rate < ISSUES_BELOW;
}

export type PendingTone = 'ok' | 'info' | 'warning';

/** 0 ok, fewer than 5 info, otherwise warning. */
export function pendingTone(pending: number): PendingTone {
  return pending === 0 ? 'ok' : pending < 5 ? 'info' : 'warning';
}

export type ScheduleHealth = 'inactive' | 'empty' | 'error' | 'warning' | 'healthy';

/**
 * Inactive when paused; empty when active with no property (it runs, with nothing to refresh);
 * error with failed jobs; warning when active without a next run; otherwise healthy.
 */
export function scheduleHealth(
  s: Pick<ScheduleView, 'active' | 'failedJobs' | 'nextRun' | 'propertiesCount'>,
): ScheduleHealth {
  if (!s.active) return 'inactive';
  if (s.propertiesCount === 0) return 'empty';
  if (s.failedJobs > 0) return 'error';
  if (!s.nextRun) return 'warning';
  return 'healthy';
}

export const HEALTH_LABELS: Record<ScheduleHealth, string> = {
  healthy: 'Saudável',
  empty: 'Sem imóveis: nada a atualizar',
  warning: 'Sem próxima execução',
  error: 'Com falhas',
  inactive: 'Inativo',
};

/** At most 5 in the cockpit. */
export const NEXT_SCHEDULES_MAX = 5;

/** Schedules by next run; those without one (paused) last, then by name. */
export function byNextRun(schedules: readonly ScheduleView[]): ScheduleView[] {
  const at = (s: ScheduleView) => (s.nextRun ? Date.parse(s.nextRun) : Infinity);
  return [...schedules].sort((a, b) => at(a) - at(b) || a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
}

/** Schedules a job of which is open, from the jobs the cockpit sees (besides `is_running`). */
export function runningScheduleIds(jobs: readonly JobView[]): Set<number> {
  const out = new Set<number>();
  for (const job of jobs) if (isOpenJob(job) && job.scheduleId !== null) out.add(job.scheduleId);
  return out;
}

// ───────────── week view ─────────────

export interface WeekRun {
  scheduleId: number;
  name: string;
  time: string;
}

/** Sunday (0) to Saturday (6): each active schedule's runs (valid times only) on that day, by time then name. */
export function weekPlan(schedules: readonly ScheduleView[]): WeekRun[][] {
  const days: WeekRun[][] = Array.from({ length: 7 }, () => []);
  for (const s of schedules) {
    if (!s.active) continue;
    const times = s.times.filter((time) => TIME_PATTERN.test(time));
    for (const day of s.days) {
      for (const time of times) days[day]!.push({ scheduleId: s.id, name: s.name, time });
    }
  }
  for (const runs of days) {
    runs.sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name, 'pt-BR'));
  }
  return days;
}

// ───────────── 7-day chart ─────────────

export interface DayCounts {
  /** Calendar day in Brasília, YYYY-MM-DD. */
  date: string;
  /** 'seg. 17/11'. */
  label: string;
  completed: number;
  failed: number;
  /** Pending or running. */
  pending: number;
  cancelled: number;
}

// Calendar days are built at noon UTC and written in UTC: the day is the one named, in any zone.
const dayLabel = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
});

/**
 * The last `days` calendar days of Brasília (today included, oldest first) with the jobs created on
 * each, by status: a job at 22:30 in Brasília counts on that day even where the browser's clock has
 * passed midnight. Jobs outside the window are ignored.
 */
export function dailyJobCounts(jobs: readonly JobView[], now: number, days = 7): DayCounts[] {
  const out: DayCounts[] = [];
  const index = new Map<string, DayCounts>();
  const today = brasiliaClock(now);
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day - i, 12));
    const entry: DayCounts = {
      date: day.toISOString().slice(0, 10),
      label: dayLabel.format(day).replace(',', ''),
      completed: 0,
      failed: 0,
      pending: 0,
      cancelled: 0,
    };
    out.push(entry);
    index.set(entry.date, entry);
  }
  for (const job of jobs) {
    const date = brasiliaDay(job.createdAt);
    const entry = date ? index.get(date) : undefined;
    if (!entry) continue;
    if (isOpenJob(job)) entry.pending += 1;
    else if (job.status === 'completed') entry.completed += 1;
    else if (job.status === 'failed') entry.failed += 1;
    else if (job.status === 'cancelled') entry.cancelled += 1;
  }
  return out;
}
