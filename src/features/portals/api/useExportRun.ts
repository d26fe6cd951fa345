import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { propertyKeys } from '@/features/properties/api/keys';
import { formatNumber, plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import { EXPORT_MESSAGES, useReportExportFailure } from './export-errors';
import {
  EXPORT_POLL_MS,
  exportHistoryOptions,
  exportKeys,
  exportStatusOptions,
  useStartExport,
  type ExportStatus,
} from './export';

export type ExportPhase = 'idle' | 'starting' | 'running' | 'done';

/** Marker for a start answer without a string export id (legacy servers). */
const LEGACY_EXPORT = '\u0000legacy';

/** 'Exportação concluída: 3 imóveis exportados com sucesso' (or '…, 1 com falha'). */
export function exportDoneMessage(status: Pick<ExportStatus, 'successful' | 'failed'>): string {
  const exported = plural(status.successful, 'imóvel exportado', 'imóveis exportados');
  return status.failed > 0
    ? `Exportação concluída: ${exported}, ${formatNumber(status.failed)} com falha`
    : `Exportação concluída: ${exported} com sucesso`;
}

/**
 * One export to Canal Pro, from start to end: starts it, follows the status (polled
 * every 2 s while it runs, also when an export was already running when the dialog opened), and
 * at the end refreshes the history and the properties, toasts what was exported and calls
 * `onExported` when anything was.
 */
export function useExportRun({ onExported }: { onExported?: () => void } = {}) {
  const qc = useQueryClient();
  const reportFailure = useReportExportFailure();
  const start = useStartExport();
  const [startedId, setStartedId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const statusQuery = useQuery({
    ...exportStatusOptions(),
    // Until the started export shows in the status, keep asking too: an answer that still shows the
    // previous export (slow, or from before the start) stopped the polling and left the dialog at
    // 'Iniciando exportação...' for good.
    refetchInterval: (query) => {
      const data = query.state.data;
      const awaited = startedId !== null && startedId !== LEGACY_EXPORT && data?.export_id !== startedId;
      return data?.is_running || awaited ? EXPORT_POLL_MS : false;
    },
  });
  const history = useQuery(exportHistoryOptions());
  const status = statusQuery.data;

  // An export already running when the dialog opens is followed like one started here.
  if (startedId === null && !start.isPending && status?.is_running && status.export_id) {
    setStartedId(status.export_id);
  }
  // A legacy start answer carries no id: follow the first status fetched after the start.
  const legacyFollowed =
    startedId === LEGACY_EXPORT && statusQuery.dataUpdatedAt > startedAt && status !== undefined;
  const followingId =
    startedId === LEGACY_EXPORT ? (legacyFollowed ? (status?.export_id ?? null) : null) : startedId;
  const followed = Boolean(status && followingId !== null && status.export_id === followingId);
  const phase: ExportPhase = start.isPending
    ? 'starting'
    : followed && status?.is_running
      ? 'running'
      : followed
        ? 'done'
        : startedId !== null
          ? 'starting'
          : 'idle';

  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (phase !== 'done' || !status || !followingId || finished.current === followingId) return;
    finished.current = followingId;
    void qc.invalidateQueries({ queryKey: exportKeys.history() });
    void qc.invalidateQueries({ queryKey: propertyKeys.all });
    if (status.successful > 0) {
      toast.success(exportDoneMessage(status));
      onExported?.();
    }
  }, [phase, status, followingId, qc, onExported]);

  /** Starts the export of `propertyIds`; resolves when the start was answered. */
  const run = async (propertyIds: number[]) => {
    try {
      const result = await start.mutateAsync(propertyIds);
      if (!result.success) {
        toast.error(EXPORT_MESSAGES.startFailed);
        return;
      }
      setStartedAt(Date.now());
      setStartedId(typeof result.export_id === 'string' ? result.export_id : LEGACY_EXPORT);
    } catch (error) {
      reportFailure(error, EXPORT_MESSAGES.startError);
      void qc.invalidateQueries({ queryKey: exportKeys.status() });
    }
  };

  return {
    phase,
    /** The followed export's status, once it is running or done. */
    status: phase === 'running' || phase === 'done' ? status : undefined,
    history: history.data ?? [],
    historyLoading: history.isPending,
    run,
  };
}
