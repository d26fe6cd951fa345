import { describe, expect, it } from 'vitest';
import { pageItems, totalPagesOf } from './PaginationFooter';

describe('page numbers', () => {
  it('shows every number up to 5 pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('uses an ellipsis beyond 5 pages, around the current page', () => {
    expect(pageItems(1, 7)).toEqual([1, 2, 3, 4, 'ellipsis-end', 7]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(9, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
    expect(pageItems(834, 834)).toEqual([1, 'ellipsis-start', 831, 832, 833, 834]);
  });

  it('shows the one page a gap would hide, never an ellipsis in its place', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
  });

  it('has at least one page', () => {
    expect(totalPagesOf(0, 12)).toBe(1);
    expect(totalPagesOf(60, 12)).toBe(5);
    expect(totalPagesOf(61, 12)).toBe(6);
  });
});
