import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { canalproKeys } from './credentials';

export type AutomationStatus = components['schemas']['AutomationStatus'];
export type AutomationHistoryItem = components['schemas']['AutomationHistoryItem'];
export type AutomationSetupRequest = components['schemas']['AutomationSetupRequest'];
export type ScheduleRenewalRequest = components['schemas']['ScheduleRenewalRequest'];

/** Default lead time of the renewal, in hours. */
export const DEFAULT_HOURS_BEFORE_EXPIRY = 4;

/** What a failed status load gives: not feasible, setup required. */
const AUTOMATION_STATUS_FALLBACK: AutomationStatus = {
  enabled: false,
  device_id_available: false,
  automation_feasible: false,
  requires_implementation: ['Integration setup required'],
  next_steps: [],
  last_renewal_at: null,
  next_renewal_at: null,
  hours_before_expiry: DEFAULT_HOURS_BEFORE_EXPIRY,
};

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** GET /canalpro/automation/status; a failure gives the spec's fallback instead of an error. */
export const automationStatusOptions = () =>
  queryOptions({
    queryKey: canalproKeys.automationStatus(),
    queryFn: async ({ signal }): Promise<AutomationStatus> => {
      try {
        return await unwrap(api.GET('/canalpro/automation/status', { signal }));
      } catch (error) {
        if (isAbort(error)) throw error;
        return AUTOMATION_STATUS_FALLBACK;
      }
    },
  });

/** GET /canalpro/automation/history, newest first; a failed load gives an empty list. */
export const automationHistoryOptions = () =>
  queryOptions({
    queryKey: canalproKeys.automationHistory(),
    queryFn: async ({ signal }): Promise<AutomationHistoryItem[]> => {
      try {
        const data = await unwrap(api.GET('/canalpro/automation/history', { signal }));
        return data.history;
      } catch (error) {
        if (isAbort(error)) throw error;
        return [];
      }
    },
  });

/** Every automation change can move the token, the status and the history. */
function useInvalidateAutomation() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: canalproKeys.automation() }),
      qc.invalidateQueries({ queryKey: canalproKeys.credentials() }),
    ]);
}

/** POST /canalpro/automation/setup (admin). */
export function useSetupAutomation() {
  const invalidate = useInvalidateAutomation();
  return useMutation({
    mutationFn: (body: AutomationSetupRequest) => unwrap(api.POST('/canalpro/automation/setup', { body })),
    onSuccess: invalidate,
  });
}

/** POST /canalpro/automation/disable (admin). */
export function useDisableAutomation() {
  const invalidate = useInvalidateAutomation();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/canalpro/automation/disable')),
    onSuccess: invalidate,
  });
}

/** POST /canalpro/automation/trigger: renew the token now; answers the history entry. */
export function useTriggerRenewal() {
  const invalidate = useInvalidateAutomation();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/canalpro/automation/trigger')),
    onSuccess: invalidate,
  });
}

/** POST /integrations/canalpro/auto-renew: checks (and prepares) automatic renewal. */
export function useAutoRenew() {
  const invalidate = useInvalidateAutomation();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/integrations/canalpro/auto-renew')),
    onSuccess: invalidate,
  });
}

/** POST /integrations/canalpro/schedule-renewal {hours_before_expiry} (default 4; admin). */
export function useScheduleRenewal() {
  const invalidate = useInvalidateAutomation();
  return useMutation({
    mutationFn: (body: ScheduleRenewalRequest) =>
      unwrap(api.POST('/integrations/canalpro/schedule-renewal', { body })),
    onSuccess: invalidate,
  });
}
