import { Skeleton, Text } from '@mantine/core';
import { IconChartHistogram } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, memo, Suspense, useDeferredValue, useMemo } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { formatNumber } from '@/lib/format';
import { JOBS_MAX_LIMIT, jobsListOptions } from '../api/monitor';
import { dailyJobCounts } from '../cockpit';
import { Panel } from '@/components/Panel';
import { WhenVisible } from '@/components/WhenVisible';

// recharts is heavy: its chunk loads when the chart comes into view (below the fold on a first
// load), and only on this route.
const JobsChart = lazy(() => import('./JobsChart'));

const CHART_LOAD_ERROR = 'Erro ao carregar o histórico de jobs';

/** Jobs of the last 7 days per day: completed, failed, pending (and cancelled), stacked. */
export const JobsChartPanel = memo(function JobsChartPanel() {
  const query = useQuery(jobsListOptions({ hours: 168, limit: JOBS_MAX_LIMIT }));
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const page = useDeferredValue(query.data);
  // Days are counted back from when the jobs were fetched (pure, and what the page shows).
  const fetchedAt = useDeferredValue(query.dataUpdatedAt);
  const days = useMemo(() => (page ? dailyJobCounts(page.jobs, fetchedAt) : []), [page, fetchedAt]);
  return (
    <Panel
      fill
      title="Jobs dos Últimos 7 Dias"
      icon={<IconChartHistogram size={20} aria-hidden />}
      testId="jobs-chart"
      stale={query.isError && page !== undefined}
    >
      {query.isError && !page ? (
        <ErrorState title={CHART_LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />
      ) : !page ? (
        <Skeleton height={300} radius="md" aria-busy role="status" aria-label="Carregando o histórico" />
      ) : page.jobs.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl" data-testid="chart-empty">
          Nenhum job nos últimos 7 dias
        </Text>
      ) : (
        <>
          <WhenVisible placeholder={<Skeleton height={300} radius="md" />}>
            <Suspense fallback={<Skeleton height={300} radius="md" />}>
              <JobsChart days={days} />
            </Suspense>
          </WhenVisible>
          {page.total > page.jobs.length && (
            <Text size="xs" c="dimmed" mt="xs">
              Baseado nos {formatNumber(page.jobs.length)} jobs mais recentes de {formatNumber(page.total)}
            </Text>
          )}
        </>
      )}
    </Panel>
  );
});
