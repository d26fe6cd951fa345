/**
 * Requests wait for the backend to be ready; the first paint does not. With the embedded mock,
 * main.tsx registers how to start it, and the mock starts when it is first needed — the first
 * request, or the user's first interaction (so that a sign-in does not wait for it) — rather than
 * while the first page loads. A request made before the worker is ready is held, not lost.
 */
let ready: Promise<unknown> = Promise.resolve();
let start: (() => Promise<unknown>) | null = null;

/** The way to start the backend (main.tsx: the embedded mock). Nothing runs until it is needed. */
export function setApiStarter(starter: () => Promise<unknown>): void {
  start = starter;
}

/** Starts the backend if it has not started yet; every request awaits this. */
export function apiReady(): Promise<unknown> {
  if (start) {
    const starting = start;
    start = null;
    ready = starting().catch((error: unknown) => {
      console.error('[api] the mock backend failed to start', error);
    });
  }
  return ready;
}
