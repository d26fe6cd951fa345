import type { AnyRouter } from '@tanstack/react-router';

/**
 * Downloads and runs the code of the page at `href` (the split chunks of its route and of the
 * layouts around it), as the router would on the way there, without its guards or loaders: a
 * signed-out visitor's preload of a signed-in page asks nothing of the API. Each chunk is loaded
 * once; the router's own navigation takes what is loaded or still loading.
 */
export function loadPageCode(router: AnyRouter, href: string): Promise<unknown> {
  const [routes] = router.getMatchedRoutes(new URL(href, location.href).pathname);
  return Promise.all(routes.map((route) => router.loadRouteChunk(route)));
}
