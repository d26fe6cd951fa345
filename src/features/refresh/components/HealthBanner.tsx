import { Alert, List, Text } from '@mantine/core';
import { IconHeartbeat } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { plural } from '@/lib/format';
import { monitorHealthOptions } from '../api/monitor';

const HEALTH_LOAD_ERROR = 'Erro ao verificar o monitor de refresh';

const CHECK_LABELS: Record<string, string> = {
  database: 'Banco de dados',
  scheduler: 'Agendador',
  jobs: 'Jobs',
  portal: 'Canal Pro',
};

/**
 * `GET .../health`: nothing while healthy; a banner with the failing checks and stuck
 * jobs when degraded (yellow) or unhealthy (red).
 */
export const HealthBanner = memo(function HealthBanner() {
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const query = useQuery(monitorHealthOptions());
  const health = useDeferredValue(query.data);
  if (query.isError && !health) {
    return <ErrorState title={HEALTH_LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!health || health.status === 'healthy') return null;
  const problems = Object.entries(health.checks).filter(([, check]) => check.status !== 'ok');
  const stuck = health.stuck_jobs ?? 0;
  return (
    <Alert
      color={health.status === 'unhealthy' ? 'red' : 'yellow'}
      icon={<IconHeartbeat size={20} />}
      title={
        health.status === 'unhealthy'
          ? 'Monitor de refresh com problemas'
          : 'Monitor de refresh requer atenção'
      }
      styles={READABLE_ALERT_TITLE}
      data-testid="health-banner"
      data-status={health.status}
    >
      <List size="sm" spacing={2}>
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
    </Alert>
  );
});
