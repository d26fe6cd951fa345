import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { persistedAnswers } from '@/api/query-persistence';
import { propertyKeys } from '@/features/properties/api/keys';
import { refreshKeys, type JobsQuery } from './keys';
import { isOpenJob, normalizeJob, type JobView } from './normalize';
import { ACTIVE_POLL_MS, invalidateSchedulesAndMonitor } from './schedules';

const MONITOR = '/properties/api/refresh-monitor';

/** Stats refetched every 5 minutes, jobs every 2. */
const STATS_POLL_MS = 5 * 60_000;
const JOBS_POLL_MS = 2 * 60_000;
/** The most a jobs call returns (the contract's maximum `limit`). */
export const JOBS_MAX_LIMIT = 500;
/** The cleanup of the cockpit's 'Limpar logs antigos' (7 days from the UI). */
export const CLEANUP_DAYS = 7;

/**
 * GET .../stats (last 24 h). Every 5 minutes, and every few seconds while jobs are pending, so the
 * cockpit follows a run as it settles.
 */
export const refreshStatsOptions = () =>
  queryOptions({
    ...persistedAnswers,
    queryKey: refreshKeys.stats(),
    queryFn: ({ signal }) => unwrap(api.GET(`${MONITOR}/stats`, { signal })),
    refetchInterval: (query) =>
      (query.state.data?.jobs_last_24h.pending ?? 0) > 0 ? ACTIVE_POLL_MS : STATS_POLL_MS,
  });

export interface JobPage {
  jobs: JobView[];
  /** Every match on the server; more than `jobs.length` when the page is cut. */
  total: number;
}

/**
 * GET .../jobs, newest first, normalised. Every 2 minutes, every few seconds while the page holds
 * pending or running jobs (the cockpit answers at once, then falls back).
 */
export const jobsListOptions = (query: JobsQuery) =>
  queryOptions({
    ...persistedAnswers,
    queryKey: refreshKeys.jobList(query),
    queryFn: async ({ signal }): Promise<JobPage> => {
      const page = await unwrap(api.GET(`${MONITOR}/jobs`, { params: { query }, signal }));
      return { jobs: page.data.map(normalizeJob), total: page.total };
    },
    refetchInterval: (q) => (q.state.data?.jobs.some(isOpenJob) ? ACTIVE_POLL_MS : JOBS_POLL_MS),
  });

export const jobDetailOptions = (id: number) =>
  queryOptions({
    queryKey: refreshKeys.job(id),
    queryFn: async ({ signal }) =>
      normalizeJob(await unwrap(api.GET(`${MONITOR}/jobs/{id}`, { params: { path: { id } }, signal }))),
    refetchInterval: (q) => (q.state.data && isOpenJob(q.state.data) ? ACTIVE_POLL_MS : false),
  });

/** GET .../health, with the stats' rhythm. */
export const monitorHealthOptions = () =>
  queryOptions({
    ...persistedAnswers,
    queryKey: refreshKeys.health(),
    queryFn: ({ signal }) => unwrap(api.GET(`${MONITOR}/health`, { signal })),
    refetchInterval: STATS_POLL_MS,
  });

/** POST .../schedules/{id}/run ('Executar Agora' for one schedule). */
export function useRunSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST(`${MONITOR}/schedules/{id}/run`, { params: { path: { id } } })),
    onSettled: () => invalidateSchedulesAndMonitor(qc),
  });
}

/** POST .../schedules/{id}/stop: its open jobs become cancelled. */
export function useStopSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST(`${MONITOR}/schedules/{id}/stop`, { params: { path: { id } } })),
    onSuccess: () => invalidateSchedulesAndMonitor(qc),
  });
}

/** POST .../cleanup: remove job logs older than `days` (7 from the cockpit). */
export function useCleanupLogs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (days: number = CLEANUP_DAYS) => unwrap(api.POST(`${MONITOR}/cleanup`, { body: { days } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: refreshKeys.monitor() }),
  });
}

/** POST /api/properties/{id}/refresh (empty body): one property of a manual refresh. */
export function useRefreshProperty() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(api.POST('/api/properties/{id}/refresh', { params: { path: { id } } })),
  });
}

/**
 * After a manual refresh: new jobs in the monitor, new portal ids on the properties (the available
 * list and the property screens show them).
 */
export function useInvalidateAfterManualRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: refreshKeys.monitor() }),
      qc.invalidateQueries({ queryKey: refreshKeys.available() }),
      qc.invalidateQueries({ queryKey: propertyKeys.all }),
    ]);
}
