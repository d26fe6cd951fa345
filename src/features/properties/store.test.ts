import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyListItem } from './api/properties';
import { getSelection, useSelectionStore } from './store';

const item = (id: number) => ({ id, title: `Imóvel ${id}` }) as PropertyListItem;

afterEach(() => useSelectionStore.getState().clear());

describe('selection store', () => {
  it('toggles, selects many, selects all and clears, keyed by id', () => {
    const s = () => useSelectionStore.getState();
    s().toggle(item(1));
    s().toggle(item(2));
    s().toggle(item(1));
    expect(getSelection().ids).toEqual([2]);
    s().setMany([item(3), item(4)], true);
    s().setMany([item(2), item(3)], false);
    expect(getSelection().ids).toEqual([4]);
    s().selectAll([item(4), item(5), item(6)]);
    expect(getSelection().ids).toEqual([4, 5, 6]);
    expect(getSelection().items.map((i) => i.title)).toEqual(['Imóvel 4', 'Imóvel 5', 'Imóvel 6']);
    s().remove([5]);
    expect(getSelection().ids).toEqual([4, 6]);
    s().clear();
    expect(getSelection().ids).toEqual([]);
  });

  it('leaves the state alone when nothing changes', () => {
    const before = useSelectionStore.getState().selected;
    useSelectionStore.getState().clear();
    useSelectionStore.getState().remove([1]);
    expect(useSelectionStore.getState().selected).toBe(before);
  });
});
