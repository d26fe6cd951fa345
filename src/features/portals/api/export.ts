import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { propertyKeys } from '@/features/properties/api/keys';

export type ExportStatus = components['schemas']['ExportStatus'];
export type ExportHistoryItem = components['schemas']['ExportHistoryItem'];
export type ExportActivateResult = components['schemas']['ExportActivateResult'];

/** Export status poll interval. */
export const EXPORT_POLL_MS = 2000;
/** The hub and the export dialog show the last 3 history entries. */
export const EXPORT_HISTORY_SHOWN = 3;

/** How far an export is, 0..100. */
export function exportPercent(status: Pick<ExportStatus, 'processed' | 'total_properties'>): number {
  if (status.total_properties <= 0) return 0;
  return Math.min(100, Math.round((status.processed / status.total_properties) * 100));
}

/** Query keys of the Canal Pro export. */
export const exportKeys = {
  all: ['canalpro-export'] as const,
  history: () => [...exportKeys.all, 'history'] as const,
  status: () => [...exportKeys.all, 'status'] as const,
};

/**
 * GET /integrations/canalpro/export/history — newest first. A failed load gives an empty list,
 * so screens never show an error for it.
 */
export const exportHistoryOptions = () =>
  queryOptions({
    queryKey: exportKeys.history(),
    queryFn: async ({ signal }): Promise<ExportHistoryItem[]> => {
      try {
        const data = await unwrap(api.GET('/integrations/canalpro/export/history', { signal }));
        return data.history;
      } catch (error) {
        if (error instanceof Error && error.name === 'AbortError') throw error;
        return [];
      }
    },
  });

/**
 * GET /integrations/canalpro/export/status — polled every 2 s while `is_running`.
 * Always fresh: progress is never served from cache.
 */
export const exportStatusOptions = () =>
  queryOptions({
    queryKey: exportKeys.status(),
    queryFn: ({ signal }) => unwrap(api.GET('/integrations/canalpro/export/status', { signal })),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.is_running ? EXPORT_POLL_MS : false),
  });

/** POST /integrations/canalpro/export {property_ids}. */
export function useStartExport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (propertyIds: number[]) =>
      unwrap(api.POST('/integrations/canalpro/export', { body: { property_ids: propertyIds } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: exportKeys.all }),
  });
}

/** POST /integrations/canalpro/export_and_activate {propertyIds} — synchronous, per-item results. */
export function useExportAndActivate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (propertyIds: number[]) =>
      unwrap(api.POST('/integrations/canalpro/export_and_activate', { body: { propertyIds } })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: exportKeys.all }),
        qc.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
