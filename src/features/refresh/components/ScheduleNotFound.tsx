import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { REFRESH_MESSAGES as M } from '../messages';

/**
 * An id that is not a number ('ID do cronograma inválido'), or a schedule that does not exist or
 * belongs to another account: said plainly, with the way back to the cockpit.
 */
export function ScheduleNotFound({ invalidId = false }: { invalidId?: boolean }) {
  return (
    <Paper withBorder p="xl" radius="md" data-testid="schedule-not-found">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow" aria-hidden>
          <IconCalendarQuestion size={28} />
        </ThemeIcon>
        <Title order={1} size="h3">
          {invalidId ? M.invalidId : M.notFound}
        </Title>
        <Text c="dimmed" size="sm" maw={460}>
          {invalidId
            ? 'O endereço não identifica um cronograma. Volte ao cockpit e escolha um agendamento da lista.'
            : 'O cronograma pode ter sido excluído, ou o endereço não corresponde a um cronograma da sua conta.'}
        </Text>
        <Button component={Link} to="/refresh" leftSection={<IconArrowLeft size={16} />}>
          Voltar para o Cockpit
        </Button>
      </Stack>
    </Paper>
  );
}
