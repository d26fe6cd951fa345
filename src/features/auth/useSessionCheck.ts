import { useEffect, useState } from 'react';
import { isApiError } from '@/api/errors';
import { fetchMe } from './api/auth';
import { useSessionStore } from './store';

/** Answers with which the server refuses a stored token: expired or revoked, or a user gone. */
const REFUSALS = new Set([401, 403, 404]);
/** A check that could not be made is tried again this much later (or as soon as the network is back). */
const RETRY_MS = 30_000;

/**
 * Checks a stored session with /auth/me while the app already runs with it. Only a refusal ends
 * the session (and the login screen says it expired). A check that could not be made — no answer,
 * a server error, a reload cutting the request off — keeps it: the screens show their own offline
 * or error states, and the check runs again when the browser is back online, or a while later.
 */
export function useSessionCheck() {
  const status = useSessionStore((s) => s.status);
  const verified = useSessionStore((s) => s.verified);
  const restored = useSessionStore((s) => s.restored);
  const signOut = useSessionStore((s) => s.signOut);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (status !== 'authenticated' || verified) return;
    const controller = new AbortController();
    const again = () => setAttempt((n) => n + 1);
    let retry: ReturnType<typeof setTimeout> | undefined;
    fetchMe(controller.signal)
      .then(restored)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && REFUSALS.has(error.status)) {
          signOut('expired');
          return;
        }
        addEventListener('online', again, { once: true });
        retry = setTimeout(again, RETRY_MS);
      });
    return () => {
      controller.abort();
      removeEventListener('online', again);
      clearTimeout(retry);
    };
  }, [status, verified, attempt, restored, signOut]);
}
