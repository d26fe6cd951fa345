import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type LoginRequest = components['schemas']['LoginRequest'];
export type RegisterRequest = components['schemas']['RegisterRequest'];

export function fetchMe(signal?: AbortSignal) {
  return unwrap(api.GET('/auth/me', { signal }));
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginRequest) => unwrap(api.POST('/auth/login', { body })),
  });
}

export function useRegisterMutation() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => unwrap(api.POST('/auth/register', { body })),
  });
}
