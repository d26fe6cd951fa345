import { STORAGE_KEYS } from './storage-keys';

/**
 * The session lives under the spec's keys: in localStorage when 'Lembrar-me' is checked, otherwise
 * in sessionStorage so that it ends with the browser session.
 */
export interface StoredSession<U> {
  token: string;
  user: U | null;
}

function stores(): Storage[] {
  const out: Storage[] = [];
  if (typeof localStorage !== 'undefined') out.push(localStorage);
  if (typeof sessionStorage !== 'undefined') out.push(sessionStorage);
  return out;
}

export function readToken(): string | null {
  return sessionArea()?.getItem(STORAGE_KEYS.accessToken) ?? null;
}

/** The storage that holds the session (localStorage when remembered), or null when signed out. */
export function sessionArea(): Storage | null {
  return stores().find((store) => store.getItem(STORAGE_KEYS.accessToken)) ?? null;
}

export function readStoredSession<U>(): StoredSession<U> | null {
  for (const store of stores()) {
    const token = store.getItem(STORAGE_KEYS.accessToken);
    if (!token) continue;
    let user: U | null = null;
    try {
      user = JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null') as U | null;
    } catch {
      user = null;
    }
    return { token, user };
  }
  return null;
}

export function writeSession<U>(token: string, user: U, remember: boolean): void {
  clearStoredSession();
  const store = remember ? localStorage : sessionStorage;
  store.setItem(STORAGE_KEYS.accessToken, token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Refresh the stored user (e.g. after /auth/me) wherever the token is kept. */
export function updateStoredUser<U>(user: U): void {
  for (const store of stores()) {
    if (store.getItem(STORAGE_KEYS.accessToken)) store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  }
}

/** Ends the stored session, and the answers kept with it: nothing of one user is shown to the next. */
export function clearStoredSession(): void {
  for (const store of stores()) {
    store.removeItem(STORAGE_KEYS.accessToken);
    store.removeItem(STORAGE_KEYS.user);
    store.removeItem(STORAGE_KEYS.queryCache);
  }
}
