import { Badge, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertOctagon, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { ConfirmModal } from '@/components/ConfirmModal';
import { ErrorState } from '@/components/ErrorState';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { formatNumber, plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import { CLEANUP_DAYS, JOBS_MAX_LIMIT, jobsListOptions, useCleanupLogs } from '../api/monitor';
import { groupFailedJobs, VISIBLE_GROUPS, windowHours } from '../critical-errors';
import { FAILURE_WINDOWS, type FailureWindow } from '../failure-windows';
import { cleanupMessage, REFRESH_MESSAGES as M } from '../messages';
import { ErrorGroupCard } from './ErrorGroupCard';
import { Panel } from '@/components/Panel';
import { FilterRadios } from './FilterRadios';

const routeApi = getRouteApi('/_authenticated/refresh/');

const ERRORS_LOAD_ERROR = 'Erro ao carregar erros críticos';

const WINDOW_DATA = FAILURE_WINDOWS.map((w) => ({ value: w.value as FailureWindow, label: w.label }));

/**
 * 'Erros Críticos': the failed jobs of the chosen window, classified, aged and
 * grouped; 3 groups unless expanded. The count is the server's `total`, and a cut page says so
 *. 'Limpar logs antigos' removes logs older than 7 days after a confirmation.
 */
export const CriticalErrorsPanel = memo(function CriticalErrorsPanel({
  onOpenJob,
}: {
  onOpenJob: (id: number) => void;
}) {
  const { errors: window } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const hours = windowHours(window);
  const query = useQuery(
    jobsListOptions({ status: 'failed', limit: JOBS_MAX_LIMIT, ...(hours ? { hours } : {}) }),
  );
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const page = useDeferredValue(query.data);
  // Errors are aged as of when they were fetched (pure, and what the page shows).
  const fetchedAt = useDeferredValue(query.dataUpdatedAt);
  const groups = useMemo(() => (page ? groupFailedJobs(page.jobs, fetchedAt) : []), [page, fetchedAt]);
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? groups : groups.slice(0, VISIBLE_GROUPS);
  const [confirming, setConfirming] = useState(false);
  const cleanup = useCleanupLogs();
  const clear = useSingleFlight(async () => {
    try {
      const { deleted } = await cleanup.mutateAsync(CLEANUP_DAYS);
      toast.success(cleanupMessage(deleted));
      setConfirming(false);
    } catch (error) {
      toast.failure(error, M.cleanupError);
    }
  });

  const setWindow = (next: FailureWindow) => {
    setExpanded(false);
    void navigate({ search: (prev) => ({ ...prev, errors: next }), replace: true, resetScroll: false });
  };

  return (
    <Panel
      fill
      title="Erros Críticos"
      icon={<IconAlertOctagon size={20} aria-hidden />}
      testId="critical-errors"
      stale={query.isError && page !== undefined}
      actions={
        page && (
          <Badge
            variant="light"
            color={page.total > 0 ? 'red' : 'green'}
            c="var(--mantine-color-text)"
            data-testid="failure-total"
          >
            {plural(page.total, 'falha', 'falhas')}
          </Badge>
        )
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
          <FilterRadios label="Período" data={WINDOW_DATA} value={window} onChange={setWindow} />
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirming(true)}
          >
            Limpar logs antigos
          </Button>
        </Group>
        {query.isError && !page ? (
          <ErrorState title={ERRORS_LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />
        ) : !page ? (
          <Stack gap="xs" aria-busy role="status" aria-label="Carregando erros">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={72} radius="md" />
            ))}
          </Stack>
        ) : groups.length === 0 ? (
          <Group gap="sm" py="md" justify="center">
            <ThemeIcon variant="light" color="green" radius="xl" aria-hidden>
              <IconCircleCheck size={18} />
            </ThemeIcon>
            <Text size="sm">Nenhum erro crítico no período</Text>
          </Group>
        ) : (
          <>
            <Stack
              component="ul"
              gap="xs"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label="Grupos de erros"
            >
              {shown.map((group) => (
                <li key={group.key}>
                  <ErrorGroupCard group={group} onOpen={onOpenJob} />
                </li>
              ))}
            </Stack>
            {page.total > page.jobs.length && (
              <Text size="xs" c="dimmed" data-testid="errors-cut">
                Agrupando as {formatNumber(page.jobs.length)} falhas mais recentes de{' '}
                {formatNumber(page.total)}
              </Text>
            )}
            {groups.length > VISIBLE_GROUPS && (
              <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((v) => !v)}>
                {expanded ? 'Mostrar menos' : `Mostrar os ${formatNumber(groups.length)} grupos`}
              </Button>
            )}
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void clear.run()}
        loading={clear.busy}
        variant="warning"
        title="Limpar logs antigos"
        message={`Os logs de execução com mais de ${CLEANUP_DAYS} dias serão removidos. Esta ação não pode ser desfeita.`}
        confirmLabel="Limpar logs"
      />
    </Panel>
  );
});
