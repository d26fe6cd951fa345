import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '@/features/auth/api/session';
import type { FiltersChange } from '../components/FilterSelect';
import type { PendingSearch } from '../components/ListSearchBox';
import type { FiltersValue } from '../components/PropertyFilters';
import { rememberListSearch } from '../last-search';
import {
  hasActiveFilters,
  toListQuery,
  type ListView,
  type PageSize,
  type PropertiesSearch,
} from '../search';

const routeApi = getRouteApi('/_authenticated/properties/');

/**
 * A change that refines the one before replaces its history step. A select's choice refines the
 * last one made in the same visit (FilterSelect). The search text refines the last one sent as it
 * is typed: from one search to another (neither empty), one the start of the other ('Apart' →
 * 'Apartamento', or back); a different word typed over it is a new search.
 */
function replacesStep(patch: Partial<FiltersValue>, change: FiltersChange, current: string): boolean {
  if (change.refines !== true) return false;
  const next = patch.q;
  if (next === undefined) return true;
  return current !== '' && next !== '' && (next.startsWith(current) || current.startsWith(next));
}

/** How many times the history moved (Back, Forward), as opposed to a navigation made here. */
function useHistoryMoves(): number {
  const { history } = useRouter();
  const [moves, setMoves] = useState(0);
  useEffect(
    () =>
      history.subscribe(({ action }) => {
        if (action.type !== 'PUSH' && action.type !== 'REPLACE') setMoves((n) => n + 1);
      }),
    [history],
  );
  return moves;
}

/**
 * The list's URL state: search, filters, sort and page live in the search params (a reload or a
 * shared link shows the same list); every change of filter goes back to page 1.
 */
export function useListSearch() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const historyMoves = useHistoryMoves();
  const { user } = useAuth();
  useEffect(() => {
    if (user) rememberListSearch(user.id, search);
  }, [user, search]);
  const { view, q, status, property_type, sort_by, sort_order, page, page_size } = search;

  const query = useMemo(
    () => toListQuery({ view, q, status, property_type, sort_by, sort_order, page, page_size }),
    [view, q, status, property_type, sort_by, sort_order, page, page_size],
  );
  const filters = useMemo<FiltersValue>(
    () => ({ q, status, property_type, sort_by, sort_order }),
    [q, status, property_type, sort_by, sort_order],
  );

  const setSearch = useCallback(
    (patch: Partial<PropertiesSearch>, options: { replace?: boolean } = {}) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace }),
    [navigate],
  );
  // What the user changes while the search box still waits to send its text (a filter, the sort,
  // a page, the page size, the view) takes that text along: one step of the history, and a list
  // that matches the box. Sent apart, the search landed after the change as a step of its own.
  const pendingSearch = useRef<PendingSearch>(null);
  const change = useCallback(
    (patch: Partial<PropertiesSearch>, options: { replace?: boolean } = {}) => {
      const q = patch.q === undefined ? pendingSearch.current?.take() : undefined;
      if (q === undefined) setSearch(patch, options);
      else setSearch({ ...patch, q }, { replace: false });
    },
    [setSearch],
  );
  // The search box sends its text after each pause in the typing: a search refined that way is one
  // step of the history, so that Back leaves the search rather than its last pause. Starting a
  // search, emptying the box, or a new one (typed after the box lost its focus, or another word over
  // the last) is a step of its own. So is a filter's first choice in a visit; the next ones (the
  // arrow keys on a closed select) replace it.
  const onFiltersChange = useCallback(
    (patch: Partial<FiltersValue>, how: FiltersChange = {}) =>
      change({ ...patch, page: 1 }, { replace: replacesStep(patch, how, q) }),
    [change, q],
  );
  const onPageChange = useCallback((next: number) => change({ page: next }), [change]);
  const onPageSizeChange = useCallback((size: PageSize) => change({ page_size: size, page: 1 }), [change]);
  const onViewChange = useCallback((next: ListView) => change({ view: next, page: 1 }), [change]);
  const clearFilters = useCallback(
    () => setSearch({ q: '', status: undefined, property_type: undefined, page: 1 }),
    [setSearch],
  );

  return {
    view,
    page,
    pageSize: page_size,
    query,
    filters,
    filtered: hasActiveFilters(search),
    historyMoves,
    pendingSearch,
    setSearch,
    onFiltersChange,
    onPageChange,
    onPageSizeChange,
    onViewChange,
    clearFilters,
  };
}
