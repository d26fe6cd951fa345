import { STORAGE_KEYS } from './storage-keys';

/**
 * The session lives under the spec's keys: in localStorage when 'Lembrar-me' is checked, otherwise
 * in sessionStorage so that it ends with the browser session. A session in sessionStorage is its
 * tab's own; one in localStorage is the browser's, shared by every tab without one of its own
 * (src/features/auth/useSessionSync.ts).
 */
export interface StoredSession<U> {
  token: string;
  user: U | null;
}

/** The tab's own storage first: another tab's remembered sign-in does not take over this tab's. */
function stores(): Storage[] {
  const out: Storage[] = [];
  if (typeof sessionStorage !== 'undefined') out.push(sessionStorage);
  if (typeof localStorage !== 'undefined') out.push(localStorage);
  return out;
}

export function readToken(): string | null {
  return sessionArea()?.getItem(STORAGE_KEYS.accessToken) ?? null;
}

/** The storage that holds this tab's session (its own, else the remembered one), or null when signed out. */
export function sessionArea(): Storage | null {
  return stores().find((store) => store.getItem(STORAGE_KEYS.accessToken)) ?? null;
}

export function readStoredSession<U>(): StoredSession<U> | null {
  const store = sessionArea();
  const token = store?.getItem(STORAGE_KEYS.accessToken);
  if (!store || !token) return null;
  let user: U | null = null;
  try {
    user = JSON.parse(store.getItem(STORAGE_KEYS.user) ?? 'null') as U | null;
  } catch {
    user = null;
  }
  return { token, user };
}

/**
 * A sign-in: this tab's own session goes, and the new one is kept for the tab or, remembered, for
 * the browser. A remembered one is written over the last (the token first, then its user), never
 * removed in between, so that the tabs that follow it never see the browser signed out on the way.
 */
export function writeSession<U>(token: string, user: U, remember: boolean): void {
  clearArea(sessionStorage);
  const store = remember ? localStorage : sessionStorage;
  // The last remembered user's kept answers are not the new one's.
  if (remember) localStorage.removeItem(STORAGE_KEYS.queryCache);
  store.setItem(STORAGE_KEYS.accessToken, token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Refresh the stored user (e.g. after /auth/me) beside the token it belongs to. */
export function updateStoredUser<U>(user: U): void {
  sessionArea()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/**
 * Ends this tab's session, and the answers kept with it: nothing of one user is shown to the next.
 * A tab's own session ends alone; the remembered one ends for every tab that shares it.
 */
export function clearStoredSession(): void {
  const area = sessionArea();
  if (area) clearArea(area);
}

function clearArea(store: Storage): void {
  store.removeItem(STORAGE_KEYS.accessToken);
  store.removeItem(STORAGE_KEYS.user);
  store.removeItem(STORAGE_KEYS.queryCache);
}
