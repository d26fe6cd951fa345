import { Anchor, Breadcrumbs, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/ErrorState';
import { LeaveConfirm } from '@/components/LeaveConfirm';
import { PageHeader } from '@/components/PageHeader';
import type { ScheduleView } from '../api/normalize';
import { parseScheduleId, scheduleDetailOptions } from '../api/schedules';
import { useScheduleEditForm } from '../hooks/useScheduleForms';
import { REFRESH_MESSAGES as M } from '../messages';
import { LEAVE_WORDING } from '../messages';
import { SaveErrorAlert } from './SaveErrorAlert';
import { ScheduleNotFound } from './ScheduleNotFound';
import { ScheduleSettingsFields } from './ScheduleSettingsFields';
import { EXACT_ACTIVE } from '@/lib/links';
import { BusyButton } from '@/components/BusyButton';

/** '/refresh/$id/edit': one step, no property selection; not found with a way back. */
export function ScheduleEditScreen() {
  const params = useParams({ strict: false });
  const id = parseScheduleId(params.id);
  const query = useQuery({ ...scheduleDetailOptions(id ?? 0), enabled: id !== null });

  if (id === null) return <ScheduleNotFound invalidId />;
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <ScheduleNotFound />;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/refresh" activeOptions={EXACT_ACTIVE} size="sm">
          Cockpit do Corretor
        </Anchor>
        <Text size="sm" c="dimmed">
          Editar Agendamento
        </Text>
      </Breadcrumbs>
      <PageHeader title="Editar Agendamento" description={query.data?.name} />
      {query.data ? (
        <EditForm key={query.data.id} schedule={query.data} />
      ) : query.isError ? (
        <ErrorState title={M.scheduleLoadError} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Paper withBorder p="md" radius="md" aria-busy role="status" aria-label="Carregando cronograma">
          <Stack gap="md">
            <Skeleton height={56} />
            <Skeleton height={56} width={240} />
            <Skeleton height={48} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function EditForm({ schedule }: { schedule: ScheduleView }) {
  const { form, save, saving, saveError, guard } = useScheduleEditForm(schedule);
  return (
    <>
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <ScheduleSettingsFields form={form} />
          {saveError !== null && <SaveErrorAlert error={saveError} />}
          <Group justify="space-between" gap="sm">
            <Button component={Link} to="/refresh" activeOptions={EXACT_ACTIVE} variant="default">
              Cancelar
            </Button>
            <BusyButton type="submit" leftSection={<IconCheck size={16} />} busy={saving}>
              Salvar Alterações
            </BusyButton>
          </Group>
        </Stack>
      </Paper>
      <LeaveConfirm guard={guard} {...LEAVE_WORDING} />
    </>
  );
}
