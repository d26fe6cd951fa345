import { ActionIcon, Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { memo } from 'react';
import { useMediaMatch } from '@/hooks/useMediaMatch';
import { formatNumber, plural } from '@/lib/format';
import { PAGE_SIZE_OPTIONS, type PageSize } from '../search';

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: every number up to 5 pages; beyond that the first and last
 * page, the current one with its neighbours, and an ellipsis for each gap of two pages or more (a
 * gap of one shows that page: an ellipsis would take its place and hide it).
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= 5) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const items: PageItem[] =
    page <= 3
      ? [1, 2, 3, 4, 'ellipsis-end', totalPages]
      : page >= totalPages - 2
        ? [1, 'ellipsis-start', totalPages - 3, totalPages - 2, totalPages - 1, totalPages]
        : [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', totalPages];
  return items.map((item, i) => {
    if (typeof item === 'number') return item;
    const before = items[i - 1] as number;
    return (items[i + 1] as number) - before === 2 ? before + 1 : item;
  });
}

export function totalPagesOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

// '12 por página': the select says what it counts where its name is only read out.
const PAGE_SIZE_DATA = PAGE_SIZE_OPTIONS.map((size) => ({
  value: String(size),
  label: `${size} por página`,
}));

/**
 * 'Mostrando X a Y de Z resultados', page size, previous / numbers / next. The count is of the cards
 * on screen (`shownPage`, at `shownPageSize`), which are the previous page's while the next loads;
 * without cards it is left out, as it would count cards that are not there.
 */
export const PaginationFooter = memo(function PaginationFooter({
  page,
  pageSize,
  total,
  shownPage,
  shownPageSize = pageSize,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageSize: PageSize;
  total: number;
  shownPage: number | undefined;
  shownPageSize?: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}) {
  // On a phone the previous / next buttons lose their words to leave room for the numbers.
  const compact = useMediaMatch('(max-width: 36em)');
  const totalPages = totalPagesOf(total, pageSize);
  const current = Math.min(Math.max(1, page), totalPages);
  const from = shownPage === undefined || total === 0 ? 0 : (shownPage - 1) * shownPageSize + 1;
  const to = shownPage === undefined ? 0 : Math.min(shownPage * shownPageSize, total);
  // Page changes only within 1..totalPages.
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== current) onPageChange(target);
  };

  return (
    <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label="Paginação">
      <Group gap="sm" wrap="wrap">
        {shownPage !== undefined && (
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="pagination-summary">
            Mostrando {formatNumber(from)} a {formatNumber(to)} de {plural(total, 'resultado', 'resultados')}
          </Text>
        )}
        {/* The browser's own select, as the filters' (PropertyFilters). */}
        <NativeSelect
          aria-label="Itens por página"
          data={PAGE_SIZE_DATA}
          value={String(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.currentTarget.value) as PageSize)}
          size="xs"
          w={130}
        />
      </Group>
      <Group gap={4} wrap="nowrap">
        {compact ? (
          <ActionIcon
            variant="default"
            aria-label="Anterior"
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconChevronLeft size={16} />}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            Anterior
          </Button>
        )}
        {pageItems(current, totalPages).map((item) =>
          typeof item === 'number' ? (
            <Button
              key={item}
              size="compact-sm"
              miw={32}
              variant={item === current ? 'filled' : 'subtle'}
              color={item === current ? undefined : 'gray'}
              aria-label={`Página ${item}`}
              aria-current={item === current ? 'page' : undefined}
              onClick={() => go(item)}
            >
              {item}
            </Button>
          ) : (
            <Text key={item} size="sm" c="dimmed" px={4} aria-hidden>
              …
            </Text>
          ),
        )}
        {compact ? (
          <ActionIcon
            variant="default"
            aria-label="Próxima"
            disabled={current >= totalPages}
            onClick={() => go(current + 1)}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        ) : (
          <Button
            variant="default"
            size="compact-sm"
            rightSection={<IconChevronRight size={16} />}
            disabled={current >= totalPages}
            onClick={() => go(current + 1)}
          >
            Próxima
          </Button>
        )}
      </Group>
    </Group>
  );
});
