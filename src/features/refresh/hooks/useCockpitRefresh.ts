import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { propertyKeys } from '@/features/properties/api/keys';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { stalenessOf, type Staleness } from '@/components/StaleBanner';
import { toast } from '@/lib/notify';
import { refreshKeys } from '../api/keys';

const REFRESH_FAILED = 'Erro ao atualizar o cockpit';

/** The queries the cockpit shows: the refresh area's and the dashboard count it borrows. */
function isCockpitQuery(query: Query): boolean {
  const [root] = query.queryKey;
  const dashboard = propertyKeys.dashboardStats();
  return (
    root === refreshKeys.all[0] ||
    (query.queryKey.length === dashboard.length && query.queryKey.every((k, i) => k === dashboard[i]))
  );
}

/** On screen, holding data from before, and its last fetch failed: what the cockpit shows is old. */
function staleQueries(qc: QueryClient): Query[] {
  return qc
    .getQueryCache()
    .findAll({ predicate: (q) => isCockpitQuery(q) && q.getObserversCount() > 0 })
    .filter((q) => q.state.status === 'error' && q.state.data !== undefined);
}

/**
 * 'Atualizar' (refetches everything) that says when it failed: after
 * the round, a failure is a toast with the server's reason — the panels keep their last data, which
 * `useCockpitStaleness` marks as out of date.
 */
export function useRefetchCockpit() {
  const qc = useQueryClient();
  return useSingleFlight(async () => {
    const startedAt = Date.now();
    await qc.refetchQueries({ predicate: (q) => isCockpitQuery(q) && q.getObserversCount() > 0 });
    const failed = qc
      .getQueryCache()
      .findAll({ predicate: (q) => isCockpitQuery(q) && q.getObserversCount() > 0 })
      .find((q) => q.state.status === 'error' && q.state.errorUpdatedAt >= startedAt);
    if (failed) toast.failure(failed.state.error, REFRESH_FAILED);
  });
}

/**
 * Whether the cockpit shows data whose refresh failed — by 'Atualizar', a retry or a poll — and
 * since when; every refresh control's failure ends up here.
 */
export function useCockpitStaleness(): Staleness {
  const qc = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => qc.getQueryCache().subscribe(onChange), [qc]);
  // A primitive snapshot, so the screen re-renders only when what is stale changes.
  useSyncExternalStore(subscribe, () =>
    staleQueries(qc)
      .map((q) => `${q.state.dataUpdatedAt}:${q.state.errorUpdatedAt}`)
      .join(),
  );
  return stalenessOf(
    ...staleQueries(qc).map(({ state }) => ({
      isError: true,
      data: state.data,
      dataUpdatedAt: state.dataUpdatedAt,
      error: state.error,
      errorUpdatedAt: state.errorUpdatedAt,
    })),
  );
}
