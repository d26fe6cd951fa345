import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import type { Auth } from '@/features/auth/api/session';

export interface RouterContext {
  queryClient: QueryClient;
  auth: Auth;
}

/** Each route's `head` (pageHead) names the browser tab; React 19 hoists the <title> into <head>. */
function Root() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Imobi' }] }),
  component: Root,
});
