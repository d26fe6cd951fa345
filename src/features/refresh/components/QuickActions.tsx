import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChartBar, IconPlayerPlay, IconPlus, IconRefresh, IconRefreshDot } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { REFRESH_MESSAGES as M } from '../messages';
import { Panel } from '@/components/Panel';
import { BusyButton } from '@/components/BusyButton';

/** Each action takes an equal share of the row and wraps onto the next one when it would shrink. */
const ACTION = { flex: '1 1 auto' } as const;

/**
 * What 'Executar Agora' can do, from the schedules' query: while they load or after they failed it
 * cannot tell whether any is active, which is not the same as having none.
 */
export type RunAllState = 'loading' | 'error' | 'none-active' | 'ready';

const RUN_ALL_HINTS: Record<Exclude<RunAllState, 'ready'>, string> = {
  loading: 'Carregando cronogramas…',
  error: 'Cronogramas indisponíveis',
  'none-active': M.noActiveSchedules,
};

/**
 * The cockpit's quick actions: new schedule, run every active schedule now, reports,
 * manual refresh, refetch everything. 'Executar Agora' says why it is disabled: the schedules are
 * loading, failed to load, or none is active ('Sem cronogramas ativos').
 */
export function QuickActions({
  runAll,
  onRunAll,
  onManualRefresh,
  refreshing,
  onRefetch,
}: {
  runAll: RunAllState;
  onRunAll: () => void;
  onManualRefresh: () => void;
  refreshing: boolean;
  onRefetch: () => void;
}) {
  const hintId = useId();
  const hint = runAll === 'ready' ? null : RUN_ALL_HINTS[runAll];
  return (
    <Panel fill title="Ações Rápidas" testId="quick-actions">
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
            disabled={hint !== null}
            aria-describedby={hint ? hintId : undefined}
          >
            Executar Agora
          </Button>
          {hint && (
            <Text id={hintId} size="xs" c="dimmed" ta="center" data-testid="run-all-hint">
              {hint}
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
        <BusyButton
          variant="default"
          leftSection={<IconRefresh size={16} />}
          style={ACTION}
          onClick={onRefetch}
          busy={refreshing}
        >
          Atualizar
        </BusyButton>
      </Group>
    </Panel>
  );
}
