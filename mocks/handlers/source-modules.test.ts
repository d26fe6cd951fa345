import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './index';

/**
 * Vite's dev server (npm run dev, Storybook, the story tests) serves the app's source modules from
 * the page's own origin, through the same service worker as the API calls.
 */
describe('source modules', () => {
  it.each([
    '/src/features/properties/highlight-plan.ts',
    '/src/features/properties/readiness.ts',
    '/node_modules/.vite/deps/properties/chunk.js',
    '/@fs/work/src/features/properties/share.ts',
  ])(
    'are left to the dev server, never answered as an API call (%s ≠ GET /properties/{id})',
    async (path) => {
      const response = await getResponse(handlers, new Request(`http://localhost:6006${path}`));
      expect(response).toBeUndefined();
    },
  );

  it('leave the API paths they resemble answered', async () => {
    const response = await getResponse(handlers, new Request('http://localhost:6006/properties/41'));
    // No session: the handler answers, and refuses.
    expect(response?.status).toBe(401);
  });
});
