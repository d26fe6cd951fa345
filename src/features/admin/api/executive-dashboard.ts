import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { persistedAnswers } from '@/api/query-persistence';
import type { components } from '@/api/schema';

export type DashboardOverview = components['schemas']['DashboardOverview'];
export type TenantRow = components['schemas']['TenantRow'];
export type Activity = components['schemas']['Activity'];

const executiveDashboardKeys = {
  all: ['executive-dashboard'] as const,
  overview: () => [...executiveDashboardKeys.all, 'overview'] as const,
  tenants: () => [...executiveDashboardKeys.all, 'tenants'] as const,
  activity: () => [...executiveDashboardKeys.all, 'activity'] as const,
};

/** GET /api/admin/dashboard/overview — the KPIs and the PF/PJ distribution of the clients. */
export const overviewOptions = () =>
  queryOptions({
    ...persistedAnswers,
    queryKey: executiveDashboardKeys.overview(),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/admin/dashboard/overview', { signal }))).data,
  });

/** GET /api/admin/dashboard/tenants — one row per client with its health score, healthiest first. */
export const clientRowsOptions = () =>
  queryOptions({
    ...persistedAnswers,
    queryKey: executiveDashboardKeys.tenants(),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/admin/dashboard/tenants', { signal }))).data,
  });

/** GET /api/admin/dashboard/activity — the most recent activities, newest first. */
export const activityOptions = () =>
  queryOptions({
    ...persistedAnswers,
    queryKey: executiveDashboardKeys.activity(),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/admin/dashboard/activity', { signal }))).data,
  });

/**
 * Its answers are out of date once a tenant or a user is created or deleted (its counts, its
 * activity): they are asked again when next shown, not after the 5 minutes they are otherwise kept.
 */
export const invalidateExecutiveDashboard = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: executiveDashboardKeys.all });
