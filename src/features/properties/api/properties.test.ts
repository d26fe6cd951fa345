import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../../../tests/query-client';
import { cachedListTotal, type PropertyListQuery, type PropertyListResponse } from './properties';
import { propertyKeys } from './keys';

const base: PropertyListQuery = { page: 1, page_size: 12, sort_by: 'updated_at', sort_order: 'desc' };
const answer = (total: number) =>
  ({ data: [], total, page: 1, page_size: 12 }) as unknown as PropertyListResponse;

describe('cachedListTotal', () => {
  it('gives the count of the same search from another of its pages, whatever the page, page size or sort', () => {
    const client = createTestQueryClient();
    client.setQueryData(propertyKeys.list({ ...base, page: 1 }), answer(69));
    client.setQueryData(propertyKeys.list({ ...base, q: 'Flat' }), answer(3));
    expect(cachedListTotal(client, { ...base, page: 5 })).toBe(69);
    expect(cachedListTotal(client, { ...base, page: 1, page_size: 24, sort_order: 'asc' })).toBe(69);
    expect(cachedListTotal(client, { ...base, q: 'Flat', page: 2 })).toBe(3);
  });

  it("never takes another search's count: text, filter or view", () => {
    const client = createTestQueryClient();
    client.setQueryData(propertyKeys.list({ ...base, q: 'Flat' }), answer(3));
    client.setQueryData(propertyKeys.list({ ...base, status: 'error' }), answer(7));
    client.setQueryData(propertyKeys.list({ ...base, archived_only: true }), answer(2));
    expect(cachedListTotal(client, { ...base, page: 5 })).toBeUndefined();
    expect(cachedListTotal(client, { ...base, q: 'Flat', status: 'error' })).toBeUndefined();
    expect(cachedListTotal(client, { ...base, status: 'error', page: 2 })).toBe(7);
    expect(cachedListTotal(client, { ...base, archived_only: true, page: 3 })).toBe(2);
  });

  it('takes the newest answer when pages of one search were answered at different times', () => {
    const client = createTestQueryClient();
    client.setQueryData(propertyKeys.list({ ...base, page: 2 }), answer(70), { updatedAt: 1_000 });
    client.setQueryData(propertyKeys.list({ ...base, page: 1 }), answer(68), { updatedAt: 2_000 });
    expect(cachedListTotal(client, { ...base, page: 4 })).toBe(68);
  });
});
