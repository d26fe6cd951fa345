/**
 * What the mock's worker does (backend.worker.ts), apart from its messages so that Node can test
 * it: start the database from the page's copy of storage, and answer a call.
 */
import { getResponse } from 'msw';
import { clearDatabase } from '../db';
import { persistOnChange, restorePersisted } from '../db/persistence';
import { persistSessions, restoreSessions } from '../db/session-persistence';
import type { KeepSession } from '../db/saved-sessions';
import { setMockStorage, type MockStorage } from '../db/storage';
import { handlers } from '../handlers';
import { configureRuntime, type MockRuntime } from '../runtime';
import { resetMockDatabase, seedKey } from '../seed';
import { fromWireRequest, toWireResponse, type WireAnswer, type WireRequest } from './contract';

/**
 * The page's localStorage as it was at the start, kept here; `write` sends each change to the page.
 * Only this tab writes the database's key; the sign-ins, which every tab writes, go apart.
 */
export function mirroredStorage(
  saved: Record<string, string | null>,
  write: (key: string, value: string | null) => void,
): MockStorage {
  const copy = new Map(Object.entries(saved));
  return {
    getItem: (key) => copy.get(key) ?? null,
    setItem: (key, value) => {
      copy.set(key, value);
      write(key, value);
    },
    removeItem: (key) => {
      copy.set(key, null);
      write(key, null);
    },
  };
}

export interface DatabaseStart {
  runtime: MockRuntime;
  reset: boolean;
  /** The page's copy of the mock's keys (mirroredStorage). */
  storage: MockStorage;
  /** How a sign-in, or its end, reaches the saved list (the page's: saved-sessions.ts). */
  keepSession: KeepSession;
  /** Saving stops with it (a test's end; the worker saves as long as it lives). */
  signal?: AbortSignal;
}

/** The runtime, then the database restored from `storage` or seeded; answers how to save it now. */
export async function startDatabase({
  runtime,
  reset,
  storage,
  keepSession,
  signal,
}: DatabaseStart): Promise<() => void> {
  configureRuntime(runtime);
  setMockStorage(storage);
  const key = seedKey();
  clearDatabase();
  if (reset || !(await restorePersisted(key))) await resetMockDatabase();
  // A reseed (another scenario or size) keeps whoever is signed in.
  await restoreSessions();
  const flush = persistOnChange(key, signal);
  persistSessions(signal, keepSession);
  return flush;
}

const INTERNAL_ERROR = { message: 'Erro interno do servidor', code: 'INTERNAL_ERROR', details: null };

/** A call's answer from the handlers; `flush` saves what a call that is not a GET changed. */
export async function answerCall(wire: WireRequest, flush: () => void): Promise<WireAnswer> {
  const request = fromWireRequest(wire);
  let response: Response | undefined;
  try {
    response = await getResponse(handlers, request);
  } catch (error) {
    // A handler's own fault, answered as a server would rather than left without an answer.
    console.error('[mock]', request.method, request.url, error);
    response = Response.json(INTERNAL_ERROR, { status: 500 });
  }
  if (!response) return null;
  if (response.type === 'error') return 'network-error';
  if (response.status === 302 && response.headers.get('x-msw-intention') === 'passthrough') return null;
  // A user's save is in storage before its answer reaches the page (persistence.ts).
  if (request.method !== 'GET') flush();
  return toWireResponse(response);
}
