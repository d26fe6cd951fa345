import type { operations } from '@/api/schema';

export type PropertyListQuery = NonNullable<operations['listProperties']['parameters']['query']>;

/**
 * Query keys of everything property-shaped. Every mutation that changes properties invalidates
 * `propertyKeys.all`, which refreshes lists, stats, the dashboard and details at once.
 */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  list: (query: PropertyListQuery) => [...propertyKeys.lists(), query] as const,
  stats: () => [...propertyKeys.all, 'stats'] as const,
  dashboardStats: () => [...propertyKeys.all, 'dashboard-stats'] as const,
  detail: (id: number) => [...propertyKeys.all, 'detail', id] as const,
  syncStatus: (id: number) => [...propertyKeys.all, 'sync-status', id] as const,
  developments: (q: string) => [...propertyKeys.all, 'developments', q] as const,
};
