import { plural } from '@/lib/format';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { toast } from '@/lib/notify';
import type { PublicationType } from '@/lib/property-labels';
import { useRestoreProperties } from '../api/deletion';
import { useBulkPublicationType, useBulkSync } from '../api/properties';
import { getSelection, useSelectionStore } from '../store';

const SYNC_ERROR_MESSAGE = 'Erro ao sincronizar propriedades';
const HIGHLIGHT_ERROR_MESSAGE = 'Erro ao atualizar destaque';
const RESTORE_ERROR_MESSAGE = 'Erro ao restaurar imóvel(is)';

/**
 * The selection bar's own actions (sync, highlights, restore of archived properties); deletion
 * and export open dialogs.
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

  /** Restores archived properties (one card's, or the selection in the 'Arquivados' view). */
  const restoreMutation = useRestoreProperties();
  const restore = useSingleFlight(async (ids: number[]) => {
    try {
      await restoreMutation.mutateAsync(ids);
      toast.success(plural(ids.length, 'imóvel restaurado', 'imóveis restaurados'));
      clearSelection();
    } catch (error) {
      toast.failure(error, RESTORE_ERROR_MESSAGE);
    }
  });

  return {
    sync,
    restore: restore.run,
    restoring: restore.busy,
    setHighlight,
    removeHighlight,
    syncing: bulkSync.isPending,
    highlighting: bulkPublication.isPending,
  };
}
