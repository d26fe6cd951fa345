import type { operations } from '@/api/schema';

export type JobsQuery = NonNullable<operations['listRefreshJobs']['parameters']['query']>;
export type ScheduleFilter = NonNullable<operations['listRefreshSchedules']['parameters']['query']>;

/**
 * Query keys of the refresh area. Two families, so a mutation refreshes what it changed and no more:
 * `schedules` (the list, one schedule, a schedule's properties) and `monitor` (stats, jobs, health).
 * The available properties sit apart: one unpaged array, expensive at scale, refetched only when a
 * schedule's links change.
 */
export const refreshKeys = {
  all: ['refresh'] as const,
  schedules: () => [...refreshKeys.all, 'schedules'] as const,
  scheduleList: (filter: ScheduleFilter) => [...refreshKeys.schedules(), 'list', filter] as const,
  schedule: (id: number) => [...refreshKeys.schedules(), 'detail', id] as const,
  scheduleProperties: (id: number) => [...refreshKeys.schedules(), 'properties', id] as const,
  available: () => [...refreshKeys.all, 'available'] as const,
  availableFor: (scheduleId: number | null) => [...refreshKeys.available(), scheduleId] as const,
  monitor: () => [...refreshKeys.all, 'monitor'] as const,
  stats: () => [...refreshKeys.monitor(), 'stats'] as const,
  jobs: () => [...refreshKeys.monitor(), 'jobs'] as const,
  jobList: (query: JobsQuery) => [...refreshKeys.jobs(), 'list', query] as const,
  job: (id: number) => [...refreshKeys.jobs(), 'detail', id] as const,
  health: () => [...refreshKeys.monitor(), 'health'] as const,
};
