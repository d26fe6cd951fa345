import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { canalproKeys } from './credentials';

export type ContractConfig = components['schemas']['ContractConfig'];
export type ContractConfigInput = components['schemas']['ContractConfigInput'];

/** GET /api/canalpro-contract/config — null while no contract is configured. */
export const contractConfigOptions = () =>
  queryOptions({
    queryKey: canalproKeys.contractConfig(),
    // The answer is `null` (not an error) while nothing is configured.
    queryFn: async ({ signal }): Promise<ContractConfig | null> =>
      (await unwrap(api.GET('/api/canalpro-contract/config', { signal }))) ?? null,
  });

/** GET /api/canalpro-contract/kpis — usage of the contract. */
export const contractKpisOptions = () =>
  queryOptions({
    queryKey: canalproKeys.contractKpis(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/canalpro-contract/kpis', { signal })),
  });

/** POST /api/canalpro-contract/config (upsert, admin). */
export function useSaveContractConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractConfigInput) => unwrap(api.POST('/api/canalpro-contract/config', { body })),
    onSuccess: (saved) => {
      qc.setQueryData(canalproKeys.contractConfig(), saved);
      return qc.invalidateQueries({ queryKey: canalproKeys.contract() });
    },
  });
}

/** DELETE /api/canalpro-contract/config (admin). */
export function useDeleteContractConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/canalpro-contract/config')),
    onSuccess: () => {
      qc.setQueryData(canalproKeys.contractConfig(), null);
      return qc.invalidateQueries({ queryKey: canalproKeys.contract() });
    },
  });
}

/** Usage colour: under 80% green, 80–99% warning, 100% and over danger. */
export function usageColor(percent: number): 'green' | 'yellow' | 'red' {
  if (percent >= 100) return 'red';
  if (percent >= 80) return 'yellow';
  return 'green';
}
