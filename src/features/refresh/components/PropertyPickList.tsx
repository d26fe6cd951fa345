import { Checkbox, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { formatNumber, plural } from '@/lib/format';
import type { AvailablePropertyView } from '../api/normalize';
import { usePagedFilter } from '../hooks/usePagedFilter';
import { AvailablePropertyRow } from './AvailablePropertyRow';
import { PanelPager } from './PanelPager';

/**
 * A searchable, paged checkbox list of available properties with "select all" over what the search
 * matches. Built for one unpaged array of any size (10 000 rows at scale): the search runs in memory
 * and only one page of rows is rendered.
 */
export function PropertyPickList({
  rows,
  selected,
  onChange,
  disabledReason,
  searchLabel = 'Buscar imóveis',
  emptyText = 'Nenhum imóvel disponível',
  maxHeight = 420,
}: {
  rows: readonly AvailablePropertyView[];
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  disabledReason?: (row: AvailablePropertyView) => string | null;
  searchLabel?: string;
  emptyText?: string;
  maxHeight?: number;
}) {
  const paged = usePagedFilter(rows);
  const { filtered } = paged;

  const selectable = useMemo(
    () => (disabledReason ? filtered.filter((row) => !disabledReason(row)) : filtered),
    [filtered, disabledReason],
  );
  const checkedCount = useMemo(
    () => selectable.reduce((n, row) => n + (selected.has(row.id) ? 1 : 0), 0),
    [selectable, selected],
  );
  const allChecked = selectable.length > 0 && checkedCount === selectable.length;

  const onToggle = useCallback(
    (id: number, checked: boolean) => {
      const next = new Set(selected);
      if (checked) next.add(id);
      else next.delete(id);
      onChange(next);
    },
    [selected, onChange],
  );
  const toggleAll = () => {
    const next = new Set(selected);
    for (const row of selectable) {
      if (allChecked) next.delete(row.id);
      else next.add(row.id);
    }
    onChange(next);
  };

  const countText =
    filtered.length === rows.length
      ? plural(rows.length, 'imóvel', 'imóveis')
      : `${formatNumber(filtered.length)} de ${plural(rows.length, 'imóvel', 'imóveis')}`;

  return (
    <Stack gap="xs">
      <TextInput
        label={searchLabel}
        placeholder="Título, código, bairro ou cidade"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={paged.query}
        onChange={(event) => paged.setQuery(event.currentTarget.value)}
      />
      <Group justify="space-between" gap="xs">
        <Checkbox
          label={`Selecionar todos (${formatNumber(selectable.length)})`}
          checked={allChecked}
          indeterminate={checkedCount > 0 && !allChecked}
          disabled={selectable.length === 0}
          onChange={toggleAll}
        />
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="pick-count">
          {countText}
        </Text>
      </Group>
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars="y" scrollbars="y">
        {paged.pageRows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {rows.length === 0 ? emptyText : 'Nenhum imóvel encontrado para a busca'}
          </Text>
        ) : (
          <Stack gap={2} aria-busy={paged.searching || undefined} data-testid="pick-list">
            {paged.pageRows.map((row) => (
              <AvailablePropertyRow
                key={row.id}
                property={row}
                checked={selected.has(row.id)}
                onToggle={onToggle}
                disabledReason={disabledReason?.(row)}
              />
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      <PanelPager page={paged.page} totalPages={paged.totalPages} onChange={paged.setPage} />
    </Stack>
  );
}
