import { Button } from '@mantine/core';
import { IconArrowLeft, IconCalendarQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/EmptyState';
import { REFRESH_MESSAGES as M } from '../messages';
import { EXACT_ACTIVE } from '@/lib/links';

/**
 * An id that is not a number ('ID do cronograma inválido'), or a schedule that does not exist or
 * belongs to another account: said plainly, with the way back to the cockpit.
 */
export function ScheduleNotFound({ invalidId = false }: { invalidId?: boolean }) {
  return (
    <EmptyState
      page
      testId="schedule-not-found"
      icon={IconCalendarQuestion}
      title={invalidId ? M.invalidId : M.notFound}
      description={
        invalidId
          ? 'O endereço não identifica um cronograma. Volte ao cockpit e escolha um agendamento da lista.'
          : 'O cronograma pode ter sido excluído, ou o endereço não corresponde a um cronograma da sua conta.'
      }
      action={
        <Button
          component={Link}
          to="/refresh"
          activeOptions={EXACT_ACTIVE}
          leftSection={<IconArrowLeft size={16} />}
        >
          Voltar para o Cockpit
        </Button>
      }
    />
  );
}
