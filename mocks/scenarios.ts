/**
 * Scenario handlers run before the domain handlers. `server-error` and `offline` break every API
 * call except authentication (so a designer can still sign in and see the failure states); `slow`
 * is handled by the latency; `empty` and `expired-portal-credentials` by the seed.
 */
import { HttpResponse, http as mswHttp, passthrough } from 'msw';
import { answersServerError } from './overrides';
import { getRuntime } from './runtime';

function isApiCall(url: URL): boolean {
  if (url.pathname.startsWith('/auth/')) return false;
  if (
    url.pathname.startsWith('/mock-images/') ||
    url.pathname.startsWith('/src/') ||
    url.pathname.startsWith('/@')
  )
    return false;
  return /^\/(properties|integrations|canalpro|api|admin|mcp|ws)(\/|$)/.test(url.pathname);
}

export const scenarioHandlers = [
  mswHttp.all('*', ({ request }) => {
    const { scenario } = getRuntime();
    if (scenario !== 'server-error' && scenario !== 'offline') return undefined;
    const url = new URL(request.url);
    if (!isApiCall(url)) return undefined;
    // Only the app's own API paths are broken; a page navigation with the same path is left alone.
    if (request.headers.get('accept')?.includes('text/html')) return passthrough();
    if (scenario === 'offline') return HttpResponse.error();
    return answersServerError();
  }),
];
