import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import { useRestoreProperties } from '../api/deletion';

/**
 * 'Restaurar' of archived properties, wherever it is offered (a list card, the 'Arquivados'
 * selection, the detail page, the edit page of an archived property): one request at a time, the
 * same toasts everywhere. The mutation refreshes every property query before `restore` settles, so
 * a screen showing the property shows it as a normal one again once the button stops loading.
 */
export function useRestore({ onRestored }: { onRestored?: () => void } = {}) {
  const mutation = useRestoreProperties();
  const restore = useSingleFlight(async (ids: number[]) => {
    try {
      await mutation.mutateAsync(ids);
      toast.success(plural(ids.length, 'imóvel restaurado', 'imóveis restaurados'));
      onRestored?.();
    } catch (error) {
      // Not the delete's '(is)': the count is known here.
      toast.failure(error, ids.length === 1 ? 'Erro ao restaurar imóvel' : 'Erro ao restaurar imóveis');
    }
  });
  return { restore: restore.run, restoring: restore.busy };
}
