import { setupWorker } from 'msw/browser';
import { clearDatabase } from './db';
import { clearPersisted, persistOnChange, restorePersisted } from './db/persistence';
import { clearPersistedSessions, persistSessions, restoreSessions } from './db/session-persistence';
import { handlers } from './handlers';
import { configureRuntime, readBrowserRuntime } from './runtime';
import { resetMockDatabase, seedKey } from './seed';

export const worker = setupWorker(...handlers);

/**
 * Runtime knobs (from `search`, the query string the page opened with), then the database,
 * restored or seeded; answers how to write it to storage now.
 */
async function prepareDatabase(search: string): Promise<() => void> {
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
  const flush = persistOnChange(key);
  persistSessions();
  Object.assign(globalThis, {
    // `configure` switches a knob mid-journey (a connection lost while photos upload) without a reload.
    __mock: { reset: () => (clearPersisted(), location.reload()), runtime, configure: configureRuntime },
  });
  return flush;
}

let database: Promise<() => void> | null = null;

/**
 * Starts the embedded backend of the demo: database, then worker. A start that failed (a chunk or
 * the worker's script did not load while the browser was busy with another tab) is tried again by
 * the next request (src/api/ready.ts); the database is prepared once.
 */
export async function startMockWorker(search = location.search): Promise<void> {
  database ??= prepareDatabase(search).catch((error: unknown) => {
    database = null;
    throw error;
  });
  const flush = await database;
  await untilAnswered(
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    }),
  );
  // Every tab restores the database saved in storage as it starts: what a user saved is written at
  // once, so that a tab opened right after the save (its public page, say) shows it.
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') flush();
  });
  // A tab the user comes back to tells a worker that may have been stopped meanwhile.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void announce().catch(() => undefined);
  });
}

const ANNOUNCE_TIMEOUT_MS = 5000;
let announcing: Promise<void> | null = null;

/** The worker that handles this tab's requests; after a replacement, once the new one has claimed it. */
function controller(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('no service worker controls this page')),
      ANNOUNCE_TIMEOUT_MS,
    );
    serviceWorker.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        if (serviceWorker.controller) resolve(serviceWorker.controller);
        else reject(new Error('no service worker controls this page'));
      },
      { once: true },
    );
  });
}

/**
 * Tells the worker again that this tab is mocked: the message `worker.start()` sends
 * (mockServiceWorker.js, 'MOCK_ACTIVATE'), answered with 'MOCKING_ENABLED'. The worker keeps the
 * tabs it mocks in memory only, so a stopped and restarted (or replaced) worker has forgotten
 * them and lets their requests through to the static host.
 */
function announce(): Promise<void> {
  announcing ??= controller()
    .then(
      (sw) =>
        new Promise<void>((resolve, reject) => {
          const { serviceWorker } = navigator;
          const done = (error?: Error) => {
            clearTimeout(timer);
            serviceWorker.removeEventListener('message', onMessage);
            if (error) reject(error);
            else resolve();
          };
          const onMessage = (event: MessageEvent) => {
            if ((event.data as { type?: unknown } | null)?.type === 'MOCKING_ENABLED') done();
          };
          const timer = setTimeout(
            () => done(new Error('the mock worker did not answer')),
            ANNOUNCE_TIMEOUT_MS,
          );
          serviceWorker.addEventListener('message', onMessage);
          sw.postMessage('MOCK_ACTIVATE');
        }),
    )
    .finally(() => (announcing = null));
  return announcing;
}

/**
 * `worker.start()` sends the worker two messages ('INTEGRITY_CHECK_REQUEST', then 'MOCK_ACTIVATE')
 * and waits for each answer without a deadline: a worker that the browser stops while it reads one
 * never answers, and the tab waited on its loader for good (a public page opened in a second tab
 * as the worker went idle). Until `start` settles the tab sends both again every few seconds;
 * the answers reach `start`'s own listeners, and a repeated one is harmless.
 */
async function untilAnswered(start: Promise<unknown>): Promise<void> {
  const nudge = setInterval(() => {
    void navigator.serviceWorker.ready.then(({ active }) => {
      active?.postMessage('INTEGRITY_CHECK_REQUEST');
      active?.postMessage('MOCK_ACTIVATE');
    });
  }, ANNOUNCE_TIMEOUT_MS / 2);
  try {
    await start;
  } finally {
    clearInterval(nudge);
  }
}

/**
 * Whether an answer came from somewhere other than the mock. The mock answers every call to this
 * origin with JSON (the contract has no other body, nor an empty 204); a page or an empty 404 is
 * the static host's (its index.html for a GET, nothing for a POST).
 */
function strayAnswer(request: Request, response: Response): boolean {
  if (new URL(request.url).origin !== location.origin) return false;
  return !(response.headers.get('content-type') ?? '').includes('json');
}

/**
 * For src/api/ready.ts: after an answer that the mock did not give, the tab announces itself to
 * the worker again (resolves true: the call is sent again); a real answer resolves false.
 */
export async function recoverMockWorker(request: Request, response: Response): Promise<boolean> {
  if (!strayAnswer(request, response)) return false;
  await announce();
  return true;
}
