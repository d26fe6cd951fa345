import { ActionIcon, Button, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { formatPrice, plural } from '@/lib/format';
import type { AvailablePropertyView } from '../api/normalize';
import { usePagedFilter } from '../hooks/usePagedFilter';
import { PanelPager } from './PanelPager';

/** The chosen properties, searchable and paged, each removable, with 'Remover todos'. */
export function SelectedPropertiesPanel({
  rows,
  onRemove,
  onClear,
  maxHeight = 420,
}: {
  rows: readonly AvailablePropertyView[];
  onRemove: (id: number) => void;
  onClear: () => void;
  maxHeight?: number;
}) {
  const paged = usePagedFilter(rows);
  return (
    <Stack gap="xs">
      <TextInput
        label="Buscar selecionados"
        placeholder="Título, código, bairro ou cidade"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={paged.query}
        onChange={(event) => paged.setQuery(event.currentTarget.value)}
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="selected-count">
          {plural(rows.length, 'imóvel selecionado', 'imóveis selecionados')}
        </Text>
        <Button size="compact-xs" variant="subtle" color="red" onClick={onClear} disabled={rows.length === 0}>
          Remover todos
        </Button>
      </Group>
      <ScrollArea.Autosize mah={maxHeight} type="auto" offsetScrollbars="y" scrollbars="y">
        {paged.pageRows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {rows.length === 0 ? 'Nenhum imóvel selecionado' : 'Nenhum imóvel encontrado para a busca'}
          </Text>
        ) : (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="selected-list">
            {paged.pageRows.map((row) => (
              <Group
                key={row.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                px="xs"
                py={4}
                data-testid="selected-property"
              >
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {row.title}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {[
                      row.code,
                      [row.neighborhood, row.city].filter(Boolean).join(', '),
                      formatPrice(row.price),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remover ${row.title}`}
                  onClick={() => onRemove(row.id)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      <PanelPager page={paged.page} totalPages={paged.totalPages} onChange={paged.setPage} />
    </Stack>
  );
}
