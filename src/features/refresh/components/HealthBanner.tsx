import { Alert, Box, Button, Group, List, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronUp,
  IconHeartbeat,
  IconRefresh,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId, type ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { plural } from '@/lib/format';
import type { components } from '@/api/schema';
import { monitorHealthOptions } from '../api/monitor';
import { BusyButton } from '@/components/BusyButton';

const HEALTH_LOAD_ERROR = 'Erro ao verificar o monitor de refresh';

const CHECK_LABELS: Record<string, string> = {
  database: 'Banco de dados',
  scheduler: 'Agendador',
  jobs: 'Jobs',
  portal: 'Canal Pro',
};

/**
 * One line in every state, with the same height: the cockpit below it stays where it was drawn
 * when the answer arrives (a banner inserted above it moved the whole page: CLS 0.13).
 */
function Strip({
  color,
  icon,
  title,
  action,
  children,
  ...rest
}: {
  color: string;
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  children?: ReactNode;
  'data-status': string;
}) {
  return (
    <Alert
      color={color}
      icon={icon}
      // A status line, read politely as it changes: not an alert, nor the button in it.
      role="status"
      // The body may shrink (Mantine's does not), so that a long title is cut, not the button;
      // nothing clips the button's focus ring (the title cuts its own text).
      styles={{
        ...READABLE_ALERT_TITLE,
        root: { overflow: 'visible' },
        body: { minWidth: 0 },
        label: { flex: 1, minWidth: 0, overflow: 'visible' },
      }}
      data-testid="health-banner"
      title={
        <Group justify="space-between" wrap="nowrap" gap="xs" mih={26}>
          <Text span inherit truncate flex={1} miw={0}>
            {title}
          </Text>
          {action}
        </Group>
      }
      {...rest}
    >
      {children}
    </Alert>
  );
}

type Health = components['schemas']['MonitorHealth'];

const failingChecks = (health: Health) =>
  Object.entries(health.checks).filter(([, check]) => check.status !== 'ok');

/** Whether 'Detalhes' has anything to show. */
const hasProblems = (health: Health) => failingChecks(health).length > 0 || (health.stuck_jobs ?? 0) > 0;

/** The failing checks and the stuck jobs. */
function Problems({ health, id }: { health: Health; id: string }) {
  const problems = failingChecks(health);
  const stuck = health.stuck_jobs ?? 0;
  return (
    <List size="sm" spacing={2} id={id}>
      {problems.map(([name, check]) => (
        <List.Item key={name}>
          <Text span size="sm" fw={600}>
            {CHECK_LABELS[name] ?? name}:
          </Text>{' '}
          {check.message ?? (check.status === 'error' ? 'com erro' : 'atenção')}
        </List.Item>
      ))}
      {stuck > 0 && (
        <List.Item data-testid="stuck-jobs">{`${plural(stuck, 'job parado', 'jobs parados')} na fila além do limite`}</List.Item>
      )}
    </List>
  );
}

/**
 * `GET .../health`: a line saying the monitor is being checked, then that it is fine, or that it
 * needs attention (yellow) or has problems (red), with its failing checks and stuck jobs under
 * 'Detalhes'.
 */
export const HealthBanner = memo(function HealthBanner() {
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const query = useQuery(monitorHealthOptions());
  const health = useDeferredValue(query.data);
  const [open, { toggle }] = useDisclosure(false);
  const detailsId = useId();
  if (query.isError && !health) {
    const reason = isApiError(query.error) ? query.error.message : undefined;
    return (
      <Strip
        color="red"
        icon={<IconAlertTriangle size={20} />}
        title={reason && reason !== HEALTH_LOAD_ERROR ? `${HEALTH_LOAD_ERROR}: ${reason}` : HEALTH_LOAD_ERROR}
        action={
          <BusyButton
            variant="default"
            size="compact-sm"
            px={6}
            onClick={() => void query.refetch()}
            busy={query.isFetching}
            aria-label="Tentar novamente"
          >
            <IconRefresh size={14} />
            <Box component="span" visibleFrom="xs" ml={4}>
              Tentar novamente
            </Box>
          </BusyButton>
        }
        data-status="error"
      />
    );
  }
  if (!health) {
    return (
      <Strip
        color="gray"
        icon={<Loader size={18} aria-hidden />}
        title="Verificando o refresh..."
        data-status="loading"
      />
    );
  }
  if (health.status === 'healthy') {
    return (
      <Strip
        color="green"
        icon={<IconHeartbeat size={20} />}
        title="Refresh sem problemas"
        data-status="healthy"
      />
    );
  }
  const detailed = hasProblems(health);
  return (
    <Strip
      color={health.status === 'unhealthy' ? 'red' : 'yellow'}
      icon={<IconHeartbeat size={20} />}
      title={health.status === 'unhealthy' ? 'Refresh com problemas' : 'Refresh requer atenção'}
      action={
        detailed && (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            px={6}
            onClick={toggle}
            aria-label="Detalhes do monitor"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
          >
            {/* On a phone the chevron alone: the title keeps its words. */}
            <Box component="span" visibleFrom="xs" mr={4}>
              Detalhes
            </Box>
            {open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          </Button>
        )
      }
      data-status={health.status}
    >
      {/* Opened by the user only: what it moves then is their doing, not the page's. */}
      {open && detailed && <Problems health={health} id={detailsId} />}
    </Strip>
  );
});
