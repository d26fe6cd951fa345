import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatNumber } from '@/lib/format';
import { EXPORT_HISTORY_SHOWN, exportHistoryOptions } from '../api/export';
import { exportStatusOf } from './export-status';
import { Tag } from '@/components/Tag';

/** The last 3 exports to the second portal (a failed load shows as an empty list). */
export function RecentExportsCard() {
  const history = useQuery(exportHistoryOptions());
  if (history.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" role="status" aria-label="Carregando exportações">
        {Array.from({ length: EXPORT_HISTORY_SHOWN }, (_, i) => (
          <Skeleton key={i} h={44} />
        ))}
      </Stack>
    );
  }
  const items = (history.data ?? []).slice(0, EXPORT_HISTORY_SHOWN);
  if (items.length === 0) {
    return (
      <Group gap="xs" py="sm" wrap="nowrap">
        <IconCloudUpload size={18} aria-hidden />
        <Text size="sm" c="dimmed">
          Nenhuma exportação registrada. Selecione imóveis em Meus Imóveis e use “Exportar para Canal Pro”.
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => {
        const status = exportStatusOf(item.status);
        return (
          <Group key={item.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                {formatDateTime(item.started_at)}
              </Text>
              <Text size="xs" c="dimmed">
                {item.successful} de {item.total_properties} exportados
                {item.failed > 0 ? ` · ${formatNumber(item.failed)} com erro` : ''}
              </Text>
            </Stack>
            <Tag color={status.color}>{status.label}</Tag>
          </Group>
        );
      })}
    </Stack>
  );
}
