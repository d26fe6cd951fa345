/**
 * msw answers only the pages its service worker controls. A page loaded past a registered worker (a
 * hard reload bypasses it; so does a page the browser loaded while the worker was slow to start on
 * a busy machine) is loaded again by msw's start, at the page's first call: after its first screen
 * was shown, a second load for the user, and a navigation that aborted whatever came next (a
 * journey's next page.goto, "interrupted by another navigation"). Checked as the page opens
 * instead, and before the app starts (main.tsx waits for the answer), the reload costs the splash
 * only; msw then finds the page controlled and has no reason to reload it. A page the worker
 * controls answers at once; only a first visit and a hard reload ask the browser for the
 * registrations.
 */

import { mayReloadNow } from '../src/lib/reload-throttle';

/** The mock's service worker script, as msw registers it. */
export const MOCK_WORKER_URL = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
const RELOADED_AT = 'mock-reloaded-for-worker-at';

/**
 * Loads `address` (the page as it opened, mock knobs included) again when no service worker
 * controls the page but the mock's is registered, and resolves whether it did: once per half
 * minute at most, so that a worker that cannot take control ends in msw's own handling instead of
 * a loop.
 */
export async function reloadIfUncontrolled(address: string): Promise<boolean> {
  const { serviceWorker } = navigator;
  if (!serviceWorker || serviceWorker.controller) return false;
  // A browser that will not tell (storage blocked): the app starts, and msw does as it does.
  const registrations = await serviceWorker.getRegistrations().catch(() => []);
  const script = new URL(MOCK_WORKER_URL, location.href).href;
  const registered = registrations.some(({ active, waiting, installing }) =>
    [active, waiting, installing].some((worker) => worker?.scriptURL === script),
  );
  if (!registered || serviceWorker.controller || !mayReloadNow(RELOADED_AT)) return false;
  location.replace(address);
  return true;
}
