import { Alert, Anchor, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ErrorState';
import { Fact } from '@/components/Fact';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { formatBrasiliaDateTime } from '@/lib/brasilia';
import { jobDetailOptions } from '../api/monitor';
import type { JobView } from '../api/normalize';
import {
  AGE_LABELS,
  classifyFailedJob,
  ERROR_TYPE_LABELS,
  MANUAL_REFRESH_LABEL,
  SEVERITY_LABELS,
} from '../critical-errors';
import { BRASILIA_TIMES } from '../messages';
import { JobStatusBadge } from './JobStatusBadge';

const JOB_LOAD_ERROR = 'Erro ao carregar o job';

/** One job's detail from `GET .../jobs/{id}`, opened from an error group or the history. */
export function JobDetailModal({ jobId, onClose }: { jobId: number | null; onClose: () => void }) {
  return (
    <Modal opened={jobId !== null} onClose={onClose} title={jobId ? `Job #${jobId}` : 'Job'} size="lg">
      {jobId !== null && <JobDetail id={jobId} />}
    </Modal>
  );
}

function JobDetail({ id }: { id: number }) {
  const query = useQuery(jobDetailOptions(id));
  if (query.isError && isApiError(query.error) && query.error.status === 404) {
    return <Text size="sm">Job não encontrado. Ele pode ter sido removido na limpeza de logs antigos.</Text>;
  }
  if (query.isError && !query.data) {
    return <ErrorState title={JOB_LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Stack gap="xs" aria-busy role="status" aria-label="Carregando job">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={20} />
        ))}
      </Stack>
    );
  }
  // Aged as of when the job was fetched, as the errors panel ages its groups.
  return <JobFacts job={query.data} now={query.dataUpdatedAt} />;
}

function JobFacts({ job, now }: { job: JobView; now: number }) {
  const failure = job.status === 'failed' ? classifyFailedJob(job, now) : null;
  const duration =
    job.startedAt && job.finishedAt
      ? Math.max(0, Math.round((Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000))
      : null;
  return (
    <Stack gap="md" data-testid="job-detail">
      <Stack component="dl" gap={6} m={0}>
        <Fact layout="row" label="Situação">
          <JobStatusBadge status={job.status} />
        </Fact>
        <Fact layout="row" label="Cronograma">
          {job.scheduleName ?? MANUAL_REFRESH_LABEL}
        </Fact>
        <Fact layout="row" label="Imóvel">
          {job.propertyId ? (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/properties/$id" params={{ id: String(job.propertyId) }} />
              )}
            >
              {job.propertyTitle ?? `Imóvel ${job.propertyId}`}
            </Anchor>
          ) : (
            '—'
          )}
        </Fact>
        <Fact layout="row" label="Criado em">
          {formatBrasiliaDateTime(job.createdAt)}
        </Fact>
        <Fact layout="row" label="Iniciado em">
          {formatBrasiliaDateTime(job.startedAt)}
        </Fact>
        <Fact layout="row" label="Finalizado em">
          {formatBrasiliaDateTime(job.finishedAt)}
        </Fact>
        {duration !== null && <Fact layout="row" label="Duração">{`${duration} s`}</Fact>}
        {failure && (
          <Fact layout="row" label="Classificação">
            {ERROR_TYPE_LABELS[failure.type]} · severidade {SEVERITY_LABELS[failure.severity].toLowerCase()} ·{' '}
            {AGE_LABELS[failure.age]}
          </Fact>
        )}
      </Stack>
      <Text size="xs" c="dimmed">
        {BRASILIA_TIMES}
      </Text>
      {job.error && (
        <Alert
          color={job.status === 'failed' ? 'red' : 'gray'}
          title={job.status === 'failed' ? 'Erro' : 'Motivo'}
          styles={READABLE_ALERT_TITLE}
        >
          {job.error}
        </Alert>
      )}
    </Stack>
  );
}
