import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { components } from '@/api/schema';
import { propertyKeys } from '@/features/properties/api/keys';
import { refreshKeys } from '../api/keys';

type Stats = components['schemas']['RefreshStats'];

/**
 * The cockpit answers at once: while jobs settle, the stats poll every few seconds; each
 * time their counts move, the jobs lists, the schedules (running, failed jobs) and the health are
 * refetched too, so the errors panel, the chart and 'Parar' follow the run without waiting for their
 * own 2-minute rhythm.
 */
export function useCockpitLiveUpdates(stats: Stats | undefined) {
  const qc = useQueryClient();
  const counts = stats
    ? [
        stats.jobs_last_24h.total,
        stats.jobs_last_24h.pending,
        stats.jobs_last_24h.completed,
        stats.jobs_last_24h.failed,
        stats.jobs_last_24h.cancelled,
      ].join('/')
    : null;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (counts === null) return;
    const before = previous.current;
    previous.current = counts;
    if (before === null || before === counts) return;
    void qc.invalidateQueries({ queryKey: refreshKeys.jobs() });
    void qc.invalidateQueries({ queryKey: refreshKeys.schedules() });
    void qc.invalidateQueries({ queryKey: refreshKeys.health() });
    void qc.invalidateQueries({ queryKey: propertyKeys.dashboardStats() });
  }, [counts, qc]);
}
