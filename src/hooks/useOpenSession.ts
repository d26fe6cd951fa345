import { useState } from 'react';

/**
 * A number that changes each time `opened` turns true. Used as the `key` of a dialog's body, it
 * gives every opening fresh state (the spec's "state reset when opened") while the closing
 * animation still shows the last one.
 */
export function useOpenSession(opened: boolean): number {
  const [session, setSession] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setSession((s) => s + 1);
  }
  return session;
}
