import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './index';

/**
 * Each handler screens requests with a pattern compiled once from its path (index.ts, matchFirst)
 * before MSW's own match: whatever MSW would answer must still reach it.
 */
describe('handler matching', () => {
  it.each([
    ['another origin', 'https://api.example.com/properties/41'],
    ['a trailing slash', 'http://localhost/properties/41/'],
    ['a query string', 'http://localhost/properties/41?include=photos'],
    ['another case', 'http://localhost/Properties/41'],
  ])('answers with %s, as MSW matches it', async (_, url) => {
    const response = await getResponse(handlers, new Request(url));
    // No session: the handler of GET /properties/{id} answers, and refuses.
    expect(response?.status).toBe(401);
  });

  it('answers the parameters MSW reads from the path', async () => {
    const response = await getResponse(handlers, new Request('http://localhost/properties/public/41'));
    expect(response?.status).toBe(200);
    expect(((await response!.json()) as { id: number }).id).toBe(41);
  });

  it.each([
    ['another method', 'DELETE', 'http://localhost/auth/login'],
    ['a path no handler has', 'GET', 'http://localhost/properties/41/nada'],
  ])('leaves %s unanswered', async (_, method, url) => {
    expect(await getResponse(handlers, new Request(url, { method }))).toBeUndefined();
  });
});
