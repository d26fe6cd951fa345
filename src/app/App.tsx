import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setUnauthorizedHandler } from '@/api/client';
import { useAuth } from '@/features/auth/api/session';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  const auth = useAuth();

  useEffect(() => {
    // A 401 anywhere ends the session and returns to /login, keeping where the user was.
    setUnauthorizedHandler(() => {
      auth.logout();
      const here = router.state.location.href;
      if (router.state.location.pathname !== '/login') {
        void router.navigate({ to: '/login', search: { redirect: here } });
      }
    });
    return () => setUnauthorizedHandler(null);
  }, [auth, router]);

  useEffect(() => {
    // Guards read auth from the router context: re-run them whenever the session changes. While
    // restoring there is no RouterProvider yet (and no auth in its context) to re-run.
    if (auth.status !== 'restoring') void router.invalidate();
  }, [auth.status, router]);

  // While the stored session is checked, index.html's splash (with its status label) stays up.
  if (auth.status === 'restoring') return null;
  return <RouterProvider router={router} context={{ auth }} />;
}
