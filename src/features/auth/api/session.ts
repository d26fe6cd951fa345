import { createContext, useContext } from 'react';
import type { SessionEnd, SessionStatus, User } from '../store';

/** The session as every screen sees it (provided by `AuthProvider`). */
export interface Auth {
  status: SessionStatus;
  user: User | null;
  isAuthenticated: boolean;
  /** The master tenant (id 1) has the administration screens. */
  isMaster: boolean;
  signIn: (token: string, user: User, remember: boolean) => void;
  /** Ends the session; `reason` when the user did not choose to (the login screen says why). */
  logout: (reason?: SessionEnd) => void;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth deve ser usado dentro de um AuthProvider');
  return auth;
}
