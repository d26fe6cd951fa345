import { isCommonAssetRequest, passthrough, RequestHandler } from 'msw';
import { fromWireResponse, type WireAnswer } from './contract';

/**
 * The page's one MSW handler: every call the service worker hands the page goes to the mock's
 * worker (`ask`); static files (the route's chunks, the photos) go on to the host. Not
 * `http.all('*')`: MSW's HTTP handler parses each request's cookies and matches its path before
 * its resolver runs, on the page's main thread, for every chunk and photo too: over half of MSW's
 * time on that thread during /properties' first load (Lighthouse's trace, with V8's samples). This
 * one only looks at the address.
 */
export class MockBackendHandler extends RequestHandler {
  constructor(ask: (request: Request) => Promise<WireAnswer>) {
    super({
      info: { header: 'the mock worker (mocks/backend)' },
      resolver: async ({ request }) => {
        const answer = await ask(request);
        if (answer === null) return passthrough();
        if (answer === 'network-error') return Response.error();
        return fromWireResponse(answer);
      },
    });
  }

  predicate({ request }: { request: Request }): boolean {
    return !isCommonAssetRequest(request);
  }

  // A handler must say how it logs a call; the worker starts quiet (`quiet: true`), as before.
  log(): void {}
}
