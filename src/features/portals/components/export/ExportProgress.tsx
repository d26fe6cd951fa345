import { Alert, Group, List, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { READABLE_ALERT_TITLE, useTone } from '@/components/tone';
import { formatNumber, formatPercent, formatRemaining } from '@/lib/format';
import { exportPercent, type ExportStatus } from '../../api/export';

/** A running or finished export: progress bar, counts, the current property and per-item errors. */
export function ExportProgress({ status, running }: { status: ExportStatus; running: boolean }) {
  const percent = exportPercent(status);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {running ? 'Exportando imóveis' : 'Exportação finalizada'}
          </Text>
          <Text size="sm" c="dimmed">
            {formatPercent(percent / 100)}
          </Text>
        </Group>
        <Progress
          value={percent}
          animated={running}
          color={running ? undefined : status.failed > 0 ? 'yellow' : 'teal'}
          aria-label={`Progresso da exportação: ${status.processed} de ${status.total_properties}`}
          size="lg"
        />
      </Stack>
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        <Stat
          label="Processados"
          value={`${formatNumber(status.processed)} de ${formatNumber(status.total_properties)}`}
        />
        <Stat label="Sucesso" value={formatNumber(status.successful)} color="green" />
        <Stat
          label="Falhas"
          value={formatNumber(status.failed)}
          color={status.failed > 0 ? 'red' : undefined}
        />
      </SimpleGrid>
      {running && (
        <Stack gap={2}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
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
              <List.Item key={error} style={{ overflowWrap: 'anywhere' }}>
                {error}
              </List.Item>
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
