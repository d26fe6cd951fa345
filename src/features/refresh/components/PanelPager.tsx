import { Group, Pagination, Text } from '@mantine/core';
import { formatNumber } from '@/lib/format';

const CONTROL_LABELS = {
  previous: 'Página anterior',
  next: 'Próxima página',
  first: 'Primeira página',
  last: 'Última página',
} as const;

/** 'Página 2 de 200' with previous / next: compact enough for a panel or a phone. */
export function PanelPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" component="nav" aria-label="Paginação">
      <Text size="xs" c="dimmed" aria-live="polite">
        Página {formatNumber(page)} de {formatNumber(totalPages)}
      </Text>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        withPages={false}
        withEdges
        size="sm"
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </Group>
  );
}
