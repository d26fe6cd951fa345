import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { invalidateExecutiveDashboard } from '@/features/admin/api/executive-dashboard';
import type { CreateTenantBody } from '../schemas';

export type TenantListItem = components['schemas']['TenantListItem'];

const tenantKeys = {
  all: ['tenants'] as const,
  list: () => [...tenantKeys.all, 'list'] as const,
};

/** GET /api/tenants/list — every tenant, for any user of the master tenant. */
export const tenantsListOptions = () =>
  queryOptions({
    queryKey: tenantKeys.list(),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/tenants/list', { signal }))).tenants,
  });

/** The list is out of date once a user is created or deleted: each tenant's row counts its users. */
export const invalidateTenantsList = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: tenantKeys.list() });

/**
 * POST /api/tenants/create (super administrators): the tenant and its one admin; the list reloads,
 * and the executive dashboard's counts are asked again when next shown.
 */
export function useCreateTenant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantBody) => unwrap(api.POST('/api/tenants/create', { body })),
    onSuccess: () => Promise.all([invalidateTenantsList(qc), invalidateExecutiveDashboard(qc)]),
  });
}
