import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberListSearch, useLastListSearch } from './last-search';
import { PROPERTIES_SEARCH_DEFAULTS, type PropertiesSearch } from './search';

const search: PropertiesSearch = { ...PROPERTIES_SEARCH_DEFAULTS, q: 'Botafogo', page_size: 25 };

describe('the list’s last search', () => {
  it('is its user’s only: another user signed in on the tab starts from the plain list', () => {
    rememberListSearch(7, search);
    expect(renderHook(() => useLastListSearch(7)).result.current).toEqual(search);
    expect(renderHook(() => useLastListSearch(8)).result.current).toBeUndefined();
    expect(renderHook(() => useLastListSearch(undefined)).result.current).toBeUndefined();
  });
});
