import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { propertyKeys } from '@/features/properties/api/keys';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import type { Staleness } from '@/components/StaleBanner';
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
  // A primitive snapshot, so the screen re-renders only when the answer changes.
  const snapshot = useSyncExternalStore(subscribe, () => {
    const stale = staleQueries(qc);
    if (stale.length === 0) return '';
    const since = Math.min(...stale.map((q) => q.state.dataUpdatedAt));
    const latest = Math.max(...stale.map((q) => q.state.errorUpdatedAt));
    return `${since}:${latest}`;
  });
  if (snapshot === '') return { stale: false, since: 0, error: null };
  const [since = 0, latest = 0] = snapshot.split(':').map(Number);
  const error = staleQueries(qc).find((q) => q.state.errorUpdatedAt === latest)?.state.error ?? null;
  return { stale: true, since, error };
}
