/**
 * Requests wait for this promise; the first paint does not. main.tsx sets it to the start of the
 * embedded mock worker, so a request made before the worker is ready is held, not lost.
 */
let ready: Promise<unknown> = Promise.resolve();

export function setApiReady(promise: Promise<unknown>): void {
  ready = promise.catch((error: unknown) => {
    console.error('[api] the mock backend failed to start', error);
  });
}

export function apiReady(): Promise<unknown> {
  return ready;
}
