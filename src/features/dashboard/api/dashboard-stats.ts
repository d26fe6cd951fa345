import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { persistedAnswers } from '@/api/query-persistence';
import type { components } from '@/api/schema';
import { propertyKeys } from '@/features/properties/api/keys';
import { dashboardTypeLabel } from '@/lib/property-labels';

export type DashboardStats = components['schemas']['DashboardStats'];

/**
 * Statistics of the 'Dashboard de Imóveis'. Kept under `propertyKeys`, so every property mutation
 * (which invalidates `propertyKeys.all`) refreshes the dashboard too. Cached 5 minutes.
 */
export const dashboardStatsOptions = () =>
  queryOptions({
    ...persistedAnswers,
    queryKey: propertyKeys.dashboardStats(),
    queryFn: ({ signal }) => unwrap(api.GET('/properties/dashboard/stats', { signal })),
  });

export interface TypeShare {
  key: string;
  label: string;
  count: number;
  /** Share of the total, 0..1. */
  ratio: number;
}

/**
 * The distribution by type: count descending (ties by label), each with its share of the total
 * and the spec's label (unknown keys raw). Empty buckets are left out.
 */
export function typeDistribution(
  stats: Pick<DashboardStats, 'properties_by_type' | 'total_properties'>,
): TypeShare[] {
  const entries = Object.entries(stats.properties_by_type).filter(([, count]) => count > 0);
  const sum = entries.reduce((acc, [, count]) => acc + count, 0);
  const total = Math.max(stats.total_properties, sum);
  return entries
    .map(([key, count]) => ({
      key,
      label: dashboardTypeLabel(key),
      count,
      ratio: total > 0 ? count / total : 0,
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'pt-BR'));
}
