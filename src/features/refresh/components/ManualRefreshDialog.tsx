import { Alert, Button, Group, Modal, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconCircleCheck,
  IconClock,
  IconLoader2,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ErrorState } from '@/components/ErrorState';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { useIsPhone } from '@/hooks/useMediaMatch';
import { useOpenSession } from '@/hooks/useOpenSession';
import { formatNumber, plural } from '@/lib/format';
import type { AvailablePropertyView } from '../api/normalize';
import { availablePropertiesOptions } from '../api/schedules';
import { useManualRefresh, type RefreshItem } from '../hooks/useManualRefresh';
import { notExportedReason } from './AvailablePropertyRow';
import { REFRESH_MESSAGES as M } from '../messages';
import { PickListSkeleton } from './PickListSkeleton';
import { PropertyPickList } from './PropertyPickList';
import { SelectionPreview } from './SelectionPreview';
import { BusyButton } from '@/components/BusyButton';

const MANUAL_REFRESH_TITLE = 'Refresh Manual';

/**
 * 'Refresh Manual': choose exported properties, refresh them one by one with
 * progress, then success (closes 2 s later) or error with each property's outcome. Everything resets
 * when it closes. It cannot be closed while the requests run.
 */
export function ManualRefreshDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useOpenSession(opened);
  const phone = useIsPhone();
  const [locked, setLocked] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={locked ? () => undefined : onClose}
      title={MANUAL_REFRESH_TITLE}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      withCloseButton={!locked}
    >
      <ManualRefreshBody key={session} onClose={onClose} onLockChange={setLocked} />
    </Modal>
  );
}

function ManualRefreshBody({
  onClose,
  onLockChange,
}: {
  onClose: () => void;
  onLockChange: (locked: boolean) => void;
}) {
  const available = useQuery(availablePropertiesOptions());
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const close = useCallback(() => {
    onLockChange(false);
    onClose();
  }, [onClose, onLockChange]);
  const refresh = useManualRefresh({ onSuccess: close });
  const byId = useMemo(() => new Map((available.data ?? []).map((row) => [row.id, row])), [available.data]);
  const chosen = useMemo(
    () => [...selected].map((id) => byId.get(id)).filter((row): row is AvailablePropertyView => !!row),
    [selected, byId],
  );

  const start = () => {
    onLockChange(true);
    void refresh
      .start(chosen.map((row) => ({ id: row.id, title: row.title })))
      .finally(() => onLockChange(false));
  };

  if (refresh.phase !== 'idle') {
    return <RunView phase={refresh.phase} items={refresh.items} onClose={close} onBack={refresh.reset} />;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        O anúncio é excluído e publicado de novo no Canal Pro, voltando ao topo das buscas. Só imóveis já
        exportados podem ser atualizados.
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
          emptyText="Nenhum imóvel cadastrado"
          maxHeight={360}
        />
      ) : (
        <PickListSkeleton />
      )}
      <SelectionPreview titles={chosen.map((row) => row.title)} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          Cancelar
        </Button>
        <BusyButton onClick={start} disabled={chosen.length === 0} busy={refresh.busy}>
          {chosen.length > 0 ? `Executar Refresh (${formatNumber(chosen.length)})` : 'Executar Refresh'}
        </BusyButton>
      </Group>
    </Stack>
  );
}

const ITEM_ICONS = {
  waiting: { icon: IconClock, color: 'gray', label: 'Aguardando' },
  running: { icon: IconLoader2, color: 'blue', label: 'Atualizando' },
  success: { icon: IconCheck, color: 'green', label: 'Atualizado' },
  error: { icon: IconX, color: 'red', label: 'Falhou' },
} as const;

function RunView({
  phase,
  items,
  onClose,
  onBack,
}: {
  phase: 'processing' | 'success' | 'error';
  items: RefreshItem[];
  onClose: () => void;
  onBack: () => void;
}) {
  const done = items.filter((i) => i.status === 'success' || i.status === 'error').length;
  const failed = items.filter((i) => i.status === 'error');
  const ok = items.length - failed.length;
  return (
    <Stack gap="md">
      {phase === 'processing' && (
        <Stack gap={6} role="status" aria-live="polite">
          <Text size="sm" fw={500}>
            Atualizando {formatNumber(Math.min(done + 1, items.length))} de{' '}
            {plural(items.length, 'imóvel', 'imóveis')}…
          </Text>
          <Progress
            value={items.length ? (done / items.length) * 100 : 0}
            animated
            aria-label="Progresso do refresh"
          />
        </Stack>
      )}
      {phase === 'success' && (
        <Alert
          color="green"
          icon={<IconCircleCheck size={20} />}
          title="Refresh concluído com sucesso!"
          styles={READABLE_ALERT_TITLE}
          role="status"
        >
          {plural(items.length, 'imóvel atualizado', 'imóveis atualizados')} no Canal Pro. Esta janela fecha
          em instantes.
        </Alert>
      )}
      {phase === 'error' && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={20} />}
          title={
            items.length === 1
              ? 'O refresh falhou'
              : `${formatNumber(failed.length)} de ${plural(items.length, 'imóvel', 'imóveis')} ${failed.length === 1 ? 'falhou' : 'falharam'}`
          }
          styles={READABLE_ALERT_TITLE}
          role="alert"
        >
          {items.length === 1
            ? failed[0]?.message
            : ok > 0
              ? `${plural(ok, 'imóvel foi atualizado', 'imóveis foram atualizados')}; veja abaixo o motivo de cada falha.`
              : 'Nenhum imóvel foi atualizado; veja abaixo o motivo de cada falha.'}
        </Alert>
      )}
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Imóveis do refresh">
        {items.map((item) => {
          const { icon: Icon, color, label } = ITEM_ICONS[item.status];
          return (
            <Group
              key={item.id}
              component="li"
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              data-status={item.status}
            >
              <ThemeIcon size={24} radius="xl" variant="light" color={color} aria-hidden>
                <Icon size={14} />
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500}>
                  {item.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {label}
                  {item.message ? `: ${item.message}` : ''}
                </Text>
              </Stack>
            </Group>
          );
        })}
      </Stack>
      {phase !== 'processing' && (
        <Group justify="flex-end" gap="sm">
          {phase === 'error' && (
            <Button variant="default" onClick={onBack}>
              Voltar à seleção
            </Button>
          )}
          <Button onClick={onClose} data-autofocus>
            Concluir
          </Button>
        </Group>
      )}
    </Stack>
  );
}
