/**
 * What the mock's worker does (backend.worker.ts), apart from its messages so that Node can test
 * it: start the database from its saved copy, and answer a call.
 */
import { getResponse } from 'msw';
import { clearDatabase, restoreSnapshot, takeSnapshot } from '../db';
import {
  persistOnChange,
  restorePersisted,
  runAsItComes,
  type Exclusive,
  type SavedDatabases,
} from '../db/persistence';
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
  /** `?mock-reset`: seeded again, and every saved copy thrown away. */
  reset: boolean;
  saved: SavedDatabases;
  /** The sign-ins the page's storage holds, and how a new one (or its end) reaches it. */
  sessions: SessionRecord[];
  keepSession: KeepSession;
  /** Told after each save of this database, with its seed key (the worker tells the other tabs' mocks). */
  onSaved?: (seedKey: string) => void;
  /** How a save runs alone among the tabs' mocks (the worker: a Web Lock). */
  exclusive?: Exclusive;
  /** Saving stops with it (a test's end; the worker saves as long as it lives). */
  signal?: AbortSignal;
}

/** A started database. */
export interface StartedDatabase {
  /** What it was seeded for (scenario and size): its saved copy is the one kept for this key. */
  seedKey: string;
  /** Saves what a call that is not a GET changed (its tab's mock holding the lock, backend.worker.ts). */
  flush: () => Promise<void>;
  /**
   * Takes the copy another tab's mock saved, if there is a newer one than this database's (each
   * tab's mock has its own database in its own worker, and they share the saved copy). The
   * sign-ins this one holds stay. Nothing is saved or sent to the page meanwhile.
   */
  sync: () => Promise<void>;
}

/** The runtime, then the database restored or seeded, saved as it changes. */
export async function startDatabase({
  runtime,
  reset,
  saved: databases,
  sessions,
  keepSession,
  onSaved,
  exclusive = runAsItComes,
  signal,
}: DatabaseStart): Promise<StartedDatabase> {
  configureRuntime(runtime);
  const key = seedKey();
  const saved = databases.of(key);
  clearDatabase();
  const revision = { current: 0 };
  const restored = reset ? null : await restorePersisted(saved, key);
  if (restored === null) await resetMockDatabase();
  else revision.current = restored;
  // Another seed's database (a scenario of other data, a size) keeps whoever is signed in.
  await restoreSessions(sessions);

  let watching = new AbortController();
  let flush: () => Promise<void> = () => Promise.resolve();
  const watch = (unsaved = false) => {
    watching = new AbortController();
    flush = persistOnChange(saved, key, {
      signal: watching.signal,
      onSaved: onSaved && (() => onSaved(key)),
      revision,
      exclusive,
      unsaved,
    });
    persistSessions(watching.signal, keepSession);
  };
  // Not AbortSignal.any: Node 20 let such a signal go without telling its listeners.
  signal?.addEventListener('abort', () => watching.abort(), { once: true });
  watch(restored === null);
  if (restored === null) {
    // A database just seeded (?mock-reset, a first start on its seed) is saved at once, and the
    // other tabs on the same seed take it: a reset is every tab's.
    await exclusive(async () => {
      if (reset) await databases.clear().catch(() => undefined);
      revision.current = await saved.revision().catch(() => 0);
      await flush();
    });
  }

  const sync = async () => {
    const latest = await saved.revision();
    if (latest === revision.current) return;
    watching.abort();
    const mine = takeSnapshot();
    const taken = await restorePersisted(saved, key);
    if (taken === null) {
      // No copy to take (a reset in a tab on another seed threw every copy away, or it cannot be
      // read): this database stays, and is saved at its next change.
      await restoreSnapshot(mine);
      revision.current = latest;
    } else revision.current = taken;
    await restoreSessions(mine.sessions as SessionRecord[]);
    watch();
  };

  return { seedKey: key, flush: () => flush(), sync };
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
