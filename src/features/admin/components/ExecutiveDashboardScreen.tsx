import { Grid, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { StaleBanner } from '@/components/StaleBanner';
import { PageHeader } from '@/components/PageHeader';
import { ActivityList } from './ActivityList';
import { ClientList } from './ClientList';
import { DistributionPanel } from './DistributionPanel';
import { KpiCards } from './KpiCards';
import { DASHBOARD_LOAD_ERROR, useExecutiveDashboard } from './useExecutiveDashboard';
import { BusyButton } from '@/components/BusyButton';

/**
 * 'Dashboard Executivo' (/admin, master tenant): the clients' KPIs, their health and
 * PF/PJ distribution, and the recent activities. A failed call replaces the whole view with the
 * spec's error and a retry of what failed.
 */
export function ExecutiveDashboardScreen() {
  const { overview, clients, activity, isFetching, hasError, staleness, error, refresh, retryFailed } =
    useExecutiveDashboard();
  // The answers as shown: deferred (see createQueryClient, src/api/query-client.ts); the panels
  // are memoised, so the render an answer forces stops at this screen.
  const overviewData = useDeferredValue(overview.data);
  const rows = useDeferredValue(clients.data);
  const activities = useDeferredValue(activity.data);
  const activitiesAt = useDeferredValue(activity.dataUpdatedAt);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Dashboard Executivo"
        description="Visão geral dos clientes da plataforma"
        actions={
          <BusyButton
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={refresh}
            busy={isFetching}
          >
            Atualizar
          </BusyButton>
        }
      />
      {hasError ? (
        <ErrorState
          title={DASHBOARD_LOAD_ERROR}
          error={error}
          onRetry={retryFailed}
          retryLabel="Tentar Novamente"
        />
      ) : (
        <>
          <StaleBanner staleness={staleness} retrying={isFetching} onRetry={retryFailed} />
          <KpiCards overview={overviewData} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <ClientList rows={rows} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="md">
                <DistributionPanel distribution={overviewData?.tenant_distribution} />
                <ActivityList items={activities} now={activitiesAt} />
              </Stack>
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
