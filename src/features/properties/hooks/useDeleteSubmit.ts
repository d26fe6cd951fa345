import { isApiError } from '@/api/errors';
import { useBulkDelete, useDeleteProperty, type DeletionReason, type DeletionType } from '../api/deletion';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { toast } from '@/lib/notify';

/** The toasts, when a screen has its own words for them (the detail page's). */
export interface DeleteMessages {
  success?: string;
  failure?: string;
}

const DELETE_FAILURE_MESSAGE = 'Erro ao excluir imóvel(is)';

/**
 * Sends the deletion the wizard's last step confirmed: one property by the single route, more by
 * POST /properties/bulk/delete. One in-flight guard, so Enter pressed twice or a double click sends
 * one request; `onBusyChange` keeps the dialog from closing meanwhile.
 */
export function useDeleteSubmit({
  ids,
  messages = {},
  onBusyChange,
  onDeleted,
}: {
  ids: number[];
  messages?: DeleteMessages;
  onBusyChange: (busy: boolean) => void;
  onDeleted: () => void;
}) {
  const singleDelete = useDeleteProperty();
  const bulkDelete = useBulkDelete();
  return useSingleFlight(
    async ({ type, reason, notes }: { type: DeletionType; reason: DeletionReason; notes: string }) => {
      onBusyChange(true);
      try {
        if (ids.length === 1) {
          const result = await singleDelete.mutateAsync({ id: ids[0]!, type, reason, notes });
          toast.success(messages.success ?? (result.message || 'Imóvel excluído com sucesso!'));
        } else {
          const trimmed = notes.trim();
          const result = await bulkDelete.mutateAsync({
            property_ids: ids,
            deletion_type: type,
            reason,
            confirmed: true,
            ...(trimmed ? { notes: trimmed } : {}),
          });
          toast.success(messages.success ?? (result.message || 'Imóveis excluídos com sucesso!'));
        }
        onDeleted();
      } catch (error) {
        // Titled with what failed ('Erro ao excluir imóvel(is)'), the server's words under it: a
        // bare 'Erro interno do servidor' did not say which action it was about.
        const detail = isApiError(error) ? Object.values(error.fieldErrors)[0] : undefined;
        const failure = messages.failure ?? DELETE_FAILURE_MESSAGE;
        if (detail) toast.error(detail, { title: failure });
        else toast.failure(error, failure);
      } finally {
        onBusyChange(false);
      }
    },
  );
}
