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
import type { FromBackend, ToBackend, WireAnswer } from './contract';
import { answerCall, startDatabase, type StartedDatabase } from './serve';
import { savedInIndexedDb } from '../db/persistence';
import { parseSavedSessions } from '../db/saved-sessions';
import { restoreSessions } from '../db/session-persistence';
import { configureRuntime } from '../runtime';

declare const self: DedicatedWorkerGlobalScope;

function post(message: FromBackend, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

/**
 * The other tabs' mocks. Each tab's mock has its own database, and they share one saved copy: each
 * says here when it has saved, and the others take that copy before they answer another call, so
 * that a change made in one tab is seen in the others and not undone by their next save.
 */
const otherTabs = new BroadcastChannel('imobi-mock-database');

/**
 * The started database, once what came before has been done: the sign-ins or the copy another tab
 * saved are in before the calls that come after them are answered.
 */
let ready: Promise<StartedDatabase> | null = null;

/** Calls being answered, and what waits for none to be. */
let answering = 0;
let whenIdle: (() => void)[] = [];

/** Runs `step` on the database after the calls being answered, before those to come. */
function thenOnDatabase(step: (database: StartedDatabase) => Promise<void>): void {
  ready =
    ready?.then(async (database) => {
      while (answering > 0) await new Promise<void>((resolve) => whenIdle.push(resolve));
      try {
        await step(database);
      } catch (error) {
        // The calls that follow are answered from the database as it is.
        console.error('[mock]', error);
      }
      return database;
    }) ?? null;
}

otherTabs.addEventListener('message', ({ data }: MessageEvent<{ seedKey: string }>) =>
  thenOnDatabase(async (database) => {
    if (data.seedKey === database.seedKey) await database.sync();
  }),
);

/** One tab's mock at a time reads, changes and saves the shared copy. */
const LOCK = 'imobi-mock-database';

/** Runs `step` holding the lock (resolved with what `step` resolves to, which lib.dom types as its promise). */
function lockedAmongTabs<T>(step: () => Promise<T>): Promise<T> {
  return navigator.locks.request(LOCK, step) as Promise<unknown> as Promise<T>;
}

/**
 * This tab's calls that change the database, while any runs: together they hold the lock among the
 * tabs' mocks, from the newest saved copy until the last is saved. Together, not one by one: a
 * property's photos upload three at a time, as a server takes them, each with its latency.
 */
let writing: { calls: number; entered: Promise<void>; finish: () => void } | null = null;

function beginWrite(): Promise<void> {
  if (!writing) {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const entered = new Promise<void>((resolve) => {
      void lockedAmongTabs(async () => {
        // The newest copy, taken with no call of this tab's answering meanwhile.
        thenOnDatabase(async (database) => {
          try {
            await database.sync();
          } finally {
            resolve();
          }
        });
        await finished;
      });
    });
    writing = { calls: 0, entered, finish };
  }
  writing.calls += 1;
  return writing.entered;
}

function endWrite(): void {
  if (!writing) return;
  writing.calls -= 1;
  if (writing.calls === 0) {
    writing.finish();
    writing = null;
  }
}

/** A call's answer, posted back to the page. */
function answer(id: number, wire: WireAnswer): void {
  const transfer = wire && wire !== 'network-error' ? [wire.body] : [];
  post({ type: 'answer', id, answer: wire }, transfer);
}

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
        onSaved: (seedKey) => otherTabs.postMessage({ seedKey }),
        exclusive: lockedAmongTabs,
      });
      started.then(
        () => post({ type: 'started' }),
        (error: unknown) => post({ type: 'failed', message: String(error) }),
      );
      ready = started;
      break;
    }
    case 'sessions':
      thenOnDatabase(() => restoreSessions(parseSavedSessions(message.sessions)));
      break;
    case 'configure':
      configureRuntime(message.patch);
      break;
    case 'request': {
      const { id, request } = message;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        void ready?.then(async (database) => {
          await beginWrite();
          try {
            answer(id, await answerCall(request, database.flush));
          } finally {
            endWrite();
          }
        });
        break;
      }
      // The page asks only once this worker has started (mocks/browser.ts).
      void ready?.then(async (database) => {
        answering += 1;
        try {
          answer(id, await answerCall(request, database.flush));
        } finally {
          answering -= 1;
          if (answering === 0) {
            whenIdle.forEach((resume) => resume());
            whenIdle = [];
          }
        }
      });
      break;
    }
  }
});
