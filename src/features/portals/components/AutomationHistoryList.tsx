import { Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format';
import { automationHistoryOptions } from '../api/automation';
import { Tag } from '@/components/Tag';

const BORDER = '1px solid var(--mantine-color-default-border)';

const ACTION_LABELS: Record<string, string> = {
  setup: 'Configuração',
  renewal: 'Renovação',
  manual_trigger: 'Renovação manual',
  disable: 'Desativação',
};

function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** The automation history, newest first (a failed load shows as an empty list). */
export function AutomationHistoryList({ limit = 10 }: { limit?: number }) {
  const history = useQuery(automationHistoryOptions());
  if (history.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" role="status" aria-label="Carregando histórico">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={36} />
        ))}
      </Stack>
    );
  }
  const items = (history.data ?? []).slice(0, limit);
  if (items.length === 0) {
    return (
      <Group gap="xs" py="sm" wrap="nowrap">
        <IconHistory size={18} aria-hidden />
        <Text size="sm" c="dimmed">
          Nenhuma renovação registrada. Quando o token for renovado (manual ou automaticamente), aparece aqui.
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Box component="li" key={item.id} py="xs" style={index > 0 ? { borderTop: BORDER } : undefined}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {actionLabel(item.action)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(item.created_at)}
              </Text>
            </Stack>
            <Tag color={item.success ? 'green' : 'red'}>{item.success ? 'Sucesso' : 'Falha'}</Tag>
          </Group>
          {item.message && (
            <Text size="sm" mt={2}>
              {item.message}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}
