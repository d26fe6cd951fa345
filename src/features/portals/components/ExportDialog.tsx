import { Button, Group, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCloudUpload } from '@tabler/icons-react';
import { useLayoutEffect, useState } from 'react';
import { usePropertiesReadiness } from '@/features/properties/api/readiness';
import { useOpenSession } from '@/hooks/useOpenSession';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useStepFocus } from '@/hooks/useStepFocus';
import { formatPercent, plural } from '@/lib/format';
import { useExportRun, type ExportPhase } from '../api/useExportRun';
import { exportPercent } from '../api/export';
import { ExportHistoryList } from './export/ExportHistoryList';
import { ExportProgress } from './export/ExportProgress';
import { ExportCredentialsAlert, useExportCredentials } from './ExportCredentialsGuard';
import { ReadinessList } from './ReadinessList';

/**
 * 'Exportar para Canal Pro': checks the credentials, shows each property's
 * readiness, starts the export, follows it to the end, then the result and the last 3 exports.
 * Once started, only 'Fechar' (or the ×) closes it: the dialog shrinks to 'Iniciando exportação...'
 * under the pointer, and the second click of a double click used to land beside it and close it,
 * leaving the export to finish unseen. Escape waits for the end too.
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
  const [running, setRunning] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      title="Exportar para Canal Pro"
      size="lg"
      centered
    >
      {opened && (
        <ExportBody
          key={session}
          propertyIds={propertyIds}
          onClose={onClose}
          onExported={onExported}
          onRunningChange={setRunning}
        />
      )}
    </Modal>
  );
}

function ExportBody({
  propertyIds,
  onClose,
  onExported,
  onRunningChange,
}: {
  propertyIds: number[];
  onClose: () => void;
  onExported?: () => void;
  onRunningChange: (running: boolean) => void;
}) {
  const credentials = useExportCredentials();
  const readiness = usePropertiesReadiness(propertyIds);
  const [excludedIds, setExcludedIds] = useState<number[]>([]);
  const exportRun = useExportRun({ onExported });
  const included = propertyIds.filter((id) => !excludedIds.includes(id));
  const start = useSingleFlight(() => exportRun.run(included));
  const phase: ExportPhase = start.busy && exportRun.phase === 'idle' ? 'starting' : exportRun.phase;
  const { status } = exportRun;
  const running = phase === 'starting' || phase === 'running';
  // A layout effect: the dialog stops closing on a click beside it before the browser handles the
  // second click of a double click.
  useLayoutEffect(() => {
    onRunningChange(running);
    return () => onRunningChange(false);
  }, [running, onRunningChange]);
  // Starting disables the button that had focus; the dialog's body takes it, not the page.
  const body = useStepFocus<HTMLDivElement>(phase);

  return (
    <Stack gap="md" ref={body} tabIndex={-1} style={{ outline: 'none' }}>
      {phase === 'idle' && (
        <>
          <Text size="sm">{`${plural(propertyIds.length, 'imóvel selecionado', 'imóveis selecionados')} para exportar.`}</Text>
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

      {status && <ExportProgress status={status} running={phase === 'running'} />}

      {phase === 'starting' && (
        <Stack gap={6}>
          <Text size="sm">Iniciando exportação...</Text>
          <Progress value={100} animated striped aria-label="Iniciando exportação" />
        </Stack>
      )}

      {running && (
        <Text size="xs" c="dimmed">
          A exportação continua se você fechar esta janela; reabra-a para acompanhar.
        </Text>
      )}

      {phase === 'done' && <ExportHistoryList items={exportRun.history} loading={exportRun.historyLoading} />}

      <Group justify="flex-end" gap="sm">
        {phase === 'done' ? (
          <DoneButton withErrors={(status?.failed ?? 0) > 0} onClose={onClose} />
        ) : (
          <>
            <Button variant="default" onClick={onClose}>
              {phase === 'idle' ? 'Cancelar' : 'Fechar'}
            </Button>
            <Button
              leftSection={
                phase === 'idle' ? (
                  <IconCloudUpload size={18} aria-hidden />
                ) : (
                  <Loader size={16} type="dots" aria-hidden />
                )
              }
              onClick={() => void start.run()}
              disabled={phase !== 'idle' || !credentials.allowed || included.length === 0}
            >
              {phase === 'starting'
                ? 'Iniciando...'
                : phase === 'running' && status
                  ? `Exportando... ${formatPercent(exportPercent(status) / 100)}`
                  : 'Iniciar exportação'}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}

function DoneButton({ withErrors, onClose }: { withErrors: boolean; onClose: () => void }) {
  return (
    <Button
      color={withErrors ? 'yellow' : undefined}
      autoContrast
      leftSection={
        withErrors ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />
      }
      onClick={onClose}
    >
      {withErrors ? 'Concluído com erros' : 'Concluído'}
    </Button>
  );
}
