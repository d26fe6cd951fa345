import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { stalenessOf } from '@/components/StaleBanner';
import { toast } from '@/lib/notify';
import { activityOptions, clientRowsOptions, overviewOptions } from '../api/executive-dashboard';

export const DASHBOARD_LOAD_ERROR = 'Erro ao carregar dados do dashboard';
const DASHBOARD_TOAST = 'Erro ao carregar dashboard';

/**
 * The executive dashboard's three calls, issued in parallel, and what the screen
 * does with them as a whole: one refresh for all, a retry for the failed ones, and one toast per
 * failed round — three calls failing together are one failure to the reader, not three toasts.
 */
export function useExecutiveDashboard() {
  const [overview, clients, activity] = useQueries({
    queries: [overviewOptions(), clientRowsOptions(), activityOptions()],
  });
  const queries = [overview, clients, activity];
  const isFetching = queries.some((q) => q.isFetching);
  const failed = queries.filter((q) => q.isError);
  const failedAt = Math.max(0, ...failed.map((q) => q.errorUpdatedAt));
  // A call that failed with nothing earlier to show in its place: the error view stands for it.
  const blocking = failed.find((q) => q.data === undefined);

  // A round is over when nothing is in flight; a newer failure than the last one told gets a toast.
  const toldAt = useRef(0);
  useEffect(() => {
    if (isFetching || failedAt <= toldAt.current) return;
    toldAt.current = failedAt;
    toast.error(DASHBOARD_TOAST);
  }, [isFetching, failedAt]);

  return {
    overview,
    clients,
    activity,
    isFetching,
    hasError: blocking !== undefined,
    /** Calls whose refresh failed, their earlier answers on screen. */
    staleness: stalenessOf(...failed),
    /** The reason of the failure the error view stands for. */
    error: blocking?.error,
    refresh: () => queries.forEach((q) => void q.refetch()),
    retryFailed: () => failed.forEach((q) => void q.refetch()),
  };
}
