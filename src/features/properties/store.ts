import { create } from 'zustand';
import type { PropertyListItem } from './api/properties';

/**
 * The property list's selection: client state, keyed by id. Each selected id keeps the list item it
 * was selected from (a card on screen, or a page of the "select all N results" load), so bulk dialogs
 * can name properties that are no longer on the current page.
 */
interface SelectionState {
  selected: ReadonlyMap<number, PropertyListItem>;
  toggle: (item: PropertyListItem) => void;
  /** Selects (or deselects) every given item, e.g. the visible page. */
  setMany: (items: readonly PropertyListItem[], selected: boolean) => void;
  /** Adds every given item to the selection (select all N results). */
  selectAll: (items: readonly PropertyListItem[]) => void;
  remove: (ids: readonly number[]) => void;
  clear: () => void;
}

export const useSelectionStore = create<SelectionState>()((set) => ({
  selected: new Map(),
  toggle: (item) =>
    set(({ selected }) => {
      const next = new Map(selected);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return { selected: next };
    }),
  setMany: (items, value) =>
    set(({ selected }) => {
      const next = new Map(selected);
      for (const item of items) {
        if (value) next.set(item.id, item);
        else next.delete(item.id);
      }
      return { selected: next };
    }),
  selectAll: (items) =>
    set(({ selected }) => {
      const next = new Map(selected);
      for (const item of items) next.set(item.id, item);
      return { selected: next };
    }),
  remove: (ids) =>
    set(({ selected }) => {
      if (!ids.some((id) => selected.has(id))) return {};
      const next = new Map(selected);
      for (const id of ids) next.delete(id);
      return { selected: next };
    }),
  clear: () => set(({ selected }) => (selected.size === 0 ? {} : { selected: new Map() })),
}));

/** Whether one property is selected: a card re-renders only when its own answer changes. */
export function useIsSelected(id: number): boolean {
  return useSelectionStore((s) => s.selected.has(id));
}

export function useSelectionCount(): number {
  return useSelectionStore((s) => s.selected.size);
}

/** Selected ids and items, read on demand (not subscribed) when an action runs. */
export function getSelection(): { ids: number[]; items: PropertyListItem[] } {
  const { selected } = useSelectionStore.getState();
  return { ids: [...selected.keys()], items: [...selected.values()] };
}
