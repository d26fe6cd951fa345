import { Box, Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBuildingCommunity,
  IconCloudDownload,
  IconFilterOff,
  IconPlus,
  IconSearch,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { PageHeader } from '@/components/PageHeader';
import { ExportActivateDialog } from '@/features/portals/components/ExportActivateDialog';
import { ExportDialog } from '@/features/portals/components/ExportDialog';
import { ImportDialog } from '@/features/portals/components/ImportDialog';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/notify';
import { propertyKeys } from '../api/keys';
import {
  fetchAllMatchingIds,
  propertiesListOptions,
  useBulkPublicationType,
  useBulkSync,
  type PropertyListItem,
} from '../api/properties';
import type { PublicationType } from '../labels';
import { hasActiveFilters, toListQuery, type PageSize, type PropertiesSearch } from '../search';
import { getSelection, useSelectionStore } from '../store';
import { DeleteWizard } from './DeleteWizard';
import { PaginationFooter, totalPagesOf } from './PaginationFooter';
import { PropertyCard, PropertyCardSkeleton } from './PropertyCard';
import { PropertyFilters, type FiltersValue } from './PropertyFilters';
import { PropertyListStats } from './PropertyListStats';
import { SelectionBar } from './SelectionBar';

const routeApi = getRouteApi('/_authenticated/properties/');

export const LIST_ERROR_MESSAGE = 'Erro ao carregar propriedades';
export const SELECT_ALL_ERROR_MESSAGE = 'Falha ao selecionar todos os resultados';
export const SYNC_ERROR_MESSAGE = 'Erro ao sincronizar propriedades';
export const HIGHLIGHT_ERROR_MESSAGE = 'Erro ao atualizar destaque';
/** The list reloads this long after a delete (spec part 1 §9). */
export const RELOAD_AFTER_DELETE_MS = 1500;

const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 } as const;
const NO_ITEMS: PropertyListItem[] = [];
const NO_IDS: number[] = [];

/**
 * A failed call in the spec's words, with the server's own reason underneath when it gave one.
 */
function failureToast(error: unknown, fallback: string) {
  const detail = errorMessage(error, fallback);
  if (detail === fallback) toast.error(fallback);
  else toast.error(detail, { title: fallback });
}

function SkeletonGrid({ count }: { count: number }) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" aria-busy="true" aria-label="Carregando imóveis">
      {Array.from({ length: count }, (_, i) => (
        <PropertyCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}

/** Select-all-visible (with its indeterminate state) and "select all N results". */
function SelectAllRow({
  items,
  total,
  selectingAll,
  onSelectAllMatching,
}: {
  items: PropertyListItem[];
  total: number;
  selectingAll: boolean;
  onSelectAllMatching: () => void;
}) {
  const setMany = useSelectionStore((s) => s.setMany);
  const selectedVisible = useSelectionStore((s) => {
    let n = 0;
    for (const item of items) if (s.selected.has(item.id)) n += 1;
    return n;
  });
  const selectedCount = useSelectionStore((s) => s.selected.size);
  const all = items.length > 0 && selectedVisible === items.length;
  const some = selectedVisible > 0 && !all;
  return (
    <Group gap="md" mih={30}>
      <Checkbox
        label="Selecionar todos visíveis"
        checked={all}
        indeterminate={some}
        disabled={items.length === 0}
        onChange={() => setMany(items, !all)}
      />
      {total > items.length && selectedCount < total && (
        <Button
          variant="subtle"
          size="compact-sm"
          loading={selectingAll}
          onClick={onSelectAllMatching}
          data-testid="select-all-matching"
        >
          Selecionar todos os {formatNumber(total)} resultados
        </Button>
      )}
    </Group>
  );
}

/** 'Meus Imóveis' (spec part 1 §2): the property list with filters, selection and bulk actions. */
export function PropertyListScreen() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const desktop = useMediaQuery('(min-width: 48em)') ?? true;

  const { q, status, property_type, sort_by, sort_order, page, page_size } = search;
  const query = useMemo(
    () => toListQuery({ q, status, property_type, sort_by, sort_order, page, page_size }),
    [q, status, property_type, sort_by, sort_order, page, page_size],
  );
  const list = useQuery(propertiesListOptions(query));
  const items = list.data?.data ?? NO_ITEMS;
  const total = list.data?.total ?? 0;
  const totalPages = totalPagesOf(total, page_size);
  const filtered = hasActiveFilters(search);

  // ───────── search params ─────────
  const setSearch = useCallback(
    (patch: Partial<PropertiesSearch>, options: { replace?: boolean } = {}) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace }),
    [navigate],
  );
  const filters = useMemo<FiltersValue>(
    () => ({ q, status, property_type, sort_by, sort_order }),
    [q, status, property_type, sort_by, sort_order],
  );
  const onFiltersChange = useCallback(
    (patch: Partial<FiltersValue>) => setSearch({ ...patch, page: 1 }),
    [setSearch],
  );
  const onPageChange = useCallback((next: number) => setSearch({ page: next }), [setSearch]);
  const onPageSizeChange = useCallback(
    (size: PageSize) => setSearch({ page_size: size, page: 1 }),
    [setSearch],
  );
  const clearFilters = () => setSearch({ q: '', status: undefined, property_type: undefined, page: 1 });

  // A page beyond the end (an old link, a smaller result) is clamped to the last page.
  const beyondEnd = list.data !== undefined && !list.isPlaceholderData && page > totalPages;
  useEffect(() => {
    if (beyondEnd) setSearch({ page: totalPages }, { replace: true });
  }, [beyondEnd, totalPages, setSearch]);

  // ───────── selection ─────────
  const clearSelection = useSelectionStore((s) => s.clear);
  const selectAll = useSelectionStore((s) => s.selectAll);
  const [selectingAll, setSelectingAll] = useState(false);
  const selectAllAbort = useRef<AbortController | null>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      // Leaving the list: the selection and any pending work go with it.
      selectAllAbort.current?.abort();
      clearTimeout(reloadTimer.current);
      clearSelection();
    },
    [clearSelection],
  );

  const selectAllMatching = async () => {
    selectAllAbort.current?.abort();
    const controller = new AbortController();
    selectAllAbort.current = controller;
    setSelectingAll(true);
    try {
      const { page: _page, page_size: _pageSize, ...matching } = query;
      const all = await fetchAllMatchingIds(matching, { signal: controller.signal });
      if (!controller.signal.aborted) selectAll(all.items);
    } catch {
      if (!controller.signal.aborted) toast.error(SELECT_ALL_ERROR_MESSAGE);
    } finally {
      if (!controller.signal.aborted) setSelectingAll(false);
    }
  };

  // ───────── dialogs ─────────
  const [importOpened, setImportOpened] = useState(false);
  const [deletion, setDeletion] = useState<{ opened: boolean; properties: PropertyListItem[] }>({
    opened: false,
    properties: NO_ITEMS,
  });
  const [exporting, setExporting] = useState<{ opened: boolean; ids: number[] }>({
    opened: false,
    ids: NO_IDS,
  });
  const [activating, setActivating] = useState<{ opened: boolean; ids: number[] }>({
    opened: false,
    ids: NO_IDS,
  });

  const onDeleteOne = useCallback(
    (item: PropertyListItem) => setDeletion({ opened: true, properties: [item] }),
    [],
  );
  const onDeleted = () => {
    clearSelection();
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      RELOAD_AFTER_DELETE_MS,
    );
  };

  // ───────── bulk actions ─────────
  const bulkSync = useBulkSync();
  const bulkPublication = useBulkPublicationType();

  const onSync = () => {
    bulkSync.mutate(getSelection().ids, {
      onSuccess: (result) => {
        if (result.failed === 0) toast.success(result.message);
        else if (result.synced === 0) toast.error(result.message);
        else toast.info(result.message);
        clearSelection();
      },
      onError: (error) => failureToast(error, SYNC_ERROR_MESSAGE),
    });
  };
  const onSetHighlight = (publication_type: PublicationType) => {
    bulkPublication.mutate(
      { property_ids: getSelection().ids, publication_type },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => failureToast(error, HIGHLIGHT_ERROR_MESSAGE),
      },
    );
  };
  // Removing a highlight sets STANDARD, then exports and activates those listings (spec part 1 §4).
  const onRemoveHighlight = () => {
    const ids = getSelection().ids;
    bulkPublication.mutate(
      { property_ids: ids, publication_type: 'STANDARD' },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          setActivating({ opened: true, ids });
        },
        onError: (error) => failureToast(error, HIGHLIGHT_ERROR_MESSAGE),
      },
    );
  };

  // ───────── content ─────────
  let content;
  if (list.isPending) {
    content = <SkeletonGrid count={Math.min(page_size, 12)} />;
  } else if (list.isError) {
    content = (
      <ErrorState title={LIST_ERROR_MESSAGE} error={list.error} onRetry={() => void list.refetch()} />
    );
  } else if (total === 0 && !filtered) {
    content = (
      <EmptyState
        icon={IconBuildingCommunity}
        title="Nenhum imóvel cadastrado"
        description="Cadastre seu primeiro imóvel ou importe seus anúncios do Canal Pro para começar."
        action={
          <Button component={Link} to="/properties/new" leftSection={<IconPlus size={16} />}>
            Cadastrar primeiro imóvel
          </Button>
        }
      />
    );
  } else if (total === 0) {
    content = (
      <EmptyState
        icon={IconSearch}
        title="Nenhum imóvel encontrado"
        description="Nenhum imóvel corresponde à busca e aos filtros aplicados."
        action={
          <Button variant="default" leftSection={<IconFilterOff size={16} />} onClick={clearFilters}>
            Limpar filtros
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    // Page beyond the end: the clamp above is on its way.
    content = <SkeletonGrid count={Math.min(page_size, 12)} />;
  } else {
    content = (
      <SimpleGrid
        cols={GRID_COLS}
        spacing="md"
        aria-busy={list.isPlaceholderData || undefined}
        style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        data-testid="property-grid"
      >
        {items.map((item) => (
          <PropertyCard key={item.id} item={item} onDelete={onDeleteOne} />
        ))}
      </SimpleGrid>
    );
  }

  const showList = list.data !== undefined && total > 0;

  return (
    <Stack gap="md">
      <Box
        pos={desktop ? 'sticky' : undefined}
        top="var(--app-shell-header-offset, 0px)"
        bg="var(--mantine-color-body)"
        py="xs"
        style={{ zIndex: 15 }}
        data-testid="list-header"
      >
        <Stack gap="sm">
          <PageHeader
            title="Meus Imóveis"
            actions={
              <>
                <Button
                  variant="default"
                  leftSection={<IconCloudDownload size={16} />}
                  onClick={() => setImportOpened(true)}
                >
                  Importar
                </Button>
                <Button component={Link} to="/properties/new" leftSection={<IconPlus size={16} />}>
                  Novo Imóvel
                </Button>
              </>
            }
          />
          <Box mt={-16}>
            <PropertyListStats />
          </Box>
          <PropertyFilters value={filters} onChange={onFiltersChange} />
          {showList && (
            <SelectAllRow
              items={items}
              total={total}
              selectingAll={selectingAll}
              onSelectAllMatching={() => void selectAllMatching()}
            />
          )}
        </Stack>
      </Box>

      {content}

      {showList && (
        <PaginationFooter
          page={page}
          pageSize={page_size}
          total={total}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}

      <SelectionBar
        onSync={onSync}
        onDelete={() => setDeletion({ opened: true, properties: getSelection().items })}
        onExport={() => setExporting({ opened: true, ids: getSelection().ids })}
        onExportActivate={() => setActivating({ opened: true, ids: getSelection().ids })}
        onSetHighlight={onSetHighlight}
        onRemoveHighlight={onRemoveHighlight}
        syncing={bulkSync.isPending}
        highlighting={bulkPublication.isPending}
      />

      <ImportDialog opened={importOpened} onClose={() => setImportOpened(false)} />
      <DeleteWizard
        opened={deletion.opened}
        onClose={() => setDeletion((d) => ({ ...d, opened: false }))}
        properties={deletion.properties}
        onDeleted={onDeleted}
      />
      <ExportDialog
        opened={exporting.opened}
        onClose={() => setExporting((d) => ({ ...d, opened: false }))}
        propertyIds={exporting.ids}
        onExported={clearSelection}
      />
      <ExportActivateDialog
        opened={activating.opened}
        onClose={() => setActivating((d) => ({ ...d, opened: false }))}
        propertyIds={activating.ids}
        onDone={clearSelection}
      />
    </Stack>
  );
}
