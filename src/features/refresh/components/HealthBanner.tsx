import { Alert, Box, Button, Group, List, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp, IconHeartbeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId, type ReactNode } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { plural } from '@/lib/format';
import type { components } from '@/api/schema';
import { monitorHealthOptions } from '../api/monitor';

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
  role?: string;
  'data-status': string;
}) {
  return (
    <Alert
      color={color}
      icon={icon}
      // The body may shrink (Mantine's does not), so that a long title is cut, not the button.
      styles={{ ...READABLE_ALERT_TITLE, body: { minWidth: 0 }, label: { flex: 1 } }}
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

/** The failing checks and the stuck jobs. */
function Problems({ health, id }: { health: components['schemas']['MonitorHealth']; id: string }) {
  const problems = Object.entries(health.checks).filter(([, check]) => check.status !== 'ok');
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
    return <ErrorState title={HEALTH_LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!health) {
    return (
      <Strip
        color="gray"
        icon={<Loader size={18} aria-hidden />}
        title="Verificando o refresh..."
        role="status"
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
        role="status"
        data-status="healthy"
      />
    );
  }
  return (
    <Strip
      color={health.status === 'unhealthy' ? 'red' : 'yellow'}
      icon={<IconHeartbeat size={20} />}
      title={health.status === 'unhealthy' ? 'Refresh com problemas' : 'Refresh requer atenção'}
      action={
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
      }
      data-status={health.status}
    >
      {/* Opened by the user only: what it moves then is their doing, not the page's. */}
      {open && <Problems health={health} id={detailsId} />}
    </Strip>
  );
});
