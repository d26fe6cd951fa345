import { useQuery } from '@tanstack/react-query';
import { HIGHLIGHT_LEVELS } from '@/api/enums';
import type { components } from '@/api/schema';
import { contractConfigOptions, contractKpisOptions } from '@/features/portals/api/contract';
import type { HighlightCounts, HighlightQuota } from '../highlight-plan';

export type QuotaState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** No Canal Pro contract is configured: nothing to check against. */
  | { status: 'none' }
  | { status: 'ready'; quota: HighlightQuota };

/** The contract leaves a level out when it includes none of it. */
function complete(counts: components['schemas']['HighlightCounts']): HighlightCounts {
  return Object.fromEntries(HIGHLIGHT_LEVELS.map((type) => [type, counts[type] ?? 0])) as HighlightCounts;
}

/**
 * The Canal Pro contract's highlight quotas, asked for when the planner opens (never with the
 * list). The usage is read afresh each time (another user may have used slots meanwhile).
 */
export function useHighlightQuota(): QuotaState {
  const config = useQuery(contractConfigOptions());
  const kpis = useQuery({ ...contractKpisOptions(), staleTime: 0 });
  const failed = [config, kpis].find((query) => query.isError);
  if (failed) {
    return {
      status: 'error',
      error: failed.error,
      retry: () => [config, kpis].forEach((query) => query.isError && void query.refetch()),
    };
  }
  if (config.isSuccess && config.data === null) return { status: 'none' };
  if (!config.isSuccess || !kpis.isSuccess) return { status: 'loading' };
  return {
    status: 'ready',
    quota: { limits: complete(kpis.data.highlight_limits), used: complete(kpis.data.highlights_used) },
  };
}
