import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { useIsPhone } from '@/hooks/useMediaMatch';
import { useOpenSession } from '@/hooks/useOpenSession';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/notify';
import { availablePropertiesOptions, useAddScheduleProperties } from '../api/schedules';
import { EXPORTED_ONLY, REFRESH_MESSAGES as M } from '../messages';
import { notExportedReason } from './AvailablePropertyRow';
import { PickListSkeleton } from './PickListSkeleton';
import { PropertyPickList } from './PropertyPickList';
import { BusyButton } from '@/components/BusyButton';

/** 'Adicionar Imóveis': the available properties not yet in the schedule, searchable and paged. */
export function AddPropertiesModal({
  scheduleId,
  opened,
  onClose,
}: {
  scheduleId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const session = useOpenSession(opened);
  const phone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title="Adicionar Imóveis" size="xl" fullScreen={phone}>
      <AddPropertiesBody key={session} scheduleId={scheduleId} onClose={onClose} />
    </Modal>
  );
}

function AddPropertiesBody({ scheduleId, onClose }: { scheduleId: number; onClose: () => void }) {
  const available = useQuery(availablePropertiesOptions(scheduleId));
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const addMutation = useAddScheduleProperties();
  const add = useSingleFlight(async () => {
    try {
      await addMutation.mutateAsync({ id: scheduleId, propertyIds: [...selected] });
      toast.success(M.propertyAdded);
      onClose();
    } catch (error) {
      toast.failure(error, M.addPropertyError);
    }
  });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Imóveis que ainda não estão neste agendamento. {EXPORTED_ONLY}
      </Text>
      {available.isError && !available.data ? (
        <ErrorState
          title={M.availableLoadError}
          error={available.error}
          onRetry={() => void available.refetch()}
        />
      ) : available.data ? (
        <PropertyPickList
          rows={available.data}
          selected={selected}
          onChange={setSelected}
          disabledReason={notExportedReason}
          emptyText="Todos os seus imóveis já estão neste agendamento"
          maxHeight={380}
        />
      ) : (
        <PickListSkeleton />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <BusyButton onClick={() => void add.run()} disabled={selected.size === 0} busy={add.busy}>
          {selected.size > 0 ? `Adicionar (${formatNumber(selected.size)})` : 'Adicionar'}
        </BusyButton>
      </Group>
    </Stack>
  );
}
