import { createRouter, type ErrorComponentProps, type RouterHistory } from '@tanstack/react-router';
import { createElement } from 'react';
import { RouteError } from '@/components/RouteError';
import { routeTree } from '@/routeTree.gen';
import { createQueryClient } from '@/api/query-client';
import { parseSearch, stringifySearch } from './search-params';
import type { QueryClient } from '@tanstack/react-query';

export function createAppRouter(queryClient: QueryClient = createQueryClient(), history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // auth is supplied by <App> through RouterProvider's context.
    context: { queryClient, auth: undefined! },
    defaultPreload: 'intent',
    // React Query owns freshness; the router only asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: ({ error }: ErrorComponentProps) =>
      createElement(RouteError, { error, reloadOnce: true }),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
