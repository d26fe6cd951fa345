import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { AuthContext, type Auth } from './api/session';
import { useSessionStore, type SessionEnd } from './store';
import { useSessionCheck } from './useSessionCheck';
import { useSessionSync } from './useSessionSync';

/** Ends the session; nothing fetched for one user may be shown to the next. */
function logoutWith(signOut: (reason?: SessionEnd) => void, queryClient: QueryClient): Auth['logout'] {
  return (reason) => {
    signOut(reason);
    queryClient.clear();
  };
}

/**
 * The session read live from its store: the route guards' view while main.tsx loads the first route,
 * before React renders. AuthProvider's value replaces it in the router's context once the app renders.
 */
export function storedAuth(queryClient: QueryClient): Auth {
  const session = useSessionStore.getState;
  return {
    get status() {
      return session().status;
    },
    get user() {
      return session().user;
    },
    get isAuthenticated() {
      return session().status === 'authenticated';
    },
    get isMaster() {
      return session().user?.tenant_id === 1;
    },
    signIn: session().signIn,
    logout: logoutWith(session().signOut, queryClient),
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const signIn = useSessionStore((s) => s.signIn);
  const signOut = useSessionStore((s) => s.signOut);
  const queryClient = useQueryClient();
  useSessionCheck();
  useSessionSync();

  const value = useMemo<Auth>(
    () => ({
      status,
      user,
      isAuthenticated: status === 'authenticated',
      isMaster: user?.tenant_id === 1,
      signIn,
      logout: logoutWith(signOut, queryClient),
    }),
    [status, user, signIn, signOut, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
