import { toast } from '@/lib/notify';
import type { PublicationType } from '@/lib/property-labels';
import { useBulkPublicationType, useBulkSync } from '../api/properties';
import { getSelection, useSelectionStore } from '../store';

const SYNC_ERROR_MESSAGE = 'Erro ao sincronizar propriedades';
const HIGHLIGHT_ERROR_MESSAGE = 'Erro ao atualizar destaque';

/**
 * The selection bar's own actions (sync and highlights); deletion and export open dialogs.
 * `onHighlightRemoved` receives the ids whose highlight went back to STANDARD: those listings are
 * then exported and activated again (spec part 1 §4).
 */
export function useBulkActions({ onHighlightRemoved }: { onHighlightRemoved: (ids: number[]) => void }) {
  const clearSelection = useSelectionStore((s) => s.clear);
  const bulkSync = useBulkSync();
  const bulkPublication = useBulkPublicationType();

  const sync = () =>
    bulkSync.mutate(getSelection().ids, {
      onSuccess: (result) => {
        if (result.failed === 0) toast.success(result.message);
        else if (result.synced === 0) toast.error(result.message);
        else toast.info(result.message);
        clearSelection();
      },
      onError: (error) => toast.failure(error, SYNC_ERROR_MESSAGE),
    });

  const setHighlight = (publication_type: PublicationType) =>
    bulkPublication.mutate(
      { property_ids: getSelection().ids, publication_type },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => toast.failure(error, HIGHLIGHT_ERROR_MESSAGE),
      },
    );

  const removeHighlight = () => {
    const ids = getSelection().ids;
    bulkPublication.mutate(
      { property_ids: ids, publication_type: 'STANDARD' },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onHighlightRemoved(ids);
        },
        onError: (error) => toast.failure(error, HIGHLIGHT_ERROR_MESSAGE),
      },
    );
  };

  return {
    sync,
    setHighlight,
    removeHighlight,
    syncing: bulkSync.isPending,
    highlighting: bulkPublication.isPending,
  };
}
