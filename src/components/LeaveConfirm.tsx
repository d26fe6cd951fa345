import type { useLeaveGuard } from '@/hooks/useLeaveGuard';
import { ConfirmModal } from './ConfirmModal';

/**
 * What a leave guard (hooks/useLeaveGuard) asks as the user leaves a form with unsaved changes: a
 * link, the browser's Back, 'Cancelar'. Each form says what would be lost in its own words.
 */
export function LeaveConfirm({
  guard,
  title,
  message,
}: {
  guard: ReturnType<typeof useLeaveGuard>;
  title: string;
  message: string;
}) {
  return (
    <ConfirmModal
      opened={guard.blocked}
      onClose={guard.stay}
      onConfirm={guard.leave}
      title={title}
      message={message}
      variant="warning"
      confirmLabel="Sair"
      cancelLabel="Continuar editando"
    />
  );
}
