import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useState } from 'react';
import { usePaletteIntent } from '@/hooks/usePaletteIntent';
import { ErrorState } from '@/components/ErrorState';
import { lazyDialog, usePreloadWhenIdle } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/PageHeader';
import { StaleBanner } from '@/components/StaleBanner';
import { dashboardStatsOptions } from '@/features/dashboard/api/dashboard-stats';
import { refreshStatsOptions } from '../api/monitor';
import { schedulesListOptions } from '../api/schedules';
import { useCockpitLiveUpdates } from '../hooks/useCockpitLiveUpdates';
import { useCockpitStaleness, useRefetchCockpit } from '../hooks/useCockpitRefresh';
import { CriticalErrorsPanel } from './CriticalErrorsPanel';
import { HealthBanner } from './HealthBanner';
import { JobDetailModal } from './JobDetailModal';
import { JobsChartPanel } from './JobsChartPanel';
import { QuickActions, type RunAllState } from './QuickActions';
import { RecentJobsPanel } from './RecentJobsPanel';
import { RefreshStatCards } from './RefreshStatCards';
import { SchedulesPanel } from './SchedulesPanel';
import { StartHint } from './StartHint';
import { WeekView } from './WeekView';

// Opened on request: loaded apart from the cockpit (see lazyDialog).
const RunAllDialog = lazyDialog(() => import('./RunAllDialog').then((m) => m.RunAllDialog));
const ManualRefreshDialog = lazyDialog(() =>
  import('./ManualRefreshDialog').then((m) => m.ManualRefreshDialog),
);

const COCKPIT_TITLE = 'Cockpit do Corretor';
const STATS_LOAD_ERROR = 'Erro ao carregar estatísticas';

/** '/refresh': the 'Cockpit do Corretor'. */
export function CockpitScreen() {
  const schedules = useQuery(schedulesListOptions());
  const stats = useQuery(refreshStatsOptions());
  const dashboard = useQuery(dashboardStatsOptions());
  // The answers as shown: deferred (see createQueryClient, src/api/query-client.ts); the panels
  // are memoised, so the render an answer forces stops at this screen.
  const scheduleList = useDeferredValue(schedules.data);
  const statsData = useDeferredValue(stats.data);
  const inRefresh = useDeferredValue(dashboard.data?.properties_in_refresh);
  const { refetch: refetchSchedules } = schedules;
  const retrySchedules = useCallback(() => void refetchSchedules(), [refetchSchedules]);
  useCockpitLiveUpdates(stats.data);
  const refetch = useRefetchCockpit();
  const staleness = useCockpitStaleness();
  const [manualOpen, setManualOpen] = useState(false);
  const [runAllOpen, setRunAllOpen] = useState(false);
  usePaletteIntent('manual-refresh', () => setManualOpen(true));
  const [jobId, setJobId] = useState<number | null>(null);
  usePreloadWhenIdle(scheduleList !== undefined, [RunAllDialog, ManualRefreshDialog]);
  const active = scheduleList?.filter((s) => s.active) ?? [];
  const runAll: RunAllState = scheduleList
    ? active.length > 0
      ? 'ready'
      : 'none-active'
    : schedules.isError
      ? 'error'
      : 'loading';

  return (
    <Stack gap="lg">
      <PageHeader
        title={COCKPIT_TITLE}
        description="Seus anúncios no topo do Canal Pro: agendamentos de refresh, execuções e erros"
      />
      <StaleBanner staleness={staleness} retrying={refetch.busy} onRetry={() => void refetch.run()} />
      <HealthBanner />
      <QuickActions
        runAll={runAll}
        onRunAll={() => setRunAllOpen(true)}
        onManualRefresh={() => setManualOpen(true)}
        refreshing={refetch.busy}
        onRefetch={() => void refetch.run()}
      />
      {runAll === 'none-active' && <StartHint paused={scheduleList ?? []} />}
      {stats.isError && !statsData && (
        <ErrorState title={STATS_LOAD_ERROR} error={stats.error} onRetry={() => void stats.refetch()} />
      )}
      <RefreshStatCards
        stats={{ data: statsData, isError: stats.isError }}
        propertiesInRefresh={{ data: inRefresh, isError: dashboard.isError }}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <SchedulesPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CriticalErrorsPanel onOpenJob={setJobId} />
        </Grid.Col>
      </Grid>
      <WeekView
        schedules={scheduleList}
        isError={schedules.isError}
        error={schedules.error}
        onRetry={retrySchedules}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <JobsChartPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <RecentJobsPanel onOpenJob={setJobId} />
        </Grid.Col>
      </Grid>
      <RunAllDialog opened={runAllOpen} onClose={() => setRunAllOpen(false)} schedules={active} />
      <ManualRefreshDialog opened={manualOpen} onClose={() => setManualOpen(false)} />
      <JobDetailModal jobId={jobId} onClose={() => setJobId(null)} />
    </Stack>
  );
}
