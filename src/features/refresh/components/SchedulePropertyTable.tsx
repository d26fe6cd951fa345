import { Button, Checkbox, Group, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconHomeOff, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ConfirmModal } from '@/components/ConfirmModal';
import { EmptyState } from '@/components/EmptyState';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { formatNumber, plural } from '@/lib/format';
import { toast } from '@/lib/notify';
import type { SchedulePropertyView, ScheduleView } from '../api/normalize';
import { useRemoveScheduleProperties, useToggleSchedule } from '../api/schedules';
import { usePagedFilter } from '../hooks/usePagedFilter';
import { REFRESH_MESSAGES as M } from '../messages';
import { PanelPager } from './PanelPager';
import { SchedulePropertyRows } from './SchedulePropertyRows';
import { BusyButton } from '@/components/BusyButton';

/**
 * The schedule's properties: search, select (one, or all the search matches), remove after a
 * confirmation. Removing the last ones says the schedule is left with nothing to refresh and offers
 * to pause it too (an active schedule with no property runs for nothing).
 */
export function SchedulePropertyTable({
  schedule,
  rows,
  onAdd,
}: {
  schedule: Pick<ScheduleView, 'id' | 'name' | 'active'>;
  rows: readonly SchedulePropertyView[];
  onAdd: () => void;
}) {
  const scheduleId = schedule.id;
  const paged = usePagedFilter(rows);
  const [picked, setPicked] = useState<Set<number>>(() => new Set());
  // Only properties still in the schedule stay selected.
  const selected = useMemo(
    () => new Set(rows.filter((r) => picked.has(r.id)).map((r) => r.id)),
    [rows, picked],
  );
  const filteredChecked = paged.filtered.filter((r) => selected.has(r.id)).length;
  const allChecked = paged.filtered.length > 0 && filteredChecked === paged.filtered.length;
  const [confirming, setConfirming] = useState(false);
  const emptiesSchedule = selected.size > 0 && selected.size === rows.length;
  // Pausing is offered, and proposed, when the removal leaves an active schedule empty.
  const [pauseToo, setPauseToo] = useState(true);
  const removeMutation = useRemoveScheduleProperties();
  const toggleMutation = useToggleSchedule();
  const pause = useSingleFlight(async () => {
    try {
      await toggleMutation.mutateAsync({ id: scheduleId, active: false });
      toast.success(M.deactivated);
    } catch (error) {
      toast.failure(error, M.toggleError);
    }
  });
  const remove = useSingleFlight(async () => {
    try {
      await removeMutation.mutateAsync({ id: scheduleId, propertyIds: [...selected] });
      toast.success(M.propertyRemoved);
      setPicked(new Set());
      setConfirming(false);
    } catch (error) {
      toast.failure(error, M.removePropertyError);
      return;
    }
    if (emptiesSchedule && schedule.active && pauseToo) await pause.run();
  });
  const openConfirm = () => {
    setPauseToo(true);
    setConfirming(true);
  };

  const toggle = (id: number, checked: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = () =>
    setPicked((prev) => {
      const next = new Set(prev);
      for (const r of paged.filtered) {
        if (allChecked) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });

  if (rows.length === 0) {
    return (
      <EmptyState
        icon={IconHomeOff}
        title="Nenhum imóvel neste agendamento"
        description={
          schedule.active
            ? 'O agendamento está ativo, mas sem imóveis cada execução não atualiza nada. Adicione imóveis exportados ou pause-o.'
            : 'Adicione imóveis exportados para que o agendamento os republique no Canal Pro.'
        }
        action={
          <Group gap="sm" justify="center">
            <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
              Adicionar Imóveis
            </Button>
            {schedule.active && (
              <BusyButton variant="default" onClick={() => void pause.run()} busy={pause.busy}>
                Pausar agendamento
              </BusyButton>
            )}
          </Group>
        }
      />
    );
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <TextInput
            label="Buscar imóveis do agendamento"
            placeholder="Título, bairro ou cidade"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={paged.query}
            onChange={(event) => paged.setQuery(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={selected.size === 0}
            onClick={openConfirm}
          >
            {selected.size > 0
              ? `Remover selecionados (${formatNumber(selected.size)})`
              : 'Remover selecionados'}
          </Button>
        </Group>
        <Group justify="space-between" gap="xs">
          <Checkbox
            label="Selecionar todos"
            checked={allChecked}
            indeterminate={filteredChecked > 0 && !allChecked}
            onChange={toggleAll}
            disabled={paged.filtered.length === 0}
          />
          <Text size="xs" c="dimmed" aria-live="polite" data-testid="schedule-properties-count">
            {paged.filtered.length === rows.length
              ? plural(rows.length, 'imóvel', 'imóveis')
              : `${formatNumber(paged.filtered.length)} de ${plural(rows.length, 'imóvel', 'imóveis')}`}
          </Text>
        </Group>
        {paged.pageRows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            Nenhum imóvel encontrado para a busca
          </Text>
        ) : (
          <SchedulePropertyRows rows={paged.pageRows} selected={selected} onToggle={toggle} />
        )}
        <PanelPager page={paged.page} totalPages={paged.totalPages} onChange={paged.setPage} />
      </Stack>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void remove.run()}
        loading={remove.busy}
        variant={emptiesSchedule ? 'warning' : 'danger'}
        title={emptiesSchedule ? 'Deixar o agendamento sem imóveis?' : 'Remover imóveis do agendamento'}
        message={
          emptiesSchedule ? (
            <EmptyingMessage
              count={selected.size}
              schedule={schedule}
              pauseToo={pauseToo}
              onPauseToo={setPauseToo}
            />
          ) : (
            `${plural(selected.size, 'imóvel deixa', 'imóveis deixam')} de ser atualizados por este agendamento. Os imóveis não são excluídos.`
          )
        }
        confirmLabel={emptiesSchedule && schedule.active && pauseToo ? 'Remover e pausar' : 'Remover'}
      />
    </Paper>
  );
}

/** What removing every property does to the schedule, and the offer to pause it. */
function EmptyingMessage({
  count,
  schedule,
  pauseToo,
  onPauseToo,
}: {
  count: number;
  schedule: Pick<ScheduleView, 'name' | 'active'>;
  pauseToo: boolean;
  onPauseToo: (pause: boolean) => void;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        {count === 1 ? 'Este é o último imóvel' : `Estes são todos os ${formatNumber(count)} imóveis`} de{' '}
        <strong>{schedule.name}</strong>. Sem imóveis, o agendamento não tem o que atualizar
        {schedule.active ? ': ele continua ativo, mas cada execução não fará nada.' : '.'} Os imóveis não são
        excluídos.
      </Text>
      {schedule.active && (
        <Switch
          label="Pausar o agendamento também"
          checked={pauseToo}
          onChange={(event) => onPauseToo(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
