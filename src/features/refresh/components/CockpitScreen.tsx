import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePaletteIntent } from '@/hooks/usePaletteIntent';
import { ErrorState } from '@/components/ErrorState';
import { PageHeader } from '@/components/PageHeader';
import { dashboardStatsOptions } from '@/features/dashboard/api/dashboard-stats';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { refreshStatsOptions } from '../api/monitor';
import { schedulesListOptions } from '../api/schedules';
import { useCockpitLiveUpdates, useRefetchCockpit } from '../hooks/useCockpitLiveUpdates';
import { useRunActiveSchedules } from '../hooks/useRunActiveSchedules';
import { CriticalErrorsPanel } from './CriticalErrorsPanel';
import { HealthBanner } from './HealthBanner';
import { JobDetailModal } from './JobDetailModal';
import { JobsChartPanel } from './JobsChartPanel';
import { ManualRefreshDialog } from './ManualRefreshDialog';
import { QuickActions, StartHint } from './QuickActions';
import { RecentJobsPanel } from './RecentJobsPanel';
import { RefreshStatCards } from './RefreshStatCards';
import { RunAllResult } from './RunAllResult';
import { SchedulesPanel } from './SchedulesPanel';
import { WeekView } from './WeekView';

export const COCKPIT_TITLE = 'Cockpit do Corretor';
export const STATS_LOAD_ERROR = 'Erro ao carregar estatísticas';

/** '/refresh': the 'Cockpit do Corretor' (part 2 §2, issues 11 and 17). */
export function CockpitScreen() {
  const schedules = useQuery(schedulesListOptions());
  const stats = useQuery(refreshStatsOptions());
  const dashboard = useQuery(dashboardStatsOptions());
  useCockpitLiveUpdates(stats.data);
  const runAll = useRunActiveSchedules(schedules.data);
  const refetch = useSingleFlight(useRefetchCockpit());
  const [manualOpen, setManualOpen] = useState(false);
  usePaletteIntent('manual-refresh', () => setManualOpen(true));
  const [jobId, setJobId] = useState<number | null>(null);
  const noneActive = schedules.data !== undefined && !schedules.data.some((s) => s.active);

  return (
    <Stack gap="lg">
      <PageHeader
        title={COCKPIT_TITLE}
        description="Seus anúncios no topo do Canal Pro: agendamentos de refresh, execuções e erros"
      />
      <HealthBanner />
      <QuickActions
        canRunAll={!runAll.disabled}
        runningAll={runAll.busy}
        onRunAll={() => void runAll.run()}
        onManualRefresh={() => setManualOpen(true)}
        refreshing={refetch.busy}
        onRefetch={() => void refetch.run()}
      />
      {runAll.outcomes && <RunAllResult outcomes={runAll.outcomes} onClose={runAll.dismiss} />}
      {noneActive && <StartHint hasPaused={(schedules.data?.length ?? 0) > 0} />}
      {stats.isError && !stats.data && (
        <ErrorState title={STATS_LOAD_ERROR} error={stats.error} onRetry={() => void stats.refetch()} />
      )}
      <RefreshStatCards stats={stats.data} propertiesInRefresh={dashboard.data?.properties_in_refresh} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <SchedulesPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <CriticalErrorsPanel onOpenJob={setJobId} />
        </Grid.Col>
      </Grid>
      <WeekView schedules={schedules.data} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <JobsChartPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <RecentJobsPanel onOpenJob={setJobId} />
        </Grid.Col>
      </Grid>
      <ManualRefreshDialog opened={manualOpen} onClose={() => setManualOpen(false)} />
      <JobDetailModal jobId={jobId} onClose={() => setJobId(null)} />
    </Stack>
  );
}
