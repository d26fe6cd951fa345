import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTone } from '@/components/tone';
import { formatDateTime } from '@/lib/format';
import { EXPORT_HISTORY_SHOWN, type ExportHistoryItem } from '../../api/export';
import { exportStatusOf } from '../export-status';

/** The last 3 exports, shown when an export ends. */
export function ExportHistoryList({ items, loading }: { items: ExportHistoryItem[]; loading: boolean }) {
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
            const status = exportStatusOf(item.status);
            return (
              <Group key={item.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{formatDateTime(item.started_at)}</Text>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">{`${item.successful} de ${item.total_properties}`}</Text>
                  <Badge size="sm" variant="light" color={status.color} c={tone(status.color)}>
                    {status.label}
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
