import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params', () => {
  it('read a value as typed: a number or a boolean only where it is the same text', () => {
    expect(parseSearch('?q=1.500&page=2&x=true&y=null&z=1e3&big=12345678901234567890')).toEqual({
      q: '1.500',
      page: 2,
      x: true,
      y: 'null',
      z: '1e3',
      big: '12345678901234567890',
    });
  });

  it('write a text as it is, without quotes', () => {
    expect(stringifySearch({ q: '123', page: 2, page_size: 25 })).toBe('?q=123&page=2&page_size=25');
  });

  it('give back whatever was typed, texts that look like JSON included', () => {
    for (const q of ['1.500', '123', 'true', 'null', '"Leblon"', '[1]', '{a}', 'Casa & Cia', 'ação 50%']) {
      expect(String((parseSearch(stringifySearch({ q })) as { q: unknown }).q)).toBe(q);
    }
  });
});
