import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasActiveFilters, propertiesSearchSchema, toListQuery } from './search';

const parse = (input: Record<string, unknown>) => v.parse(propertiesSearchSchema, input);

describe('properties search params', () => {
  it('defaults: updated_at descending, page 1, 12 per page, no filters', () => {
    expect(parse({})).toEqual({
      view: 'ativos',
      q: '',
      status: undefined,
      property_type: undefined,
      sort_by: 'updated_at',
      sort_order: 'desc',
      page: 1,
      page_size: 12,
    });
  });

  it('keeps valid values and falls back on anything else', () => {
    expect(
      parse({
        q: 'Leblon',
        status: 'error',
        property_type: 'LOFT',
        sort_by: 'price',
        sort_order: 'asc',
        page: 3,
        page_size: 50,
      }),
    ).toMatchObject({
      q: 'Leblon',
      status: 'error',
      property_type: 'LOFT',
      sort_by: 'price',
      sort_order: 'asc',
      page: 3,
      page_size: 50,
    });
    expect(
      parse({
        status: 'nope',
        property_type: 'castle',
        sort_by: 'title',
        sort_order: 'up',
        page: 0,
        page_size: 7,
      }),
    ).toMatchObject({
      status: undefined,
      property_type: undefined,
      sort_by: 'updated_at',
      sort_order: 'desc',
      page: 1,
      page_size: 12,
    });
    expect(parse({ page: 2.5 }).page).toBe(1);
  });

  it('offers page sizes 10, 25, 50 and 100 besides the default 12', () => {
    for (const size of [10, 12, 25, 50, 100]) expect(parse({ page_size: size }).page_size).toBe(size);
    expect(parse({ page_size: 200 }).page_size).toBe(12);
  });

  it('reads a numeric search text (?q=101) as text', () => {
    expect(parse({ q: 101 }).q).toBe('101');
  });

  it('builds the list request without empty search text or filters', () => {
    expect(toListQuery(parse({ q: '  ' }))).toEqual({
      page: 1,
      page_size: 12,
      sort_by: 'updated_at',
      sort_order: 'desc',
    });
    expect(toListQuery(parse({ q: ' casa ', status: 'pending' }))).toMatchObject({
      q: 'casa',
      status: 'pending',
    });
    expect(hasActiveFilters(parse({}))).toBe(false);
    expect(hasActiveFilters(parse({ property_type: 'HOUSE' }))).toBe(true);
  });

  it("the 'arquivados' view asks for the archived properties only", () => {
    expect(toListQuery(parse({ view: 'arquivados' }))).toMatchObject({ archived_only: true });
    expect(toListQuery(parse({}))).not.toHaveProperty('archived_only');
    expect(parse({ view: 'lixeira' }).view).toBe('ativos');
  });
});
