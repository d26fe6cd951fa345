import { replaceEqualDeep } from '@tanstack/react-query';
import { create } from 'zustand';
import type { components } from '@/api/schema';
import { clearStoredSession, readStoredSession, updateStoredUser, writeSession } from '@/lib/session-storage';

export type User = components['schemas']['User'];

export type SessionStatus = 'authenticated' | 'anonymous';

/** Why the last session ended, when the user did not end it: the login screen says so. */
export type SessionEnd = 'expired';

interface SessionState {
  status: SessionStatus;
  user: User | null;
  /**
   * A stored session is trusted at once (the app renders with its user) and checked with /auth/me
   * in the background: false until the server has confirmed it.
   */
  verified: boolean;
  ended: SessionEnd | null;
  signIn: (token: string, user: User, remember: boolean) => void;
  restored: (user: User) => void;
  signOut: (reason?: SessionEnd) => void;
  /**
   * Another tab of this browser signed in or out: this one takes the session the storage now holds
   * (nothing is written). True when the user changed, so that what was fetched for the last one goes.
   */
  followStorage: () => boolean;
}

function initialState(): Pick<SessionState, 'status' | 'user' | 'verified' | 'ended'> {
  const stored = readStoredSession<User>();
  if (stored?.user) return { status: 'authenticated', user: stored.user, verified: false, ended: null };
  // A token without its user is a broken session (it is always written with one).
  if (stored) clearStoredSession();
  return { status: 'anonymous', user: null, verified: false, ended: null };
}

export const useSessionStore = create<SessionState>((set, get) => ({
  ...initialState(),
  signIn: (token, user, remember) => {
    writeSession(token, user, remember);
    set({ status: 'authenticated', user, verified: true, ended: null });
  },
  restored: (user) => {
    updateStoredUser(user);
    // The same user as stored keeps its object: a new one, equal, re-rendered every screen that
    // reads the session (each property card) as the first screen's answers arrived.
    set({ status: 'authenticated', user: replaceEqualDeep(get().user, user), verified: true });
  },
  signOut: (reason) => {
    clearStoredSession();
    set({ status: 'anonymous', user: null, verified: false, ended: reason ?? null });
  },
  followStorage: () => {
    const stored = readStoredSession<User>();
    const { status, user } = get();
    if (!stored?.user) {
      if (status === 'anonymous') return false;
      set({ status: 'anonymous', user: null, verified: false, ended: null });
      return true;
    }
    if (status === 'authenticated' && user?.id === stored.user.id) return false;
    // The other tab's sign-in was just answered by the server: nothing to check again.
    set({ status: 'authenticated', user: stored.user, verified: true, ended: null });
    return true;
  },
}));

/** Tests and stories start from whatever the storage holds at that moment. */
export function resetSessionStore(): void {
  useSessionStore.setState(initialState());
}
