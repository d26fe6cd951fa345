import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { persistedAnswers } from '@/api/query-persistence';
import { propertyKeys } from '@/features/properties/api/keys';
import type { ScheduleCreateBody, ScheduleUpdateBody } from '../schemas';
import { refreshKeys, type ScheduleFilter } from './keys';
import {
  normalizeAvailableProperty,
  normalizeSchedule,
  normalizeScheduleProperty,
  type SchedulePropertyView,
} from './normalize';

/** While a schedule runs, the cockpit follows it every few seconds. */
export const ACTIVE_POLL_MS = 3_000;

const BASE = '/properties/api/refresh-schedules';

/**
 * The tenant's schedules, next run first (paused last), normalised. Stale after 5 minutes;
 * polled every few seconds while one of them runs, so 'Parar' goes away when it settles.
 */
export const schedulesListOptions = (filter: ScheduleFilter = {}) =>
  queryOptions({
    ...persistedAnswers,
    queryKey: refreshKeys.scheduleList(filter),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(api.GET(BASE, { params: { query: filter }, signal }));
      return data.map(normalizeSchedule);
    },
    refetchInterval: (query) => (query.state.data?.some((s) => s.running) ? ACTIVE_POLL_MS : false),
  });

export const scheduleDetailOptions = (id: number) =>
  queryOptions({
    queryKey: refreshKeys.schedule(id),
    queryFn: async ({ signal }) =>
      normalizeSchedule(await unwrap(api.GET(`${BASE}/{id}`, { params: { path: { id } }, signal }))),
  });

export const schedulePropertiesOptions = (id: number) =>
  queryOptions({
    queryKey: refreshKeys.scheduleProperties(id),
    queryFn: async ({ signal }) => {
      const { data } = await unwrap(api.GET(`${BASE}/{id}/properties`, { params: { path: { id } }, signal }));
      return data.map(normalizeScheduleProperty);
    },
  });

/**
 * GET .../available-properties: one unpaged array (10 000 rows at scale), normalised once per fetch;
 * the panels search and page it in memory. With `scheduleId`, the schedule's own properties are
 * left out (the add modal). Cached 5 minutes.
 */
export const availablePropertiesOptions = (scheduleId: number | null = null) =>
  queryOptions({
    queryKey: refreshKeys.availableFor(scheduleId),
    queryFn: async ({ signal }) => {
      const rows = await unwrap(
        api.GET(`${BASE}/available-properties`, {
          params: { query: scheduleId === null ? {} : { schedule_id: scheduleId } },
          signal,
        }),
      );
      return rows.map(normalizeAvailableProperty);
    },
  });

/** A route parameter as a schedule id, or null when it cannot be one ('abc', '0', '1.5'). */
export function parseScheduleId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * What a change to schedules touches: the schedule queries, the monitor (active count, health's
 * scheduler check, running state) and the dashboard's 'properties in refresh'.
 */
export function invalidateSchedulesAndMonitor(qc: QueryClient, except?: readonly unknown[]) {
  const keep = (key: readonly unknown[]) =>
    except !== undefined && key.length === except.length && key.every((k, i) => k === except[i]);
  return Promise.all([
    qc.invalidateQueries({ queryKey: refreshKeys.schedules(), predicate: (q) => !keep(q.queryKey) }),
    qc.invalidateQueries({ queryKey: refreshKeys.monitor() }),
    qc.invalidateQueries({ queryKey: propertyKeys.dashboardStats() }),
  ]);
}

export function useCreateSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleCreateBody) => unwrap(api.POST(BASE, { body })),
    onSuccess: () => invalidateSchedulesAndMonitor(qc),
  });
}

export function useUpdateSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ScheduleUpdateBody }) =>
      unwrap(api.PUT(`${BASE}/{id}`, { params: { path: { id } }, body })),
    onSuccess: (saved) => {
      qc.setQueryData(refreshKeys.schedule(saved.id), normalizeSchedule(saved));
      return invalidateSchedulesAndMonitor(qc, refreshKeys.schedule(saved.id));
    },
  });
}

/** PUT .../{id}/toggle: activate or pause. */
export function useToggleSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      unwrap(api.PUT(`${BASE}/{id}/toggle`, { params: { path: { id } }, body: { is_active: active } })),
    onSuccess: () => invalidateSchedulesAndMonitor(qc),
  });
}

/**
 * DELETE .../{id}. The schedule's own queries are dropped rather than refetched (they would only
 * answer 404); everything else it touched is invalidated.
 */
export function useDeleteSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE(`${BASE}/{id}`, { params: { path: { id } } })),
    onSuccess: async (_answer, id) => {
      for (const key of [refreshKeys.schedule(id), refreshKeys.scheduleProperties(id)]) {
        await qc.cancelQueries({ queryKey: key, exact: true });
        qc.removeQueries({ queryKey: key, exact: true });
      }
      await Promise.all([
        invalidateSchedulesAndMonitor(qc),
        qc.invalidateQueries({ queryKey: refreshKeys.available() }),
      ]);
    },
  });
}

function useLinkMutation(method: 'POST' | 'DELETE') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, propertyIds }: { id: number; propertyIds: number[] }) => {
      const init = { params: { path: { id } }, body: { property_ids: propertyIds } };
      return unwrap(
        method === 'POST'
          ? api.POST(`${BASE}/{id}/properties`, init)
          : api.DELETE(`${BASE}/{id}/properties`, init),
      );
    },
    onSuccess: async (answer, { id }) => {
      // The answer is the schedule's updated list: shown at once, no second request.
      qc.setQueryData<SchedulePropertyView[]>(
        refreshKeys.scheduleProperties(id),
        answer.data.map(normalizeScheduleProperty),
      );
      await Promise.all([
        invalidateSchedulesAndMonitor(qc, refreshKeys.scheduleProperties(id)),
        qc.invalidateQueries({ queryKey: refreshKeys.available() }),
      ]);
    },
  });
}

/** POST .../{id}/properties: add properties to a schedule. */
export const useAddScheduleProperties = () => useLinkMutation('POST');
/** DELETE .../{id}/properties: remove properties from a schedule. */
export const useRemoveScheduleProperties = () => useLinkMutation('DELETE');
