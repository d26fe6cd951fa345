import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { AuthContext, type Auth } from './api/session';
import { useSessionStore, type SessionEnd } from './store';
import { useSessionCheck } from './useSessionCheck';

export function AuthProvider({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const user = useSessionStore((s) => s.user);
  const signIn = useSessionStore((s) => s.signIn);
  const signOut = useSessionStore((s) => s.signOut);
  const queryClient = useQueryClient();
  useSessionCheck();

  const logout = useCallback(
    (reason?: SessionEnd) => {
      signOut(reason);
      // Nothing fetched for one user may be shown to the next.
      queryClient.clear();
    },
    [signOut, queryClient],
  );

  const value = useMemo<Auth>(
    () => ({
      status,
      user,
      isAuthenticated: status === 'authenticated',
      isMaster: user?.tenant_id === 1,
      signIn,
      logout,
    }),
    [status, user, signIn, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
