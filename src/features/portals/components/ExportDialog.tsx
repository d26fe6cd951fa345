import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  EXPORT_HISTORY_SHOWN,
  exportHistoryOptions,
  exportKeys,
  exportStatusOptions,
  useStartExport,
  type ExportHistoryItem,
  type ExportStatus,
} from '@/features/portals/api/export';
import { EXPORT_MESSAGES, exportFailureMessage } from '@/features/portals/api/export-errors';
import { propertyKeys } from '@/features/properties/api/keys';
import { usePropertiesReadiness } from '@/features/properties/api/readiness';
import { ReadinessList } from './ReadinessList';
import { READABLE_ALERT_TITLE, useTone } from '@/components/tone';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/notify';
import { useOpenSession } from '@/hooks/useOpenSession';
import { ExportCredentialsAlert, useExportCredentials } from './ExportCredentialsGuard';

/** 'cerca de 12 segundos', 'cerca de 2 min 5 s' — the estimated time remaining in pt-BR. */
export function formatRemaining(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return 'calculando...';
  if (seconds <= 0) return 'menos de 1 segundo';
  if (seconds < 60) return `cerca de ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `cerca de ${minutes} min` : `cerca de ${minutes} min ${rest} s`;
}

export function exportPercent(status: Pick<ExportStatus, 'processed' | 'total_properties'>): number {
  if (status.total_properties <= 0) return 0;
  return Math.min(100, Math.round((status.processed / status.total_properties) * 100));
}

const HISTORY_STATUS: Record<string, { label: string; color: string }> = {
  completed: { label: 'Concluída', color: 'green' },
  failed: { label: 'Falhou', color: 'red' },
  running: { label: 'Em andamento', color: 'blue' },
};

/**
 * 'Exportar para Canal Pro' (part 1 §2, §4): checks the credentials, shows each property's
 * readiness, starts the export, polls its status every 2 s until it stops, then shows the result,
 * a toast when something was exported, and the last 3 history entries.
 */
export function ExportDialog({
  opened,
  onClose,
  propertyIds,
  onExported,
}: {
  opened: boolean;
  onClose: () => void;
  propertyIds: number[];
  onExported?: () => void;
}) {
  const session = useOpenSession(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Exportar para Canal Pro" size="lg" centered>
      {opened && (
        <ExportBody key={session} propertyIds={propertyIds} onClose={onClose} onExported={onExported} />
      )}
    </Modal>
  );
}

type Phase = 'idle' | 'starting' | 'running' | 'done';

/** Marker for a start answer without a string export id (legacy servers). */
const LEGACY_EXPORT = '\u0000legacy';

function ExportBody({
  propertyIds,
  onClose,
  onExported,
}: {
  propertyIds: number[];
  onClose: () => void;
  onExported?: () => void;
}) {
  const qc = useQueryClient();
  const credentials = useExportCredentials();
  const readiness = usePropertiesReadiness(propertyIds);
  const [excludedIds, setExcludedIds] = useState<number[]>([]);
  const [startedId, setStartedId] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const start = useStartExport();
  const statusQuery = useQuery(exportStatusOptions());
  const history = useQuery(exportHistoryOptions());
  const status = statusQuery.data;

  // An export already running when the dialog opens is followed like one started here.
  if (startedId === null && !start.isPending && status?.is_running && status.export_id) {
    setStartedId(status.export_id);
  }
  // A legacy start answer carries no id: follow the first status fetched after the start.
  const legacyFollowed =
    startedId === LEGACY_EXPORT && statusQuery.dataUpdatedAt > startedAt && status !== undefined;
  const followingId =
    startedId === LEGACY_EXPORT ? (legacyFollowed ? (status?.export_id ?? null) : null) : startedId;
  const followed = Boolean(status && followingId !== null && status.export_id === followingId);
  const phase: Phase = start.isPending
    ? 'starting'
    : followed && status?.is_running
      ? 'running'
      : followed
        ? 'done'
        : startedId !== null
          ? 'starting'
          : 'idle';

  // The end of a followed export: toast, refreshed history and properties, the caller's callback.
  const finished = useRef<string | null>(null);
  useEffect(() => {
    if (phase !== 'done' || !status || !followingId || finished.current === followingId) return;
    finished.current = followingId;
    void qc.invalidateQueries({ queryKey: exportKeys.history() });
    void qc.invalidateQueries({ queryKey: propertyKeys.all });
    if (status.successful > 0) {
      toast.success(
        status.failed > 0
          ? `Exportação concluída: ${status.successful} ${status.successful === 1 ? 'imóvel exportado' : 'imóveis exportados'}, ${status.failed} com falha`
          : `Exportação concluída: ${status.successful} ${status.successful === 1 ? 'imóvel exportado' : 'imóveis exportados'} com sucesso`,
      );
      onExported?.();
    }
  }, [phase, status, followingId, qc, onExported]);

  const included = propertyIds.filter((id) => !excludedIds.includes(id));

  const startExport = () => {
    start.mutate(included, {
      onSuccess: (result) => {
        if (!result.success) {
          toast.error(EXPORT_MESSAGES.startFailed);
          return;
        }
        setStartedAt(Date.now());
        setStartedId(typeof result.export_id === 'string' ? result.export_id : LEGACY_EXPORT);
      },
      onError: (error) => {
        toast.error(exportFailureMessage(error, EXPORT_MESSAGES.startError, qc));
        void qc.invalidateQueries({ queryKey: exportKeys.status() });
      },
    });
  };

  const percent = status ? exportPercent(status) : 0;
  const withErrors = phase === 'done' && (status?.failed ?? 0) > 0;
  const buttonLabel =
    phase === 'starting'
      ? 'Iniciando...'
      : phase === 'running'
        ? `Exportando... ${percent}%`
        : phase === 'done'
          ? withErrors
            ? 'Concluído com erros'
            : 'Concluído'
          : 'Iniciar exportação';

  return (
    <Stack gap="md">
      {phase === 'idle' && (
        <>
          <Text size="sm">
            {propertyIds.length === 1
              ? '1 imóvel selecionado para exportar.'
              : `${propertyIds.length} imóveis selecionados para exportar.`}
          </Text>
          <ExportCredentialsAlert
            checking={credentials.checking}
            invalid={credentials.invalid}
            onNavigate={onClose}
          />
          {!credentials.invalid && (
            <ReadinessList summary={readiness} excludedIds={excludedIds} onExcludedChange={setExcludedIds} />
          )}
        </>
      )}

      {(phase === 'running' || phase === 'done') && status && (
        <ExportProgress status={status} phase={phase} />
      )}

      {phase === 'starting' && (
        <Stack gap={6}>
          <Text size="sm">Iniciando exportação...</Text>
          <Progress value={100} animated striped aria-label="Iniciando exportação" />
        </Stack>
      )}

      {phase === 'done' && <HistoryList items={history.data ?? []} loading={history.isPending} />}

      <Group justify="flex-end" gap="sm">
        {phase !== 'done' && (
          <Button variant="default" onClick={onClose}>
            {phase === 'idle' ? 'Cancelar' : 'Fechar'}
          </Button>
        )}
        {phase === 'done' ? (
          <Button
            color={withErrors ? 'yellow' : undefined}
            autoContrast
            leftSection={
              withErrors ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />
            }
            onClick={onClose}
          >
            {buttonLabel}
          </Button>
        ) : (
          <Button
            leftSection={
              phase === 'idle' ? (
                <IconCloudUpload size={18} aria-hidden />
              ) : (
                <Loader size={16} type="dots" aria-hidden />
              )
            }
            onClick={startExport}
            disabled={phase !== 'idle' || !credentials.allowed || included.length === 0}
          >
            {buttonLabel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ExportProgress({ status, phase }: { status: ExportStatus; phase: Phase }) {
  const percent = exportPercent(status);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {phase === 'running' ? 'Exportando imóveis' : 'Exportação finalizada'}
          </Text>
          <Text size="sm" c="dimmed">{`${percent}%`}</Text>
        </Group>
        <Progress
          value={percent}
          animated={phase === 'running'}
          color={phase === 'done' ? (status.failed > 0 ? 'yellow' : 'teal') : undefined}
          aria-label={`Progresso da exportação: ${status.processed} de ${status.total_properties}`}
          size="lg"
        />
      </Stack>
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        <Stat label="Processados" value={`${status.processed} de ${status.total_properties}`} />
        <Stat label="Sucesso" value={String(status.successful)} color="green" />
        <Stat label="Falhas" value={String(status.failed)} color={status.failed > 0 ? 'red' : undefined} />
      </SimpleGrid>
      {phase === 'running' && (
        <Stack gap={2}>
          <Text size="sm">
            {'Imóvel atual: '}
            <Text span fw={500}>
              {status.current_property?.title ?? '—'}
            </Text>
          </Text>
          <Text size="sm" c="dimmed">
            {`Tempo restante estimado: ${formatRemaining(status.estimated_time_remaining)}`}
          </Text>
        </Stack>
      )}
      {status.errors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Falhas na exportação"
          styles={READABLE_ALERT_TITLE}
          p="sm"
        >
          <List size="sm" spacing={2}>
            {status.errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  const tone = useTone();
  return (
    <Paper withBorder radius="sm" p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} c={tone(color)}>
        {value}
      </Text>
    </Paper>
  );
}

function HistoryList({ items, loading }: { items: ExportHistoryItem[]; loading: boolean }) {
  const tone = useTone();
  const shown = items.slice(0, EXPORT_HISTORY_SHOWN);
  return (
    <Stack gap={6}>
      <Divider />
      <Text size="sm" fw={600}>
        Últimas exportações
      </Text>
      {loading ? (
        <Text size="sm" c="dimmed">
          Carregando histórico...
        </Text>
      ) : shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma exportação registrada.
        </Text>
      ) : (
        <Stack
          gap={4}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Últimas exportações"
        >
          {shown.map((item) => {
            const s = HISTORY_STATUS[item.status] ?? { label: item.status, color: 'gray' };
            return (
              <Group key={item.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{formatDateTime(item.started_at)}</Text>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">{`${item.successful} de ${item.total_properties}`}</Text>
                  <Badge size="sm" variant="light" color={s.color} c={tone(s.color)}>
                    {s.label}
                  </Badge>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
