import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

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

/** POST /api/users/create (administrators); the list reloads. */
export function useCreateUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserRequest) => unwrap(api.POST('/api/users/create', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.list() }),
  });
}

/** DELETE /api/users/{id} (administrators, never themselves); the list reloads. */
export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/users/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.list() }),
  });
}
