import { Anchor, Breadcrumbs, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ErrorState';
import { PageHeader } from '@/components/PageHeader';
import { parseScheduleId, scheduleDetailOptions, schedulePropertiesOptions } from '../api/schedules';
import { REFRESH_MESSAGES as M } from '../messages';
import { formatWeekdays } from '../weekdays';
import { AddPropertiesModal } from './AddPropertiesModal';
import { PickListSkeleton } from './PickListSkeleton';
import { ScheduleNotFound } from './ScheduleNotFound';
import { SchedulePropertyTable } from './SchedulePropertyTable';
import { EXACT_ACTIVE } from '@/lib/links';

const SCHEDULE_PROPERTIES_LOAD_ERROR = 'Erro ao carregar imóveis do cronograma';

/**
 * '/refresh/$id/properties': the schedule's properties with search and multi-select
 * removal, and the add modal. A non-numeric id says 'ID do cronograma inválido'; an unknown or
 * another account's id is not found, with the way back.
 */
export function SchedulePropertiesScreen() {
  const params = useParams({ strict: false });
  const id = parseScheduleId(params.id);
  const schedule = useQuery({ ...scheduleDetailOptions(id ?? 0), enabled: id !== null });
  const properties = useQuery({ ...schedulePropertiesOptions(id ?? 0), enabled: id !== null });
  const [adding, setAdding] = useState(false);

  if (id === null) return <ScheduleNotFound invalidId />;
  const notFound = [schedule, properties].some(
    (q) => q.isError && isApiError(q.error) && q.error.status === 404,
  );
  if (notFound) return <ScheduleNotFound />;
  const s = schedule.data;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/refresh" activeOptions={EXACT_ACTIVE} size="sm">
          Cockpit do Corretor
        </Anchor>
        <Text size="sm" c="dimmed">
          Imóveis do Agendamento
        </Text>
      </Breadcrumbs>
      <PageHeader
        title={s ? `Imóveis: ${s.name}` : 'Imóveis do Agendamento'}
        description={
          s ? `${s.time || '—'} · ${formatWeekdays(s.days)} · ${s.active ? 'Ativo' : 'Pausado'}` : undefined
        }
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} disabled={!s}>
            Adicionar Imóveis
          </Button>
        }
      />
      {properties.isError && !properties.data ? (
        <ErrorState
          title={SCHEDULE_PROPERTIES_LOAD_ERROR}
          error={properties.error}
          onRetry={() => void properties.refetch()}
        />
      ) : properties.data && s ? (
        <SchedulePropertyTable schedule={s} rows={properties.data} onAdd={() => setAdding(true)} />
      ) : schedule.isError && !s ? (
        <ErrorState
          title={M.scheduleLoadError}
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
        />
      ) : (
        <PickListSkeleton />
      )}
      <AddPropertiesModal scheduleId={id} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
