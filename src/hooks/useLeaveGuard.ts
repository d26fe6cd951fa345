import { useBlocker } from '@tanstack/react-router';
import { useRef } from 'react';
import { readToken } from '@/lib/session-storage';

/**
 * Leaving a form with unsaved changes asks first (the property wizard, the schedule forms). In-app
 * navigation opens the screen's confirmation; closing or reloading the tab gets the browser's own
 * prompt. A move within the same screen (its address's search: a wizard's step) is not leaving
 * it. `allow()` lets the next navigation through (after a save, or a confirmed discard).
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker({
    // A session that ended (a 401 sends the user to sign in) is not asked about: there is no
    // staying without it, and the work is kept (the draft; parked.ts for the photos' queue).
    shouldBlockFn: ({ current, next }) =>
      dirty && !allowed.current && current.pathname !== next.pathname && readToken() !== null,
    enableBeforeUnload: () => dirty && !allowed.current,
    withResolver: true,
  });
  return {
    blocked: blocker.status === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    allow: () => {
      allowed.current = true;
    },
  };
}
