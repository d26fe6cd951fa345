import { Alert, Badge, Button, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ExportActivateResult } from '../api/export';
import { useTone } from '@/components/tone';
import { outcomesOf, stepLabel, type PropertyOutcome } from './export-outcomes';

/** What 'Exportar e ativar' answered: the counts, then per property its export and activation. */
export function ExportActivateResults({
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
