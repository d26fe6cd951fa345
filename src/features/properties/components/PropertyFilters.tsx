import { Button, Group, Menu, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconCheck, IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import type { components } from '@/api/schema';
import {
  PROPERTY_STATUS_LABELS,
  PROPERTY_TYPE_LABELS,
  type PropertyStatus,
  type PropertyType,
} from '@/lib/property-labels';
import { SORT_KEYS } from '@/api/enums';
import { STATUS_FILTER_OPTIONS } from '../search';

type SortKey = components['schemas']['SortKey'];
type SortOrder = components['schemas']['SortOrder'];

/** Search debounce. */
const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABELS: Record<SortKey, string> = {
  updated_at: 'Data de atualização',
  created_at: 'Data de criação',
  price: 'Preço de venda',
  price_rent: 'Valor do aluguel',
  usable_area: 'Área útil',
  total_area: 'Área total',
};

const ORDER_LABELS: Record<SortOrder, string> = { asc: 'crescente', desc: 'decrescente' };

const TYPE_OPTIONS = (Object.keys(PROPERTY_TYPE_LABELS) as PropertyType[]).map((value) => ({
  value,
  label: PROPERTY_TYPE_LABELS[value],
}));

/**
 * The search box keeps what is typed in its own state and only tells the list after 300 ms of quiet,
 * so a keystroke re-renders this input and nothing else, and no character is lost while the list
 * reloads. A change of `value` from outside (back button, "Limpar filtros") replaces the text.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // The last value this box sent, and the last value seen from the URL.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }
  const send = useDebouncedCallback((next: string) => {
    const q = next.trim();
    setSent(q);
    onSearch(q);
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      type="search"
      aria-label="Buscar imóveis"
      placeholder="Buscar por título, código, ID ou bairro"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      style={{ flex: '1 1 240px' }}
      miw={200}
    />
  );
}

export interface FiltersValue {
  q: string;
  status: PropertyStatus | undefined;
  property_type: PropertyType | undefined;
  sort_by: SortKey;
  sort_order: SortOrder;
}

function SortMenu({
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

/**
 * Search, sort, status and type, in one row (wrapping on a phone). Choosing the current sort key
 * toggles the direction; another key starts descending.
 */
export const PropertyFilters = memo(function PropertyFilters({
  value,
  onChange,
}: {
  value: FiltersValue;
  onChange: (patch: Partial<FiltersValue>) => void;
}) {
  const statusOptions = [
    ...STATUS_FILTER_OPTIONS.map((s) => ({ value: s, label: PROPERTY_STATUS_LABELS[s] })),
    // `active` is not offered, but a link may carry it (e.g. from the dashboard).
    ...(value.status === 'active' ? [{ value: 'active', label: PROPERTY_STATUS_LABELS.active }] : []),
  ];
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <SearchBox value={value.q} onSearch={(q) => onChange({ q })} />
      <SortMenu
        sortBy={value.sort_by}
        sortOrder={value.sort_order}
        onSort={(key) =>
          onChange(
            key === value.sort_by
              ? { sort_order: value.sort_order === 'asc' ? 'desc' : 'asc' }
              : { sort_by: key, sort_order: 'desc' },
          )
        }
      />
      <Select
        aria-label="Filtrar por status"
        placeholder="Todos os status"
        data={statusOptions}
        value={value.status ?? null}
        onChange={(status) => onChange({ status: (status ?? undefined) as PropertyStatus | undefined })}
        clearable
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        aria-label="Filtrar por tipo de imóvel"
        placeholder="Todos os tipos"
        data={TYPE_OPTIONS}
        value={value.property_type ?? null}
        onChange={(type) => onChange({ property_type: (type ?? undefined) as PropertyType | undefined })}
        clearable
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 210 }}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
});
