import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconEdit,
  IconHome,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlayerTrackNext,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { memo, useId, useState, type ReactNode } from 'react';
import { ConfirmModal } from '@/components/ConfirmModal';
import { BusyActionIcon } from '@/components/BusyActionIcon';
import { formatBrasiliaDateTime, formatBrasiliaDaysAway } from '@/lib/brasilia';
import { plural } from '@/lib/format';
import type { ScheduleView } from '../api/normalize';
import { HEALTH_LABELS, scheduleHealth, type ScheduleHealth } from '../cockpit';
import { useScheduleActions } from '../hooks/useScheduleActions';
import { checkTimeConfig } from '../schemas';
import { formatWeekdays } from '../weekdays';
import { Tag } from '@/components/Tag';

const LINK_ICON = { variant: 'subtle', color: 'gray', size: 'lg' } as const;

const HEALTH_COLORS: Record<ScheduleHealth, string> = {
  healthy: 'green',
  empty: 'yellow',
  warning: 'yellow',
  error: 'red',
  inactive: 'gray',
};

/**
 * One schedule with everything it can do: edit, pause/activate, run now or
 * stop a running one, open its properties, delete after a confirmation.
 */
export const ScheduleRow = memo(function ScheduleRow({ schedule }: { schedule: ScheduleView }) {
  const titleId = useId();
  const actions = useScheduleActions(schedule);
  const [confirming, setConfirming] = useState(false);
  const health = scheduleHealth(schedule);
  // The time-config check, on what the server sent (a schedule of this app always passes).
  const configProblems = checkTimeConfig({ times: schedule.times, days_of_week: schedule.days });
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="li"
      aria-labelledby={titleId}
      data-testid="schedule-row"
      data-schedule-id={schedule.id}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} style={{ flex: '1 1 260px' }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {schedule.name}
            </Title>
            <Tag color={schedule.active ? 'green' : 'gray'} size="sm" data-testid="schedule-status">
              {schedule.active ? 'Ativo' : 'Pausado'}
            </Tag>
            {schedule.running && (
              <Tag color="blue" size="sm">
                Em execução
              </Tag>
            )}
          </Group>
          <Text size="sm">
            <Text span fw={600}>
              {schedule.time || '—'}
            </Text>
            {' · '}
            {formatWeekdays(schedule.days)}
            {' · '}
            {plural(schedule.propertiesCount, 'imóvel', 'imóveis')}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Tag color={HEALTH_COLORS[health]} size="xs" data-health={health}>
              {HEALTH_LABELS[health]}
              {health === 'error' ? ` (${schedule.failedJobs} nas últimas 24h)` : ''}
            </Tag>
            <Text size="xs" c="dimmed" data-testid="next-run">
              {schedule.nextRun
                ? `Próxima execução: ${formatBrasiliaDateTime(schedule.nextRun)} (${formatBrasiliaDaysAway(schedule.nextRun)})`
                : 'Sem próxima execução'}
            </Text>
          </Group>
          {configProblems.length > 0 && (
            <Text size="xs" c="var(--mantine-color-text)" data-testid="time-config-problems">
              <Text span fw={700}>
                Configuração de horário:
              </Text>{' '}
              {configProblems.join('; ')}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" role="group" aria-label={`Ações de ${schedule.name}`}>
          <Tooltip label="Editar" withArrow openDelay={300}>
            <ActionIcon
              renderRoot={(props) => (
                <Link {...props} to="/refresh/$id/edit" params={{ id: String(schedule.id) }} />
              )}
              {...LINK_ICON}
              aria-label="Editar"
            >
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <IconAction
            label={schedule.active ? 'Pausar' : 'Ativar'}
            onClick={() => void actions.toggle.run()}
            busy={actions.toggle.busy}
          >
            {schedule.active ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
          </IconAction>
          {schedule.running ? (
            <IconAction
              label="Parar"
              color="red"
              onClick={() => void actions.stop.run()}
              busy={actions.stop.busy}
            >
              <IconPlayerStop size={18} />
            </IconAction>
          ) : (
            <IconAction
              label="Executar cronograma"
              onClick={() => void actions.run.run()}
              busy={actions.run.busy}
            >
              <IconPlayerTrackNext size={18} />
            </IconAction>
          )}
          <Tooltip label="Imóveis" withArrow openDelay={300}>
            <ActionIcon
              renderRoot={(props) => (
                <Link {...props} to="/refresh/$id/properties" params={{ id: String(schedule.id) }} />
              )}
              {...LINK_ICON}
              aria-label="Imóveis"
            >
              <IconHome size={18} />
            </ActionIcon>
          </Tooltip>
          <IconAction label="Excluir" color="red" onClick={() => setConfirming(true)}>
            <IconTrash size={18} />
          </IconAction>
        </Group>
      </Group>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void actions.remove.run(() => setConfirming(false))}
        loading={actions.remove.busy}
        title="Excluir agendamento"
        message={
          <>
            Tem certeza que deseja excluir o agendamento <strong>{schedule.name}</strong>? Os imóveis não são
            alterados e o histórico de execuções é mantido.
          </>
        }
        confirmLabel="Excluir"
      />
    </Paper>
  );
});

/** An icon button named by its label, with the same label as a tooltip. */
function IconAction({
  label,
  children,
  color = 'gray',
  busy = false,
  onClick,
}: {
  label: string;
  children: ReactNode;
  color?: string;
  busy?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <BusyActionIcon
        variant="subtle"
        color={color}
        size="lg"
        aria-label={label}
        busy={busy}
        onClick={onClick}
      >
        {children}
      </BusyActionIcon>
    </Tooltip>
  );
}
