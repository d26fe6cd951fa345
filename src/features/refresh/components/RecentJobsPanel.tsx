import { Group, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { formatBrasiliaDateTime } from '@/lib/brasilia';
import { formatNumber, formatRelative, plural } from '@/lib/format';
import type { JobsQuery } from '../api/keys';
import { jobsListOptions } from '../api/monitor';
import type { JobView } from '../api/normalize';
import { MANUAL_REFRESH_LABEL } from '../critical-errors';
import { jobStatusLabel } from '../labels';
import { JobStatusBadge } from './JobStatusBadge';
import { Panel } from '@/components/Panel';

/** The newest jobs of any status: where a run's jobs appear and settle, and a stop shows 'Cancelado'. */
export const RECENT_JOBS_QUERY: JobsQuery = { limit: 10 };
const JOBS_LOAD_ERROR = 'Erro ao carregar execuções';

export const RecentJobsPanel = memo(function RecentJobsPanel({
  onOpenJob,
}: {
  onOpenJob: (id: number) => void;
}) {
  const query = useQuery(jobsListOptions(RECENT_JOBS_QUERY));
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const page = useDeferredValue(query.data);
  return (
    <Panel
      fill
      title="Últimas Execuções"
      icon={<IconHistory size={20} aria-hidden />}
      testId="recent-jobs"
      stale={query.isError && page !== undefined}
    >
      {query.isError && !page ? (
        <ErrorState title={JOBS_LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />
      ) : !page ? (
        <Stack gap="xs" aria-busy role="status" aria-label="Carregando execuções">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={40} />
          ))}
        </Stack>
      ) : page.jobs.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          Nenhuma execução registrada
        </Text>
      ) : (
        <Stack gap="xs">
          <Stack
            component="ul"
            gap={4}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Execuções recentes"
          >
            {page.jobs.map((job) => (
              <li key={job.id}>
                <JobLine job={job} onOpen={onOpenJob} />
              </li>
            ))}
          </Stack>
          <Text size="xs" c="dimmed" data-testid="recent-jobs-count">
            {formatNumber(page.jobs.length)} de {plural(page.total, 'execução', 'execuções')}
          </Text>
        </Stack>
      )}
    </Panel>
  );
});

function JobLine({ job, onOpen }: { job: JobView; onOpen: (id: number) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(job.id)}
      w="100%"
      p={6}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      aria-label={`Job #${job.id}, ${jobStatusLabel(job.status)}: ${job.scheduleName ?? MANUAL_REFRESH_LABEL}, ${job.propertyTitle ?? (job.propertyId ? `imóvel ${job.propertyId}` : 'sem imóvel')}. Ver detalhes`}
      data-testid="recent-job"
      data-status={job.status}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} lineClamp={1}>
            {job.scheduleName ?? MANUAL_REFRESH_LABEL}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {job.propertyTitle ?? (job.propertyId ? `Imóvel ${job.propertyId}` : '—')}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <JobStatusBadge status={job.status} />
          <Text size="xs" c="dimmed" title={formatBrasiliaDateTime(job.createdAt)}>
            {formatRelative(job.createdAt)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
