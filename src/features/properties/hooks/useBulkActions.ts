import { useSingleFlight } from '@/hooks/useSingleFlight';
import { toast } from '@/lib/notify';
import type { PublicationType } from '@/lib/property-labels';
import { useBulkPublicationType, useBulkSync } from '../api/properties';
import { getSelection, useSelectionStore } from '../store';
import { useRestore } from './useRestore';

const SYNC_ERROR_MESSAGE = 'Erro ao sincronizar propriedades';
const HIGHLIGHT_ERROR_MESSAGE = 'Erro ao atualizar destaque';

/**
 * The selection bar's own actions (sync, highlights, restore of archived properties); deletion
 * and export open dialogs. Highlights come from the highlight planner, which passes the ids.
 * `onHighlightRemoved` receives the ids whose highlight went back to STANDARD: those listings are
 * then exported and activated again.
 */
export function useBulkActions({ onHighlightRemoved }: { onHighlightRemoved: (ids: number[]) => void }) {
  const clearSelection = useSelectionStore((s) => s.clear);
  const bulkSync = useBulkSync();
  const bulkPublication = useBulkPublicationType();

  // Every action through the one in-flight guard: a double click sends one request.
  const sync = useSingleFlight(async () => {
    try {
      const result = await bulkSync.mutateAsync(getSelection().ids);
      if (result.failed === 0) toast.success(result.message);
      else if (result.synced === 0) toast.error(result.message);
      else toast.info(result.message);
      clearSelection();
    } catch (error) {
      toast.failure(error, SYNC_ERROR_MESSAGE);
    }
  });

  const removeFromSelection = useSelectionStore((s) => s.remove);
  const publication = useSingleFlight(
    async (publication_type: PublicationType, ids: number[], onApplied: () => void) => {
      const partial = ids.length < getSelection().ids.length;
      try {
        const result = await bulkPublication.mutateAsync({ property_ids: ids, publication_type });
        toast.success(result.message);
        onApplied();
        // Only the ones that fit the contract's quota: the rest stay selected, for another level.
        if (partial && publication_type !== 'STANDARD') removeFromSelection(ids);
        if (publication_type === 'STANDARD') onHighlightRemoved(ids);
      } catch (error) {
        toast.failure(error, HIGHLIGHT_ERROR_MESSAGE);
      }
    },
  );

  /** Restores archived properties (one card's, or the selection in the 'Arquivados' view). */
  const { restore, restoring } = useRestore({ onRestored: clearSelection });

  return {
    sync: () => void sync.run(),
    restore,
    restoring,
    /** Sets `type` on `ids` (the selection, or the part of it that fits the quota). */
    applyHighlight: (type: PublicationType, ids: number[], onApplied: () => void) =>
      void publication.run(type, ids, onApplied),
    syncing: sync.busy,
    highlighting: publication.busy,
  };
}
