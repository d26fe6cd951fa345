/**
 * Requests wait for the backend to be ready; the first paint does not. With the embedded mock,
 * main.tsx registers how to start it, and the mock starts when it is first needed — the first
 * request, or the user's first interaction (so that a sign-in does not wait for it) — rather than
 * while the first page loads. A request made before the worker is ready is held, not lost.
 *
 * The mock answers from a service worker, which forgets the tabs it serves whenever the browser
 * stops it (an idle worker is stopped after some 30 s) or replaces it. Until the tab announces
 * itself again, its calls go past the mock to the static host, whose answer is the app's
 * index.html: read as JSON it was 'Erro de configuração da requisição' in a tab opened beside
 * another. A backend that can tell such a stray answer reconnects and the call is
 * sent once more; a backend that failed to start is started again by the next call instead of
 * letting every call out unmocked.
 */
import { networkError } from './errors';

export interface ApiBackend {
  /** Starts the backend; tried twice, half a second apart, then again by the next request. */
  start: () => Promise<unknown>;
  /**
   * Given a call (its body unread) and what came back: resolves false for the backend's own
   * answer; otherwise reconnects and resolves true, and the call is sent again.
   */
  recover?: (request: Request, response: Response) => Promise<boolean>;
}

/** The pause before a failed start is tried again. */
const START_RETRY_MS = 500;

let backend: ApiBackend | null = null;
let ready: Promise<unknown> | null = null;

/** How the app reaches its backend (main.tsx: the embedded mock). Nothing runs until it is needed. */
export function setApiBackend(next: ApiBackend | null): void {
  backend = next;
  ready = null;
}

/** Starts the backend if it has not started yet; every request awaits this. */
export function apiReady(): Promise<unknown> {
  if (!backend) return Promise.resolve();
  const { start } = backend;
  // Tried twice: a chunk that failed to load while the browser was busy, or while it restarted the
  // service worker its request went through, usually loads a moment later.
  ready ??= start()
    .catch(() => new Promise((resolve) => setTimeout(resolve, START_RETRY_MS)).then(start))
    .catch((error: unknown) => {
      console.error('[api] the mock backend failed to start', error);
      // The next request starts it again; this one fails as a call that got no answer.
      ready = null;
      throw networkError(error, { reason: 'backend-start' });
    });
  return ready;
}

/**
 * How many times a call is sent again after answers that were not the backend's: a worker can be
 * stopped once more while the tab announces itself (the public page opened in a second tab as the
 * worker went idle lost its first call twice in a row, under load).
 */
const MAX_RESENDS = 3;

/**
 * fetch through the backend, once it is ready: an answer that did not come from it is not
 * passed on as one — the backend reconnects and the call goes again, up to MAX_RESENDS times.
 * `globalThis.fetch` is read per call so MSW in Node sees every request.
 */
export async function fetchFromApi(request: Request): Promise<Response> {
  await apiReady();
  const recover = backend?.recover;
  if (!recover) return globalThis.fetch(request);
  let sending = request;
  for (let resends = 0; ; resends++) {
    // A request's body can be read once: each sending keeps a copy for the next.
    const spare = sending.clone();
    const response = await globalThis.fetch(sending);
    if (resends === MAX_RESENDS || !(await recover(spare, response))) return response;
    sending = spare;
  }
}
