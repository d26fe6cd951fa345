import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { memo, useDeferredValue, useMemo } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { formatNumber } from '@/lib/format';
import { BRASILIA_TIMES } from '../messages';
import { jobsListOptions } from '../api/monitor';
import type { ScheduleView } from '../api/normalize';
import { schedulesListOptions } from '../api/schedules';
import { byNextRun, NEXT_SCHEDULES_MAX, runningScheduleIds } from '../cockpit';
import { statusQuery, type ScheduleStatusFilter } from '../search';
import { RECENT_JOBS_QUERY } from './RecentJobsPanel';
import { Panel } from '@/components/Panel';
import { FilterRadios } from './FilterRadios';
import { ScheduleRow } from './ScheduleRow';

const routeApi = getRouteApi('/_authenticated/refresh/');

const SCHEDULES_LOAD_ERROR = 'Erro ao carregar cronogramas';

const FILTERS: { value: ScheduleStatusFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'active', label: 'Ativos' },
  { value: 'paused', label: 'Pausados' },
];

/**
 * 'Próximos Agendamentos' (at most 5, by next run) and, behind 'Ver todos', every schedule with the
 * Ativos / Pausados filter: a paused schedule has no next run but stays reachable.
 */
export const SchedulesPanel = memo(function SchedulesPanel() {
  const { schedules: mode, status } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const all = mode === 'all';
  const query = useQuery(schedulesListOptions(all ? statusQuery(status) : {}));
  // Jobs the cockpit already follows tell which schedules run, even if a server omits is_running.
  const recent = useQuery(jobsListOptions(RECENT_JOBS_QUERY));
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts).
  const schedules = useDeferredValue(query.data);
  const recentJobs = useDeferredValue(recent.data);
  const running = useMemo(() => runningScheduleIds(recentJobs?.jobs ?? []), [recentJobs]);
  const list = useMemo(() => {
    const rows = (schedules ?? []).map((s) =>
      running.has(s.id) && !s.running ? { ...s, running: true } : s,
    );
    const ordered = byNextRun(rows);
    return all ? ordered : ordered.slice(0, NEXT_SCHEDULES_MAX);
  }, [schedules, running, all]);
  const total = schedules?.length ?? 0;

  const setMode = (next: 'next' | 'all') =>
    void navigate({ search: (prev) => ({ ...prev, schedules: next }), replace: true, resetScroll: false });
  const setStatus = (next: ScheduleStatusFilter) =>
    void navigate({ search: (prev) => ({ ...prev, status: next }), replace: true, resetScroll: false });

  return (
    <Panel
      fill
      title={all ? 'Todos os Agendamentos' : 'Próximos Agendamentos'}
      description={BRASILIA_TIMES}
      stale={query.isError && schedules !== undefined}
      icon={<IconCalendarEvent size={20} aria-hidden />}
      testId="schedules-panel"
      actions={
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconList size={16} />}
          onClick={() => setMode(all ? 'next' : 'all')}
        >
          {all ? 'Ver próximos' : 'Ver todos'}
        </Button>
      }
    >
      <Stack gap="sm">
        {all && <FilterRadios label="Situação" data={FILTERS} value={status} onChange={setStatus} />}
        {query.isError && !schedules ? (
          <ErrorState title={SCHEDULES_LOAD_ERROR} error={query.error} onRetry={() => void query.refetch()} />
        ) : !schedules ? (
          <Stack gap="sm" aria-busy role="status" aria-label="Carregando agendamentos">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={88} radius="md" />
            ))}
          </Stack>
        ) : list.length === 0 ? (
          <EmptySchedules filtered={all && status !== 'all'} />
        ) : (
          <ScheduleList schedules={list} />
        )}
        {!all && total > NEXT_SCHEDULES_MAX && (
          <Text size="xs" c="dimmed" data-testid="schedules-cut">
            Mostrando {NEXT_SCHEDULES_MAX} de {formatNumber(total)} agendamentos
          </Text>
        )}
      </Stack>
    </Panel>
  );
});

function ScheduleList({ schedules }: { schedules: ScheduleView[] }) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Agendamentos">
      {schedules.map((s) => (
        <ScheduleRow key={s.id} schedule={s} />
      ))}
    </Stack>
  );
}

function EmptySchedules({ filtered }: { filtered: boolean }) {
  return (
    <Stack align="center" gap="xs" py="md" ta="center">
      <Text fw={600}>{filtered ? 'Nenhum agendamento neste filtro' : 'Nenhum agendamento criado'}</Text>
      {!filtered && (
        <Group>
          <Button component={Link} to="/refresh/new" size="xs" leftSection={<IconPlus size={14} />}>
            Criar agendamento
          </Button>
        </Group>
      )}
    </Stack>
  );
}
