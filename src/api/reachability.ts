import { create } from 'zustand';

/**
 * How the server answered the app's last call: 'online', 'failing' (it answered with its own
 * failure: 500, 503 or 504 — a 502 is the portal's, not ours), or 'unreachable' (no answer: down,
 * a wrong VITE_API_URL, the mock's 'offline' scenario). The browser can be online meanwhile: the
 * rail's status line must not say 'Sistema Online' then. The next answer sets it again.
 */
export type ServerReach = 'online' | 'failing' | 'unreachable';

export const useServerReachable = create<{ reach: ServerReach }>(() => ({ reach: 'online' }));

const SERVER_FAILURES = new Set([500, 503, 504]);

/** Called by the client and the upload helper with each call's status, or null without an answer. */
export function reportAnswer(status: number | null): void {
  const reach: ServerReach =
    status === null ? 'unreachable' : SERVER_FAILURES.has(status) ? 'failing' : 'online';
  if (useServerReachable.getState().reach !== reach) useServerReachable.setState({ reach });
}
