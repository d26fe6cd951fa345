import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { propertyKeys } from '@/features/properties/api/keys';

export type GandalfTokenInfo = components['schemas']['GandalfTokenInfo'];
export type GandalfStartRequest = components['schemas']['GandalfStartRequest'];
export type GandalfValidateRequest = components['schemas']['GandalfValidateRequest'];
export type GandalfOtpRequest = components['schemas']['GandalfOtpRequest'];
export type ImportRequest = components['schemas']['ImportRequest'];
export type ImportResult = components['schemas']['ImportResult'];

/** Query keys of the first portal (Gandalf). */
const gandalfKeys = {
  all: ['gandalf'] as const,
  debugToken: () => [...gandalfKeys.all, 'debug-token'] as const,
};

/** POST /integrations/gandalf/start (email, password, device_id). */
export function useGandalfStart() {
  return useMutation({
    mutationFn: (body: GandalfStartRequest) => unwrap(api.POST('/integrations/gandalf/start', { body })),
  });
}

/** POST /integrations/gandalf/validate (session_id, otp, email, device_id). */
export function useGandalfValidate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GandalfValidateRequest) =>
      unwrap(api.POST('/integrations/gandalf/validate', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: gandalfKeys.all }),
  });
}

/** POST /integrations/gandalf/request-otp: send a new one-time code. */
export function useGandalfRequestOtp() {
  return useMutation({
    mutationFn: (body: GandalfOtpRequest) => unwrap(api.POST('/integrations/gandalf/request-otp', { body })),
  });
}

/** POST /integrations/gandalf/import {only_active}: import listings; refreshes every property view. */
export function useGandalfImport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportRequest) => unwrap(api.POST('/integrations/gandalf/import', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** GET /properties/debug/gandalf_token: the server's view of the stored Gandalf token. */
export const gandalfDebugTokenOptions = () =>
  queryOptions({
    queryKey: gandalfKeys.debugToken(),
    queryFn: ({ signal }) => unwrap(api.GET('/properties/debug/gandalf_token', { signal })),
  });
