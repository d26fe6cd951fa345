import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
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

/** POST /api/tenants/create (super administrators): the tenant and its one admin; the list reloads. */
export function useCreateTenant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantBody) => unwrap(api.POST('/api/tenants/create', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: tenantKeys.list() }),
  });
}
