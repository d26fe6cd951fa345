import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { isApiError } from '@/api/errors';
import { fetchMe } from './api/auth';
import { AuthContext, type Auth } from './api/session';
import { useSessionStore } from './store';

export function AuthProvider({ children }: { children: ReactNode }) {
  const { status, user, signIn, restored, signOut } = useSessionStore();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'restoring') return;
    const controller = new AbortController();
    fetchMe(controller.signal)
      .then(restored)
      .catch((error: unknown) => {
        if (isApiError(error) || !controller.signal.aborted) signOut();
      });
    return () => controller.abort();
  }, [status, restored, signOut]);

  const logout = useCallback(() => {
    signOut();
    // Nothing fetched for one user may be shown to the next.
    queryClient.clear();
  }, [signOut, queryClient]);

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
