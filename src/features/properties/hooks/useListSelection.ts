import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/notify';
import { fetchAllMatchingIds, type PropertyListQuery } from '../api/properties';
import { useSelectionStore } from '../store';

const SELECT_ALL_ERROR_MESSAGE = 'Falha ao selecionar todos os resultados';

/**
 * The list's selection over its lifetime: "select all N results" (every matching id, loaded in
 * pages of 200, cancelled when superseded), and a clean slate when the user leaves the list.
 */
export function useListSelection(query: PropertyListQuery) {
  const clearSelection = useSelectionStore((s) => s.clear);
  const selectAll = useSelectionStore((s) => s.selectAll);
  const [selectingAll, setSelectingAll] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
      clearSelection();
    },
    [clearSelection],
  );

  const selectAllMatching = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
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

  return { selectingAll, selectAllMatching, clearSelection };
}
