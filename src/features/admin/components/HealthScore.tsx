import { Group, Progress, Text } from '@mantine/core';
import { formatPercent } from '@/lib/format';
import type { TenantRow } from '../api/executive-dashboard';

/**
 * The health statuses with their colour and label; the spec names the values and
 * greys out anything else, the colours and labels run from green (best) to red (worst).
 */
const HEALTH: Record<string, { color: string; label: string }> = {
  excellent: { color: 'green', label: 'Excelente' },
  good: { color: 'blue', label: 'Bom' },
  warning: { color: 'yellow', label: 'Atenção' },
  critical: { color: 'red', label: 'Crítico' },
};
const UNKNOWN = { color: 'gray', label: 'Indefinido' };

function healthOf(status: string): { color: string; label: string } {
  return HEALTH[status] ?? UNKNOWN;
}

/** A client's health score as a bar in its status colour, with the percent and status in words. */
export function HealthScore({ row }: { row: Pick<TenantRow, 'name' | 'health_score' | 'health_status'> }) {
  const { color, label } = healthOf(row.health_status);
  const score = Math.max(0, Math.min(100, row.health_score));
  return (
    <Group gap="xs" wrap="nowrap" data-health={row.health_status}>
      <Progress
        value={score}
        color={color}
        size="md"
        radius="xl"
        flex={1}
        aria-label={`Saúde de ${row.name}: ${label}`}
      />
      <Text size="xs" fw={600} miw={92} ta="right">
        {formatPercent(score / 100)} · {label}
      </Text>
    </Group>
  );
}
