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

  const routedStatus = useRef(auth.status);
  useEffect(() => {
    // Guards read auth from the router context: re-run them whenever the session changes.
    if (routedStatus.current === auth.status) return;
    routedStatus.current = auth.status;
    void router.invalidate();
  }, [auth.status, router]);

  // A stored session renders at once; useSessionCheck confirms it with the server meanwhile.
  return <RouterProvider router={router} context={{ auth }} />;
}
