import { Button, SimpleGrid, Stack } from '@mantine/core';
import { IconArchive, IconBuildingCommunity, IconFilterOff, IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { memo, type ReactNode, type Ref } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { StaleBanner, stalenessOf } from '@/components/StaleBanner';
import { propertyStatsOptions, type PropertyListItem, type PropertyListResponse } from '../api/properties';
import type { ListView } from '../search';
import { PropertyCard } from './PropertyCard';
import { PropertyCardSkeleton } from './PropertyCardSkeleton';

const LIST_ERROR_MESSAGE = 'Erro ao carregar propriedades';
const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 } as const;

// Memoised: the screen renders again, skeletons unchanged, as a page's answer arrives (its render
// of the cards is deferred, PropertyListScreen).
const SkeletonGrid = memo(function SkeletonGrid({ count }: { count: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" role="status" aria-label="Carregando imóveis">
      {Array.from({ length: count }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
});

/**
 * The list's body in each of its states: skeletons, the error with a retry, empty,
 * empty under filters, and the cards (dimmed while the next page or filter loads). The
 * 'Arquivados' view has its own empty state.
 */
export function PropertyListContent({
  view,
  list,
  shown,
  pageSize,
  filtered,
  onClearFilters,
  onDelete,
  onRestore,
  gridRef,
}: {
  view: ListView;
  /** The query: its failure, its retry, the answer it holds. */
  list: UseQueryResult<PropertyListResponse>;
  /** The answer the screen shows: the query's, once its deferred render has caught up. */
  shown: PropertyListResponse | undefined;
  pageSize: number;
  filtered: boolean;
  onClearFilters: () => void;
  onDelete: (item: PropertyListItem) => void;
  onRestore: (item: PropertyListItem) => void;
  /** The cards' grid (usePageFocus puts the focus on a new page's first card). */
  gridRef?: Ref<HTMLDivElement>;
}) {
  // The header's count chips (PropertyListStats): an earlier answer of theirs whose refresh failed
  // is out of date as the cards would be, and the banner says so for both.
  const stats = useQuery(propertyStatsOptions());
  const skeletons = <SkeletonGrid count={Math.min(pageSize, 12)} />;
  if (list.isError && list.data === undefined) {
    return <ErrorState title={LIST_ERROR_MESSAGE} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (shown === undefined) return skeletons;
  const { data: items, total } = shown;
  // An earlier answer whose refresh failed (kept from the last visit, say), the counts' or the
  // list's: shown, and said so, over the cards or over an empty state alike.
  const withBanner = (body: ReactNode) => (
    <Stack gap="md">
      <StaleBanner
        staleness={stalenessOf(list, stats)}
        retrying={list.isFetching || stats.isFetching}
        onRetry={() => {
          if (list.isError) void list.refetch();
          if (stats.isError) void stats.refetch();
        }}
      />
      {body}
    </Stack>
  );
  // The next page or filter is loading, or its answer is in and its cards are on their way.
  const stale = list.isPlaceholderData || shown !== list.data;
  // A kept answer is the previous search's: its emptiness says nothing of this one's.
  if (total === 0 && stale) return skeletons;
  if (total === 0 && !filtered && view === 'arquivados') {
    return withBanner(
      <EmptyState
        icon={IconArchive}
        title="Nenhum imóvel arquivado"
        description="Os imóveis arquivados aparecem aqui e podem ser restaurados a qualquer momento."
      />,
    );
  }
  if (total === 0 && !filtered) {
    return withBanner(
      <EmptyState
        icon={IconBuildingCommunity}
        title="Nenhum imóvel cadastrado"
        description="Cadastre seu primeiro imóvel ou importe seus anúncios do Canal Pro para começar."
        action={
          <Button component={Link} to="/properties/new" leftSection={<IconPlus size={16} />}>
            Cadastrar primeiro imóvel
          </Button>
        }
      />,
    );
  }
  if (total === 0) {
    return withBanner(
      <EmptyState
        icon={IconSearch}
        title="Nenhum imóvel encontrado"
        description="Nenhum imóvel corresponde à busca e aos filtros aplicados."
        action={
          <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={onClearFilters}>
            Limpar filtros
          </Button>
        }
      />,
    );
  }
  // A page beyond the end: the screen's clamp to the last page is on its way.
  if (items.length === 0) return skeletons;
  // While another page or filter loads, the cards on screen are the previous answer's: they take
  // no click or focus (a tick there selected a property about to leave the screen).
  return withBanner(
    <SimpleGrid
      ref={gridRef}
      cols={GRID_COLS}
      spacing="md"
      aria-busy={stale || undefined}
      inert={list.isPlaceholderData || undefined}
      style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}
      data-testid="property-grid"
    >
      {items.map((item, index) => (
        <PropertyCard
          key={item.id}
          item={item}
          onDelete={onDelete}
          onRestore={onRestore}
          first={index === 0 ? 'lead' : index < GRID_COLS.xl && 'row'}
        />
      ))}
    </SimpleGrid>,
  );
}
