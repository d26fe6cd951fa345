import { Box, Button, SegmentedControl, Stack, VisuallyHidden } from '@mantine/core';
import { IconCloudDownload, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/api/session';
import { lazyDialog, usePreloadWhenIdle, type DialogProps, type LazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/PageHeader';
import { useMediaMatch } from '@/hooks/useMediaMatch';
import { usePaletteIntent } from '@/hooks/usePaletteIntent';
import { cachedListTotal, propertiesListOptions, type PropertyListItem } from '../api/properties';
import { useBulkActions } from '../hooks/useBulkActions';
import { useListSearch } from '../hooks/useListSearch';
import { useListSelection } from '../hooks/useListSelection';
import { usePageFocus } from '../hooks/usePageFocus';
import { isPartnerShared } from '../ownership';
import type { ListView } from '../search';
import { getSelection } from '../store';
import { PaginationFooter, totalPagesOf } from './PaginationFooter';
import { PropertyFilters } from './PropertyFilters';
import { PropertyListContent } from './PropertyListContent';
import { PropertyListStats } from './PropertyListStats';
import { SelectAllRow } from './SelectAllRow';
import { SelectionBar } from './SelectionBar';

/**
 * The second portal's dialogs this screen opens. The route supplies them: a feature never imports
 * another feature's components, so the two are composed one level up.
 */
export interface PortalDialogs {
  ImportDialog: LazyDialog<DialogProps>;
  ExportDialog: LazyDialog<DialogProps & { propertyIds: number[]; onExported?: () => void }>;
  ExportActivateDialog: LazyDialog<DialogProps & { propertyIds: number[]; onDone?: () => void }>;
}

const DeleteWizard = lazyDialog(() => import('./DeleteWizard').then((m) => m.DeleteWizard));

const NO_ITEMS: PropertyListItem[] = [];
const CLOSED = { opened: false, ids: [] as number[] };
const VIEW_OPTIONS: { value: ListView; label: string }[] = [
  { value: 'ativos', label: 'Imóveis' },
  { value: 'arquivados', label: 'Arquivados' },
];

/** 'Meus Imóveis': the property list with filters, selection and bulk actions. */
export function PropertyListScreen({ dialogs }: { dialogs: PortalDialogs }) {
  const { ImportDialog, ExportDialog, ExportActivateDialog } = dialogs;
  // The header (title, counts, filters, select-all) stays in view while the cards scroll, where the
  // screen is tall enough to leave most of it to the cards: about 350 px of header took half of a
  // 1366 × 768 laptop's window and three quarters of an 800 × 600 one.
  const stickyHeader = useMediaMatch('(min-width: 48em) and (min-height: 56em)');
  const search = useListSearch();
  const { page, pageSize, query, setSearch, clearFilters } = search;
  const list = useQuery(propertiesListOptions(query));
  // Asked again after it failed, a search shows skeletons, not another search's cards kept as its
  // placeholder (they showed with the count of a page they are not, until the answer came).
  const retryOfFailed = list.isPlaceholderData && list.errorUpdatedAt > 0;
  // The answer as shown: deferred (see createQueryClient, src/api/query-client.ts). The count, the
  // cards and the pages change together, in the deferred render.
  const shown = useDeferredValue(retryOfFailed ? undefined : list.data);
  const items = shown?.data ?? NO_ITEMS;
  const total = shown?.total ?? 0;
  // Partners' shared properties are shown but never selected: select-all counts the own ones.
  const { user } = useAuth();
  const selectable = useMemo(() => items.filter((item) => !isPartnerShared(item, user)), [items, user]);
  const sharedTotal = shown?.shared_total ?? 0;
  const selectableTotal = total - sharedTotal;
  const totalPages = totalPagesOf(total, pageSize);
  const selection = useListSelection(query);
  // "Limpar filtros" leaves with its empty state: the focus goes to the search box, not the page.
  const searchRef = useRef<HTMLInputElement>(null);
  const onClearFilters = useCallback(() => {
    clearFilters();
    searchRef.current?.focus();
  }, [clearFilters]);

  // The answer shown is the current search's own (not a kept one while the next loads).
  const settled = shown !== undefined && shown === list.data && !list.isPlaceholderData;
  // A page beyond the end (an old link, a smaller result) is clamped to the last page.
  const beyondEnd = settled && page > totalPages;
  useEffect(() => {
    if (beyondEnd) setSearch({ page: totalPages }, { replace: true });
  }, [beyondEnd, totalPages, setSearch]);

  const [importOpened, setImportOpened] = useState(false);
  usePaletteIntent('import', () => setImportOpened(true));
  const [deletion, setDeletion] = useState({ opened: false, properties: NO_ITEMS });
  const [exporting, setExporting] = useState(CLOSED);
  const [activating, setActivating] = useState(CLOSED);
  const onDeleteOne = useCallback(
    (item: PropertyListItem) => setDeletion({ opened: true, properties: [item] }),
    [],
  );
  const bulk = useBulkActions({ onHighlightRemoved: (ids) => setActivating({ opened: true, ids }) });
  const { restore } = bulk;
  const onRestoreOne = useCallback((item: PropertyListItem) => restore([item.id]), [restore]);
  const showList = shown !== undefined && total > 0;
  // A search that matches nothing is said, as the count of one that matches is (the footer's).
  const noMatch = settled && total === 0 && search.filtered;
  // A page with no answer to show (loading with none kept, or failed: PropertyListContent) keeps the
  // footer's page buttons and page size at this search's count known from another of its pages:
  // the control the user just used stays, with the focus, and a page that loads is a click away.
  // Its 'Mostrando X a Y' counts the cards on screen: the answer's own page, not the page asked for
  // (while it loads, the previous page's cards stay), and none without cards.
  const queryClient = useQueryClient();
  const failed = list.isError && list.data === undefined;
  const footerTotal = showList ? total : (cachedListTotal(queryClient, query) ?? 0);
  const { gridRef, goToPage } = usePageFocus({
    page,
    settled,
    failed: list.isError,
    onPageChange: search.onPageChange,
  });
  usePreloadWhenIdle(showList, [ImportDialog, ExportDialog, ExportActivateDialog, DeleteWizard]);

  return (
    <Stack gap="md">
      <Box
        pos={stickyHeader ? 'sticky' : undefined}
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
                  onPointerEnter={ImportDialog.preload}
                  onFocus={ImportDialog.preload}
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
            <PropertyListStats listShown={shown !== undefined} />
          </Box>
          <SegmentedControl
            aria-label="Visualização"
            data={VIEW_OPTIONS}
            value={search.view}
            onChange={(value) => search.onViewChange(value as ListView)}
            w="fit-content"
          />
          <PropertyFilters
            value={search.filters}
            historyMoves={search.historyMoves}
            onChange={search.onFiltersChange}
            searchRef={searchRef}
            pendingSearchRef={search.pendingSearch}
          />
          {showList && (
            <SelectAllRow
              items={selectable}
              total={selectableTotal}
              shared={sharedTotal}
              selectingAll={selection.selectingAll}
              busy={list.isPlaceholderData}
              onSelectAllMatching={() => void selection.selectAllMatching()}
            />
          )}
        </Stack>
      </Box>

      <VisuallyHidden aria-live="polite" data-testid="list-announcement">
        {noMatch ? 'Nenhum imóvel encontrado' : ''}
      </VisuallyHidden>
      <PropertyListContent
        view={search.view}
        list={list}
        shown={shown}
        pageSize={pageSize}
        filtered={search.filtered}
        onClearFilters={onClearFilters}
        onDelete={onDeleteOne}
        onRestore={onRestoreOne}
        gridRef={gridRef}
      />

      {footerTotal > 0 && (
        <PaginationFooter
          page={page}
          pageSize={pageSize}
          total={footerTotal}
          shownPage={showList && !failed ? shown.page : undefined}
          shownPageSize={shown?.page_size}
          onPageChange={goToPage}
          onPageSizeChange={search.onPageSizeChange}
        />
      )}

      <SelectionBar
        view={search.view}
        onRestore={() => restore(getSelection().ids)}
        restoring={bulk.restoring}
        onSync={bulk.sync}
        onDelete={() => setDeletion({ opened: true, properties: getSelection().items })}
        onExport={() => setExporting({ opened: true, ids: getSelection().ids })}
        onExportActivate={() => setActivating({ opened: true, ids: getSelection().ids })}
        onApplyHighlight={bulk.applyHighlight}
        syncing={bulk.syncing}
        highlighting={bulk.highlighting}
      />

      <ImportDialog opened={importOpened} onClose={() => setImportOpened(false)} />
      <DeleteWizard
        opened={deletion.opened}
        onClose={() => setDeletion((d) => ({ ...d, opened: false }))}
        properties={deletion.properties}
        onDeleted={selection.clearSelection}
      />
      <ExportDialog
        opened={exporting.opened}
        onClose={() => setExporting((d) => ({ ...d, opened: false }))}
        propertyIds={exporting.ids}
        onExported={selection.clearSelection}
      />
      <ExportActivateDialog
        opened={activating.opened}
        onClose={() => setActivating((d) => ({ ...d, opened: false }))}
        propertyIds={activating.ids}
        onDone={selection.clearSelection}
      />
    </Stack>
  );
}
