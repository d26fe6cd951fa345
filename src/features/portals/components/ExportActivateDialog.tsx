import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useState } from 'react';
import { useExportAndActivate, type ExportActivateResult } from '../api/export';
import { EXPORT_MESSAGES, useReportExportFailure } from '../api/export-errors';
import { usePropertiesReadiness } from '@/features/properties/api/readiness';
import { BusyModal } from '@/components/BusyModal';
import { toast } from '@/lib/notify';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { ExportActivateResults } from './ExportActivateResults';
import { ExportCredentialsAlert, useExportCredentials } from './ExportCredentialsGuard';
import { ReadinessList } from './ReadinessList';

/**
 * 'Exportar + Ativar para Canal Pro': shows each property's readiness, runs
 * export plus activation in one call and lists, per property, the export and the activation
 * results with every error's message, code and step.
 */
export function ExportActivateDialog({
  opened,
  onClose,
  propertyIds,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  propertyIds: number[];
  onDone?: () => void;
}) {
  return (
    <BusyModal opened={opened} onClose={onClose} title="Exportar + Ativar para Canal Pro">
      {(setBusy) => (
        <ExportActivateBody
          propertyIds={propertyIds}
          onClose={onClose}
          onDone={onDone}
          onBusyChange={setBusy}
        />
      )}
    </BusyModal>
  );
}

function ExportActivateBody({
  propertyIds,
  onClose,
  onDone,
  onBusyChange,
}: {
  propertyIds: number[];
  onClose: () => void;
  onDone?: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const credentials = useExportCredentials();
  const readiness = usePropertiesReadiness(propertyIds);
  const [excludedIds, setExcludedIds] = useState<number[]>([]);
  const run = useExportAndActivate();
  const [result, setResult] = useState<{ ids: number[]; data: ExportActivateResult } | null>(null);
  const included = propertyIds.filter((id) => !excludedIds.includes(id));
  const titles = new Map(readiness.items.map((i) => [i.id, i.title]));

  const reportFailure = useReportExportFailure();
  const start = useSingleFlight(async () => {
    onBusyChange(true);
    try {
      const data = await run.mutateAsync(included);
      setResult({ ids: included, data });
      const { successful, failed } = data.export_stats;
      const activated = data.activation_results.filter((a) => a.activated).length;
      if (successful > 0) {
        toast.success(
          `${plural(successful, 'imóvel exportado', 'imóveis exportados')} e ${plural(activated, 'ativado', 'ativados')}${failed > 0 ? `; ${failed} com falha` : ''}`,
        );
      } else {
        toast.error(EXPORT_MESSAGES.exportActivateError);
      }
      onDone?.();
    } catch (error) {
      reportFailure(error, EXPORT_MESSAGES.exportActivateError);
    } finally {
      onBusyChange(false);
    }
  });

  if (result) {
    return (
      <ExportActivateResults
        result={result.data}
        propertyIds={result.ids}
        titles={titles}
        onClose={onClose}
      />
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        {propertyIds.length === 1
          ? '1 imóvel selecionado: será exportado e ativado no Canal Pro.'
          : `${plural(propertyIds.length, 'imóvel selecionado', 'imóveis selecionados')}: serão exportados e ativados no Canal Pro.`}
      </Text>
      <ExportCredentialsAlert
        checking={credentials.checking}
        invalid={credentials.invalid}
        onNavigate={onClose}
      />
      {!credentials.invalid && (
        <ReadinessList
          summary={readiness}
          excludedIds={excludedIds}
          onExcludedChange={setExcludedIds}
          disabled={start.busy}
        />
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={start.busy}>
          Cancelar
        </Button>
        <Button
          leftSection={
            start.busy ? <Loader size={16} type="dots" aria-hidden /> : <IconBolt size={18} aria-hidden />
          }
          onClick={() => void start.run()}
          disabled={start.busy || !credentials.allowed || included.length === 0}
        >
          {start.busy ? 'Exportando e ativando...' : 'Exportar e ativar'}
        </Button>
      </Group>
    </Stack>
  );
}
