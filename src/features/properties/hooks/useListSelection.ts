import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/notify';
import { fetchAllMatchingIds, type PropertyListQuery } from '../api/properties';
import { useSelectionStore } from '../store';

const SELECT_ALL_ERROR_MESSAGE = 'Falha ao selecionar todos os resultados';

/**
 * The list's selection over its lifetime: "select all N results" (every matching property of the
 * tenant's own — shared ones are never selected — loaded in pages of 200, cancelled when
 * superseded or when the user changes the selection meanwhile), and a clean slate when the search,
 * a filter or the view changes (a bulk action never reaches properties the user no longer sees) or
 * the user leaves the list.
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

  const { page: _page, page_size: _pageSize, ...matching } = query;
  const matchingKey = JSON.stringify(matching);
  useEffect(() => {
    abort.current?.abort();
    clearSelection();
  }, [matchingKey, clearSelection]);

  const selectAllMatching = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    // Whatever the user does to the selection while the load runs (a tick, an untick, 'Limpar
    // seleção') is newer than the "select all" and wins: the load stops. Its late answer used to
    // select every result again over two ticked cards, and 'Sincronizar' then ran on all of them.
    const stopOnUserChange = useSelectionStore.subscribe(() => controller.abort());
    setSelectingAll(true);
    try {
      const all = await fetchAllMatchingIds(
        { ...matching, include_shared: false },
        { signal: controller.signal },
      );
      stopOnUserChange();
      if (!controller.signal.aborted) selectAll(all.items);
    } catch {
      if (!controller.signal.aborted) toast.error(SELECT_ALL_ERROR_MESSAGE);
    } finally {
      stopOnUserChange();
      // Unless a newer "select all" took over (it owns the flag now).
      if (abort.current === controller) setSelectingAll(false);
    }
  };

  return { selectingAll, selectAllMatching, clearSelection };
}
