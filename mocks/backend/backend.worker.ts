/// <reference lib="webworker" />
/**
 * The embedded mock's backend, in a worker of its own: the database (restored from its copy in
 * IndexedDB or seeded), its persistence and every handler run here, off the page's thread. Before,
 * they ran on the page's main thread as the first screen rendered, and on a phone the restore,
 * each call's handler and each save were tasks that held the screen (Lighthouse's total blocking
 * time). The page's side (mocks/browser.ts) hands this worker each call the service worker
 * intercepts, and the answer back.
 */
// First: MSW needs a localStorage as it loads.
import './worker-globals';
import type { FromBackend, ToBackend } from './contract';
import { answerCall, startDatabase } from './serve';
import { savedInIndexedDb } from '../db/persistence';
import { parseSavedSessions } from '../db/saved-sessions';
import { restoreSessions } from '../db/session-persistence';
import { configureRuntime } from '../runtime';

declare const self: DedicatedWorkerGlobalScope;

function post(message: FromBackend, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

/**
 * The started database's flush, once what came before has been done: calls are answered in the
 * order they come, after the sign-ins another tab made (below) are in.
 */
let ready: Promise<() => Promise<void>> | null = null;

self.addEventListener('message', (event: MessageEvent<ToBackend>) => {
  const message = event.data;
  switch (message.type) {
    case 'start': {
      const started = startDatabase({
        runtime: message.runtime,
        reset: message.reset,
        saved: savedInIndexedDb(),
        sessions: parseSavedSessions(message.sessions),
        keepSession: (jti, session) => post({ type: 'session', jti, session }),
      });
      started.then(
        () => post({ type: 'started' }),
        (error: unknown) => post({ type: 'failed', message: String(error) }),
      );
      ready = started;
      break;
    }
    case 'sessions':
      ready =
        ready?.then(async (flush) => {
          await restoreSessions(parseSavedSessions(message.sessions));
          return flush;
        }) ?? null;
      break;
    case 'configure':
      configureRuntime(message.patch);
      break;
    case 'request':
      // The page asks only once this worker has started (mocks/browser.ts).
      void ready?.then(async (flush) => {
        const answer = await answerCall(message.request, flush);
        const transfer = answer && answer !== 'network-error' ? [answer.body] : [];
        post({ type: 'answer', id: message.id, answer }, transfer);
      });
      break;
  }
});
