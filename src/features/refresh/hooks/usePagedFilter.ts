import { useDeferredValue, useMemo, useState } from 'react';
import { searchTerm } from '../api/normalize';

/** Rows per page in the selection panels: enough to scan, few enough to render at once. */
const PANEL_PAGE_SIZE = 50;

/**
 * Search and paging in memory over a list of rows that carry a folded `haystack` — the available
 * properties come as one unpaged array (10 000 at scale). The search term is deferred, so
 * typing stays responsive while the filter runs; only one page of rows is ever rendered.
 */
export function usePagedFilter<T extends { haystack: string }>(
  rows: readonly T[],
  pageSize = PANEL_PAGE_SIZE,
) {
  const [query, setQueryState] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(query);
  const filtered = useMemo(() => {
    const term = searchTerm(deferred);
    return term ? rows.filter((row) => row.haystack.includes(term)) : rows;
  }, [rows, deferred]);
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, totalPages);
  const pageRows = useMemo(
    () => filtered.slice((current - 1) * pageSize, current * pageSize),
    [filtered, current, pageSize],
  );
  return {
    query,
    setQuery: (value: string) => {
      setQueryState(value);
      setPage(1);
    },
    /** True while the list still shows the previous term's result. */
    searching: query !== deferred,
    filtered,
    pageRows,
    page: current,
    totalPages,
    setPage,
  };
}
