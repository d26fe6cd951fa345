import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { invalidateExecutiveDashboard } from '@/features/admin/api/executive-dashboard';
import { invalidateTenantsList } from '@/features/tenants/api/tenants';

export type User = components['schemas']['User'];
export type CreateUserRequest = components['schemas']['UserCreateRequest'];

const userKeys = {
  all: ['users'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

/** GET /api/users/profile — the signed-in user's own card. */
export const userProfileOptions = () =>
  queryOptions({
    queryKey: userKeys.profile(),
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/users/profile', { signal }))).user,
  });

/**
 * GET /api/users/list — the tenant's users for an administrator; anyone else gets an empty list
 * and the server's explanation in `message`.
 */
export const usersListOptions = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/users/list', { signal })),
  });

/**
 * After a user is created or deleted: the list reloads, and the tenants' user counts and the
 * executive dashboard are asked again when next shown (they read 2 after a third user was created).
 */
const usersChanged = (qc: QueryClient) =>
  Promise.all([
    qc.invalidateQueries({ queryKey: userKeys.list() }),
    invalidateTenantsList(qc),
    invalidateExecutiveDashboard(qc),
  ]);

/** POST /api/users/create (administrators); the list reloads. */
export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => unwrap(api.POST('/api/users/create', { body })),
    onSuccess: () => usersChanged(qc),
  });
}

/**
 * DELETE /api/users/{id} (administrators, never themselves); the list reloads, after a refusal too:
 * a user already deleted elsewhere (404) stayed in the list, to be deleted again and again.
 */
export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/users/{id}', { params: { path: { id } } })),
    onSuccess: () => usersChanged(qc),
    onError: () => qc.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
