import { setupWorker } from 'msw/browser';
import { clearDatabase } from './db';
import { clearPersisted, persistOnChange, restorePersisted } from './db/persistence';
import { clearPersistedSessions, persistSessions, restoreSessions } from './db/session-persistence';
import { handlers } from './handlers';
import { configureRuntime, readBrowserRuntime } from './runtime';
import { resetMockDatabase, seedKey } from './seed';

export const worker = setupWorker(...handlers);

/**
 * Starts the embedded backend of the demo: runtime knobs (from `search`, the query string the page
 * opened with), database (restored or seeded), worker.
 */
export async function startMockWorker(search = location.search): Promise<void> {
  const { runtime, reset } = readBrowserRuntime(search);
  configureRuntime(runtime);
  const key = seedKey();
  if (reset) {
    clearPersisted();
    clearPersistedSessions();
  }
  clearDatabase();
  if (reset || !(await restorePersisted(key))) await resetMockDatabase();
  // A reseed (another scenario or size) keeps whoever is signed in.
  await restoreSessions();
  persistOnChange(key);
  persistSessions();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  Object.assign(globalThis, {
    __mock: { reset: () => (clearPersisted(), location.reload()), runtime },
  });
}
