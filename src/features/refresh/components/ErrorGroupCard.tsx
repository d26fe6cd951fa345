import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatBrasiliaDateTime } from '@/lib/brasilia';
import { formatRelative, plural } from '@/lib/format';
import { ERROR_TYPE_LABELS, SEVERITY_LABELS, type ErrorGroup } from '../critical-errors';
import { Tag } from '@/components/Tag';

/** One group of failures: severity, type, message, count, last occurrence, schedules; opens its newest job. */
export function ErrorGroupCard({ group, onOpen }: { group: ErrorGroup; onOpen: (jobId: number) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(group.latestJobId)}
      w="100%"
      data-testid="error-group"
      data-severity={group.severity}
      data-type={group.type}
      aria-label={`Erro de ${ERROR_TYPE_LABELS[group.type].toLowerCase()}, severidade ${SEVERITY_LABELS[group.severity].toLowerCase()}, ${plural(group.count, 'ocorrência', 'ocorrências')}, a última em ${formatBrasiliaDateTime(group.lastAt)}: ${group.message}. Cronogramas: ${group.schedules.join(', ')}. Ver detalhes`}
    >
      <Paper withBorder p="sm" radius="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap={6} wrap="wrap">
              <Tag color={group.severity === 'high' ? 'red' : 'yellow'} size="sm">
                {SEVERITY_LABELS[group.severity]}
              </Tag>
              <Tag color="gray" size="sm">
                {ERROR_TYPE_LABELS[group.type]}
              </Tag>
            </Group>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="error-group-count">
              {plural(group.count, 'ocorrência', 'ocorrências')}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="error-group-message">
            {group.message}
          </Text>
          <Text size="xs" c="dimmed">
            Última: {formatBrasiliaDateTime(group.lastAt)} ({formatRelative(group.lastAt)}) ·{' '}
            {group.schedules.join(', ')}
          </Text>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
