import { ConfirmModal } from '@/components/ConfirmModal';
import type { useLeaveGuard } from '@/hooks/useLeaveGuard';

/**
 * Asked as the user leaves a schedule form with something typed and not saved (a link, the
 * browser's Back, 'Cancelar'): everything typed went without a word.
 */
export function LeaveScheduleConfirm({ guard }: { guard: ReturnType<typeof useLeaveGuard> }) {
  return (
    <ConfirmModal
      opened={guard.blocked}
      onClose={guard.stay}
      onConfirm={guard.leave}
      title="Sair sem salvar?"
      message="O que foi preenchido neste agendamento será perdido."
      variant="warning"
      confirmLabel="Sair"
      cancelLabel="Continuar editando"
    />
  );
}
