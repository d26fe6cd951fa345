import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';

export type CredentialCheck = components['schemas']['CredentialCheck'];
export type CredentialRenewRequest = components['schemas']['CredentialRenewRequest'];

/** Query keys of the second portal (CanalPro): credentials, automation, contract. */
export const canalproKeys = {
  all: ['canalpro'] as const,
  credentials: () => [...canalproKeys.all, 'credentials'] as const,
  automation: () => [...canalproKeys.all, 'automation'] as const,
  automationStatus: () => [...canalproKeys.automation(), 'status'] as const,
  automationHistory: () => [...canalproKeys.automation(), 'history'] as const,
  contract: () => [...canalproKeys.all, 'contract'] as const,
  contractConfig: () => [...canalproKeys.contract(), 'config'] as const,
  contractKpis: () => [...canalproKeys.contract(), 'kpis'] as const,
};

/**
 * GET /integrations/canalpro/credentials/check — drives the header badge, the token monitor and
 * the export guard. Expired credentials are an ordinary answer (`is_valid: false`). Never kept
 * across page loads (`persistedAnswers`): a day-old 'valid, 6 h left' would read 'OK (0 s)'.
 */
export const credentialsCheckOptions = () =>
  queryOptions({
    queryKey: canalproKeys.credentials(),
    queryFn: ({ signal }) => unwrap(api.GET('/integrations/canalpro/credentials/check', { signal })),
  });

/** POST /integrations/canalpro/credentials/renew {email, password}; refreshes the credentials check. */
export function useRenewCredentials() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CredentialRenewRequest) =>
      unwrap(api.POST('/integrations/canalpro/credentials/renew', { body })),
    // A renewal moves the token (badge, monitor) and the automation's next run and history.
    onSuccess: (check) => {
      qc.setQueryData(canalproKeys.credentials(), check);
      return Promise.all([
        qc.invalidateQueries({ queryKey: canalproKeys.credentials() }),
        qc.invalidateQueries({ queryKey: canalproKeys.automation() }),
      ]);
    },
  });
}
