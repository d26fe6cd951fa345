import { Button, Menu } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconCheck } from '@tabler/icons-react';
import { SORT_KEYS } from '@/api/enums';
import type { components } from '@/api/schema';

type SortKey = components['schemas']['SortKey'];
type SortOrder = components['schemas']['SortOrder'];

const SORT_LABELS: Record<SortKey, string> = {
  updated_at: 'Data de atualização',
  created_at: 'Data de criação',
  price: 'Preço de venda',
  price_rent: 'Valor do aluguel',
  usable_area: 'Área útil',
  total_area: 'Área total',
};

const ORDER_LABELS: Record<SortOrder, string> = { asc: 'crescente', desc: 'decrescente' };

/** The list's sort: a key, and its direction drawn as an arrow. */
export function SortMenu({
  sortBy,
  sortOrder,
  onSort,
}: {
  sortBy: SortKey;
  sortOrder: SortOrder;
  onSort: (key: SortKey) => void;
}) {
  const Arrow = sortOrder === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconArrowsSort size={16} />}
          rightSection={<Arrow size={14} aria-hidden />}
          aria-label={`Ordenar por ${SORT_LABELS[sortBy]}, ${ORDER_LABELS[sortOrder]}`}
          data-testid="sort-menu"
        >
          {SORT_LABELS[sortBy]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Ordenar por</Menu.Label>
        {SORT_KEYS.map((key) => (
          <Menu.Item
            key={key}
            // The current key is said, not only drawn (Mantine keeps every item a plain menuitem).
            aria-current={key === sortBy ? 'true' : undefined}
            onClick={() => onSort(key)}
            leftSection={key === sortBy ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
            rightSection={key === sortBy ? <Arrow size={14} aria-label={ORDER_LABELS[sortOrder]} /> : null}
          >
            {SORT_LABELS[key]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
