import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The one in-flight guard of the app: an action that starts work runs at most once at a time. A
 * second call while the first is in flight (a double click, Enter pressed twice) is ignored — the
 * ref answers at once, before any re-render could disable the button — and `busy` (for the
 * button's `loading`) lasts until the action settles. The action handles its own errors (toasts);
 * anything it lets through is logged, not rethrown into an event handler. `run` keeps its
 * identity across renders (it calls the latest `action`), so memoised children that receive it
 * do not re-render.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (...args: A): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await latest.current(...args);
    } catch (error) {
      console.error('[action] unhandled failure', error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
