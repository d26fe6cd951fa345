/**
 * The embedded mock, the page's side. MSW's service worker intercepts the page's calls and asks
 * the page for each answer; the page asks the mock's own worker (backend/backend.worker.ts), where
 * the database and the handlers run, off the page's thread (its saved copy is in IndexedDB). This
 * side keeps the page's part: the knobs of the address, the sign-ins in localStorage (which every
 * tab writes), and the service worker's announcements.
 */
import { MOCK_WORKER_URL } from './page-control';
import { setupWorker } from 'msw/browser';
import { toWireRequest, type FromBackend, type ToBackend, type WireAnswer } from './backend/contract';
import { MockBackendHandler } from './backend/page-handler';
import { keepSession, SESSIONS_KEY } from './db/saved-sessions';
import { readBrowserRuntime, type MockRuntime } from './runtime';

let backend: Worker | null = null;
let sequence = 0;
const waiting = new Map<number, (answer: WireAnswer) => void>();

function send(message: ToBackend, transfer: Transferable[] = []): void {
  backend?.postMessage(message, transfer);
}

/** The mock's answer to a call, from its worker; none (the call goes on) while it has not started. */
async function ask(request: Request): Promise<WireAnswer> {
  const started = await backendStarted?.then(
    () => true,
    () => false,
  );
  if (!started) return null;
  const id = ++sequence;
  const wire = await toWireRequest(request);
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    send({ type: 'request', id, request: wire }, wire.body ? [wire.body] : []);
  });
}

/** Every call the service worker hands the page goes to the mock's worker (./backend/page-handler.ts). */
export const worker = setupWorker(new MockBackendHandler(ask));

/**
 * Where the database was saved before it moved to IndexedDB: half a megabyte of localStorage that
 * the kept answers of the first screens (src/api/query-persistence.ts) share.
 */
const FORMER_DATABASE_KEY = 'mock-db';

/** Starts the mock's worker with the knobs and the sign-ins localStorage holds. */
function startBackend(runtime: MockRuntime, reset: boolean): Promise<void> {
  localStorage.removeItem(FORMER_DATABASE_KEY);
  // A reset signs everyone out; the worker seeds the database again.
  if (reset) localStorage.removeItem(SESSIONS_KEY);
  const sessions = localStorage.getItem(SESSIONS_KEY);
  const thread = new Worker(new URL('./backend/backend.worker.ts', import.meta.url), { type: 'module' });
  backend = thread;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      thread.terminate();
      if (backend === thread) backend = null;
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    thread.addEventListener('error', (event) => fail(event.message || 'the mock worker did not load'));
    thread.addEventListener('message', ({ data }: MessageEvent<FromBackend>) => {
      switch (data.type) {
        case 'started':
          resolve();
          break;
        case 'failed':
          fail(data.message);
          break;
        case 'session':
          keepSession(data.jti, data.session, localStorage);
          break;
        case 'answer':
          waiting.get(data.id)?.(data.answer);
          waiting.delete(data.id);
          break;
      }
    });
    send({ type: 'start', runtime, reset, sessions });
  });
}

/**
 * Another tab's mock saved a sign-in: this tab's mock learns it before this tab's app takes that
 * session and calls with it (storage events come in the order the other tab wrote, and it writes
 * the list before its app stores the token).
 */
let followingOtherTabs = false;
function followOtherTabs(): void {
  if (followingOtherTabs) return;
  followingOtherTabs = true;
  addEventListener('storage', (event: StorageEvent) => {
    if (event.storageArea === localStorage && event.key === SESSIONS_KEY)
      send({ type: 'sessions', sessions: event.newValue });
  });
}

let backendStarted: Promise<void> | null = null;
let interceptionStarted: Promise<void> | null = null;

/**
 * Starts the embedded backend of the demo: its worker (the database) and the service worker, side
 * by side; no call reaches the page before both have (api/ready.ts). A start that failed (a script
 * did not load while the browser was busy with another tab) is tried again by the next request;
 * what did start is not started again.
 */
export async function startMockWorker(search = location.search): Promise<void> {
  if (!backendStarted) {
    const { runtime, reset } = readBrowserRuntime(search);
    Object.assign(globalThis, {
      __mock: {
        // What ?mock-reset does, by opening this page with it.
        reset: () => {
          const address = new URL(location.href);
          address.searchParams.set('mock-reset', '');
          location.assign(address);
        },
        runtime,
        // Switches a knob mid-journey (a connection lost while photos upload) without a reload.
        configure: (patch: Partial<MockRuntime>) => send({ type: 'configure', patch }),
      },
    });
    followOtherTabs();
    backendStarted = startBackend(runtime, reset).catch((error: unknown) => {
      backendStarted = null;
      throw error;
    });
  }
  interceptionStarted ??= untilAnswered(
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: MOCK_WORKER_URL },
    }),
  ).catch((error: unknown) => {
    interceptionStarted = null;
    throw error;
  });
  await Promise.all([backendStarted, interceptionStarted]);
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
