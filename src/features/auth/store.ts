import { create } from 'zustand';
import type { components } from '@/api/schema';
import { clearStoredSession, readStoredSession, updateStoredUser, writeSession } from '@/lib/session-storage';

export type User = components['schemas']['User'];

/** restoring: a stored token is being checked with /auth/me; the app shows a spinner meanwhile. */
export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  signIn: (token: string, user: User, remember: boolean) => void;
  restored: (user: User) => void;
  signOut: () => void;
}

function initialState(): Pick<SessionState, 'status' | 'user'> {
  const stored = readStoredSession<User>();
  return stored ? { status: 'restoring', user: stored.user } : { status: 'anonymous', user: null };
}

export const useSessionStore = create<SessionState>((set) => ({
  ...initialState(),
  signIn: (token, user, remember) => {
    writeSession(token, user, remember);
    set({ status: 'authenticated', user });
  },
  restored: (user) => {
    updateStoredUser(user);
    set({ status: 'authenticated', user });
  },
  signOut: () => {
    clearStoredSession();
    set({ status: 'anonymous', user: null });
  },
}));

/** Tests and stories start from whatever the storage holds at that moment. */
export function resetSessionStore(): void {
  useSessionStore.setState(initialState());
}
