import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { AuthContext, type Auth } from './api/session';
import { useSessionStore, type SessionEnd, type SessionStatus, type User } from './store';
import { useSessionCheck } from './useSessionCheck';

function authOf(
  status: SessionStatus,
  user: User | null,
  signIn: Auth['signIn'],
  signOut: (reason?: SessionEnd) => void,
  queryClient: QueryClient,
): Auth {
  return {
    status,
    user,
    isAuthenticated: status === 'authenticated',
    isMaster: user?.tenant_id === 1,
    signIn,
    logout: (reason) => {
      signOut(reason);
      // Nothing fetched for one user may be shown to the next.
      queryClient.clear();
    },
  };
}

/**
 * The session as the stored one stands, before React renders: what the route guards read while
 * main.tsx loads the first route (AuthProvider's value replaces it once the app renders).
 */
export function storedAuth(queryClient: QueryClient): Auth {
  const { status, user, signIn, signOut } = useSessionStore.getState();
  return authOf(status, user, signIn, signOut, queryClient);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const signIn = useSessionStore((s) => s.signIn);
  const signOut = useSessionStore((s) => s.signOut);
  const queryClient = useQueryClient();
  useSessionCheck();

  const value = useMemo(
    () => authOf(status, user, signIn, signOut, queryClient),
    [status, user, signIn, signOut, queryClient],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
