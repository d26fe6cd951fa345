import { create } from 'zustand';

/**
 * Whether the server answered the app's last call, whatever the answer. The browser can be online
 * while the server is not reachable (down, a wrong VITE_API_URL, the mock's 'offline' scenario):
 * the rail's status line must not say 'Sistema Online' then. Any answer, an error status too, sets
 * it back.
 */
export const useServerReachable = create<{ answered: boolean }>(() => ({ answered: true }));

/** Called by the client and the upload helper with the outcome of each call. */
export function reportAnswer(answered: boolean): void {
  if (useServerReachable.getState().answered !== answered) useServerReachable.setState({ answered });
}
