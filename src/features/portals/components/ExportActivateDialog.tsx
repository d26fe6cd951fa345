import { Alert, Badge, Button, Group, Loader, Modal, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBolt, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useExportAndActivate, type ExportActivateResult } from '../api/export';
import { EXPORT_MESSAGES, useReportExportFailure } from '../api/export-errors';
import { usePropertiesReadiness } from '@/features/properties/api/readiness';
import { ReadinessList } from './ReadinessList';
import { useTone } from '@/components/tone';
import { toast } from '@/lib/notify';
import { useOpenSession } from '@/hooks/useOpenSession';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { plural } from '@/lib/format';
import { ExportCredentialsAlert, useExportCredentials } from './ExportCredentialsGuard';

type ExportError = ExportActivateResult['export_stats']['errors'][number];
type Activation = ExportActivateResult['activation_results'][number];

const STEP_LABELS: Record<string, string> = {
  export: 'exportação',
  activation: 'ativação',
};

export function stepLabel(step: string | undefined): string {
  const value = step ?? 'export';
  return STEP_LABELS[value] ?? value;
}

export interface PropertyOutcome {
  propertyId: number;
  exported: boolean;
  activation: Activation | undefined;
  errors: ExportError[];
}

/** One row per requested property: export outcome, activation outcome and its errors. */
export function outcomesOf(propertyIds: number[], result: ExportActivateResult): PropertyOutcome[] {
  const ids = [
    ...new Set([
      ...propertyIds,
      ...result.export_stats.errors.map((e) => e.property_id),
      ...result.activation_results.map((a) => a.property_id),
    ]),
  ];
  return ids.map((propertyId) => {
    const errors = result.export_stats.errors.filter((e) => e.property_id === propertyId);
    const activation = result.activation_results.find((a) => a.property_id === propertyId);
    const exportFailed = errors.some((e) => (e.step ?? 'export') === 'export');
    return {
      propertyId,
      exported: !exportFailed && (activation !== undefined || errors.length === 0),
      activation,
      errors,
    };
  });
}

/**
 * 'Exportar + Ativar para Canal Pro' (part 1 §2, §3): shows each property's readiness, runs
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
  const session = useOpenSession(opened);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      closeOnClickOutside={!busy}
      title="Exportar + Ativar para Canal Pro"
      size="lg"
      centered
    >
      {opened && (
        <ExportActivateBody
          key={session}
          propertyIds={propertyIds}
          onClose={onClose}
          onDone={onDone}
          onBusyChange={setBusy}
        />
      )}
    </Modal>
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
    return <Results result={result.data} propertyIds={result.ids} titles={titles} onClose={onClose} />;
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

function Results({
  result,
  propertyIds,
  titles,
  onClose,
}: {
  result: ExportActivateResult;
  propertyIds: number[];
  titles: Map<number, string>;
  onClose: () => void;
}) {
  const tone = useTone();
  const outcomes = outcomesOf(propertyIds, result);
  const activated = result.activation_results.filter((a) => a.activated).length;
  const hasErrors =
    result.export_stats.errors.length > 0 || result.activation_results.some((a) => !a.activated);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge
          color="green"
          variant="light"
          c={tone('green')}
        >{`Exportados: ${result.export_stats.successful}`}</Badge>
        <Badge
          color={result.export_stats.failed > 0 ? 'red' : 'gray'}
          variant="light"
          c={tone(result.export_stats.failed > 0 ? 'red' : 'gray')}
        >
          {`Falhas na exportação: ${result.export_stats.failed}`}
        </Badge>
        <Badge color="blue" variant="light" c={tone('blue')}>{`Ativados: ${activated}`}</Badge>
      </Group>
      {/* Focusable, so that the results scroll by keyboard too (their rows hold no control). */}
      <ScrollArea.Autosize
        mah={360}
        type="auto"
        scrollbarSize={6}
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Resultados por imóvel' }}
      >
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Resultado por imóvel"
        >
          {outcomes.map((o) => (
            <OutcomeRow
              key={o.propertyId}
              outcome={o}
              title={titles.get(o.propertyId) ?? `Imóvel #${o.propertyId}`}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button
          color={hasErrors ? 'yellow' : undefined}
          autoContrast
          leftSection={
            hasErrors ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />
          }
          onClick={onClose}
        >
          {hasErrors ? 'Concluído com erros' : 'Concluído'}
        </Button>
      </Group>
    </Stack>
  );
}

function OutcomeRow({ outcome, title }: { outcome: PropertyOutcome; title: string }) {
  const tone = useTone();
  const { activation } = outcome;
  const activationBadge = !outcome.exported
    ? { label: 'Ativação: não realizada', color: 'gray' }
    : activation?.activated
      ? { label: 'Ativado', color: 'green' }
      : { label: 'Ativação falhou', color: 'red' };
  const activationErrorShown =
    activation?.error && !outcome.errors.some((e) => e.message === activation.error);
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Group gap={6}>
            <Badge
              size="sm"
              variant="light"
              color={outcome.exported ? 'green' : 'red'}
              c={tone(outcome.exported ? 'green' : 'red')}
            >
              {outcome.exported ? 'Exportado' : 'Exportação falhou'}
            </Badge>
            <Badge size="sm" variant="light" color={activationBadge.color} c={tone(activationBadge.color)}>
              {activationBadge.label}
            </Badge>
          </Group>
        </Group>
        {activation?.remote_id && (
          <Text size="xs" c="dimmed">{`ID no Canal Pro: ${activation.remote_id}`}</Text>
        )}
        {outcome.errors.map((error, index) => (
          <Alert
            key={`${error.code ?? 'erro'}-${index}`}
            color="red"
            variant="light"
            p="xs"
            icon={<IconAlertTriangle size={16} aria-hidden />}
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {error.message}
            </Text>
            <Text size="xs" c="dimmed">
              {`Código: ${error.code ?? '—'} · Etapa: ${stepLabel(error.step)}`}
              {error.external_id ? ` · ID externo: ${error.external_id}` : ''}
            </Text>
          </Alert>
        ))}
        {activationErrorShown && (
          <Alert color="red" variant="light" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
            <Text size="sm">{activation.error}</Text>
            <Text size="xs" c="dimmed">
              Etapa: ativação
            </Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
