import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DocumentTitle } from '@/components/DocumentTitle';
import type { Auth } from '@/features/auth/api/session';

export interface RouterContext {
  queryClient: QueryClient;
  auth: Auth;
}

/** Each route's `head` (pageHead) names the browser tab. */
function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Imobi' }] }),
  component: Root,
});
