/**
 * What the mock's worker does (backend.worker.ts), apart from its messages so that Node can test
 * it: start the database from its saved copy, and answer a call.
 */
import { getResponse } from 'msw';
import { clearDatabase, restoreSnapshot, takeSnapshot } from '../db';
import { persistOnChange, restorePersisted, type SavedDatabase } from '../db/persistence';
import type { KeepSession } from '../db/saved-sessions';
import type { SessionRecord } from '../db/schemas';
import { persistSessions, restoreSessions } from '../db/session-persistence';
import { handlers } from '../handlers';
import { answersServerError } from '../overrides';
import { configureRuntime, type MockRuntime } from '../runtime';
import { resetMockDatabase, seedKey } from '../seed';
import { fromWireRequest, toWireResponse, type WireAnswer, type WireRequest } from './contract';

export interface DatabaseStart {
  runtime: MockRuntime;
  /** `?mock-reset`: seeded again, whatever was saved. */
  reset: boolean;
  saved: SavedDatabase;
  /** The sign-ins the page's storage holds, and how a new one (or its end) reaches it. */
  sessions: SessionRecord[];
  keepSession: KeepSession;
  /** Told after each save of this database, with its seed key (the worker tells the other tabs' mocks). */
  onSaved?: (seedKey: string) => void;
  /** Saving stops with it (a test's end; the worker saves as long as it lives). */
  signal?: AbortSignal;
}

/** A started database. */
export interface StartedDatabase {
  /** What it was seeded for (scenario and size): only a copy saved for the same is taken. */
  seedKey: string;
  /** Saves what a call that is not a GET changed. */
  flush: () => Promise<void>;
  /**
   * Takes the copy another tab's mock just saved, in place of this one's (each tab's mock has its
   * own database in its own worker; the last to save would otherwise drop what the others saved).
   * The sign-ins this one holds stay. Nothing is saved or sent to the page while it reloads.
   */
  reload: () => Promise<void>;
}

/** The runtime, then the database restored or seeded, saved as it changes. */
export async function startDatabase({
  runtime,
  reset,
  saved,
  sessions,
  keepSession,
  onSaved,
  signal,
}: DatabaseStart): Promise<StartedDatabase> {
  configureRuntime(runtime);
  const key = seedKey();
  clearDatabase();
  if (reset || !(await restorePersisted(saved, key))) await resetMockDatabase();
  // A reseed (another scenario or size) keeps whoever is signed in.
  await restoreSessions(sessions);

  let watching = new AbortController();
  let flush: () => Promise<void> = () => Promise.resolve();
  const watch = () => {
    watching = new AbortController();
    flush = persistOnChange(saved, key, watching.signal, onSaved && (() => onSaved(key)));
    persistSessions(watching.signal, keepSession);
  };
  // Not AbortSignal.any: Node 20 let such a signal go without telling its listeners.
  signal?.addEventListener('abort', () => watching.abort(), { once: true });
  watch();

  return {
    seedKey: key,
    flush: () => flush(),
    reload: async () => {
      watching.abort();
      const mine = takeSnapshot();
      if (!(await restorePersisted(saved, key))) await restoreSnapshot(mine);
      await restoreSessions(mine.sessions as SessionRecord[]);
      watch();
    },
  };
}

/** A call's answer from the handlers; `flush` saves what a call that is not a GET changed. */
export async function answerCall(wire: WireRequest, flush: StartedDatabase['flush']): Promise<WireAnswer> {
  const request = fromWireRequest(wire);
  let response: Response | undefined;
  try {
    response = await getResponse(handlers, request);
  } catch (error) {
    // A handler's own fault, answered as a server would rather than left without an answer.
    console.error('[mock]', request.method, request.url, error);
    response = answersServerError();
  }
  if (!response) return null;
  if (response.type === 'error') return 'network-error';
  if (response.status === 302 && response.headers.get('x-msw-intention') === 'passthrough') return null;
  // A user's save is stored before its answer reaches the page (persistence.ts).
  if (request.method !== 'GET') await flush();
  return toWireResponse(response);
}
