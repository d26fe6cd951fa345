/**
 * What the mock's worker does (backend.worker.ts), apart from its messages so that Node can test
 * it: start the database from its saved copy, and answer a call.
 */
import { getResponse } from 'msw';
import { clearDatabase } from '../db';
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
  /** Saving stops with it (a test's end; the worker saves as long as it lives). */
  signal?: AbortSignal;
}

/** The runtime, then the database restored or seeded; answers how to save it now. */
export async function startDatabase({
  runtime,
  reset,
  saved,
  sessions,
  keepSession,
  signal,
}: DatabaseStart): Promise<() => Promise<void>> {
  configureRuntime(runtime);
  const key = seedKey();
  clearDatabase();
  if (reset || !(await restorePersisted(saved, key))) await resetMockDatabase();
  // A reseed (another scenario or size) keeps whoever is signed in.
  await restoreSessions(sessions);
  const flush = persistOnChange(saved, key, signal);
  persistSessions(signal, keepSession);
  return flush;
}

/** A call's answer from the handlers; `flush` saves what a call that is not a GET changed. */
export async function answerCall(wire: WireRequest, flush: () => Promise<void>): Promise<WireAnswer> {
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
