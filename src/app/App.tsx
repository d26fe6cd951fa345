import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { setUnauthorizedHandler } from '@/api/client';
import { useAuth } from '@/features/auth/api/session';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  const auth = useAuth();

  useEffect(() => {
    // A 401 anywhere ends the session and returns to /login, keeping where the user was; the login
    // screen says the session expired.
    setUnauthorizedHandler(() => {
      auth.logout('expired');
      const here = router.state.location.href;
      if (router.state.location.pathname !== '/login') {
        void router.navigate({ to: '/login', search: { redirect: here } });
      }
    });
    return () => setUnauthorizedHandler(null);
  }, [auth, router]);

  // Guards read auth from the router context: re-run them whenever the session changes, to another
  // user too (another tab signed in as someone who may not see this screen).
  const session = `${auth.status}:${auth.user?.id ?? ''}`;
  const routedSession = useRef(session);
  useEffect(() => {
    if (routedSession.current === session) return;
    routedSession.current = session;
    void router.invalidate();
  }, [session, router]);

  // A stored session renders at once; useSessionCheck confirms it with the server meanwhile.
  return <RouterProvider router={router} context={{ auth }} />;
}
