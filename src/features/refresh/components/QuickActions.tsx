import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconChartBar,
  IconPlayerPlay,
  IconPlus,
  IconRefresh,
  IconRefreshDot,
  IconRocket,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { REFRESH_MESSAGES as M } from '../messages';
import { Panel } from './Panel';

/** Each action takes an equal share of the row and wraps onto the next one when it would shrink. */
const ACTION = { flex: '1 1 auto' } as const;

/**
 * The cockpit's quick actions (part 2 §2): new schedule, run every active schedule now, reports,
 * manual refresh, refetch everything. 'Executar Agora' says 'Sem cronogramas ativos' when it has
 * nothing to run.
 */
export function QuickActions({
  canRunAll,
  runningAll,
  onRunAll,
  onManualRefresh,
  refreshing,
  onRefetch,
}: {
  canRunAll: boolean;
  runningAll: boolean;
  onRunAll: () => void;
  onManualRefresh: () => void;
  refreshing: boolean;
  onRefetch: () => void;
}) {
  const hintId = useId();
  return (
    <Panel title="Ações Rápidas" testId="quick-actions">
      <Group gap="sm" align="flex-start">
        <Button component={Link} to="/refresh/new" leftSection={<IconPlus size={16} />} style={ACTION}>
          Novo Agendamento
        </Button>
        <Stack gap={2} style={ACTION}>
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={16} />}
            fullWidth
            onClick={onRunAll}
            disabled={!canRunAll}
            loading={runningAll}
            aria-describedby={canRunAll ? undefined : hintId}
          >
            Executar Agora
          </Button>
          {!canRunAll && (
            <Text id={hintId} size="xs" c="dimmed" ta="center">
              {M.noActiveSchedules}
            </Text>
          )}
        </Stack>
        <Button
          component={Link}
          to="/dashboard"
          variant="default"
          leftSection={<IconChartBar size={16} />}
          style={ACTION}
        >
          Relatórios
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefreshDot size={16} />}
          style={ACTION}
          onClick={onManualRefresh}
        >
          Refresh Manual
        </Button>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          style={ACTION}
          onClick={onRefetch}
          loading={refreshing}
        >
          Atualizar
        </Button>
      </Group>
    </Panel>
  );
}

/** 'Comece agora!' when no schedule is active (part 2 §2). */
export function StartHint({ hasPaused }: { hasPaused: boolean }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="start-hint">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ alignItems: 'center' }}>
        <Stack gap={4}>
          <Text fw={700} size="lg">
            Comece agora!
          </Text>
          <Text size="sm" c="dimmed">
            {hasPaused
              ? 'Nenhum cronograma está ativo. Ative um cronograma pausado ou crie um novo para manter seus anúncios no topo do Canal Pro.'
              : 'Crie seu primeiro agendamento e seus anúncios voltam ao topo do Canal Pro todos os dias, no horário que você escolher.'}
          </Text>
        </Stack>
        <Button
          component={Link}
          to="/refresh/new"
          leftSection={<IconRocket size={16} />}
          justify="center"
          style={{ justifySelf: 'end' }}
        >
          Criar primeiro agendamento
        </Button>
      </SimpleGrid>
    </Paper>
  );
}
