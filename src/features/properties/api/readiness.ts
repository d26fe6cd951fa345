import { useQueries } from '@tanstack/react-query';
import { propertyReadiness, type Readiness } from '../readiness';
import { normalizePropertyDetail, propertyDetailOptions } from './property-detail';

/** At most this many selected properties are fetched and checked before an export. */
export const READINESS_CHECK_LIMIT = 50;

export interface ReadinessItem {
  id: number;
  title: string;
  readiness: Readiness | null;
  loading: boolean;
  failed: boolean;
}

export interface ReadinessSummary {
  items: ReadinessItem[];
  /** Ids whose readiness has blocking fields. */
  blockedIds: number[];
  loading: boolean;
  /** Selected ids beyond the check limit (exported without a prior check). */
  unchecked: number;
}

/**
 * Readiness (docs/rules.md#property-writes) of the first 50 of `propertyIds`, from the same detail cache entry
 * and normaliser as the detail screen, so an edit anywhere refreshes it.
 */
export function usePropertiesReadiness(propertyIds: number[]): ReadinessSummary {
  const checked = propertyIds.slice(0, READINESS_CHECK_LIMIT);
  const results = useQueries({
    queries: checked.map((id) => ({
      ...propertyDetailOptions(id),
      select: (property: Parameters<typeof normalizePropertyDetail>[0]) => {
        const view = normalizePropertyDetail(property);
        return { title: view.title, readiness: propertyReadiness(view) };
      },
    })),
  });
  const items = checked.map((id, index): ReadinessItem => {
    const query = results[index];
    return {
      id,
      title: query?.data?.title ?? `Imóvel #${id}`,
      readiness: query?.data?.readiness ?? null,
      loading: query?.isPending ?? false,
      failed: query?.isError ?? false,
    };
  });
  return {
    items,
    blockedIds: items.filter((i) => i.readiness && !i.readiness.ready).map((i) => i.id),
    loading: items.some((i) => i.loading),
    unchecked: Math.max(0, propertyIds.length - checked.length),
  };
}
