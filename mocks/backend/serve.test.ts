import { afterEach, describe, expect, it } from 'vitest';
import { keepSession, readSavedSessions } from '../db/saved-sessions';
import { setMockStorage, STORAGE_KEYS } from '../db/storage';
import { db } from '../db';
import { configureRuntime, type MockRuntime } from '../runtime';
import { fromWireResponse, type WireAnswer, type WireRequest } from './contract';
import { answerCall, mirroredStorage, startDatabase } from './serve';

const RUNTIME: MockRuntime = { scenario: 'default', latency: 0, size: null, pace: 1 };
const ORIGIN = 'http://localhost:5173';

let stop = new AbortController();
afterEach(() => {
  localStorage.removeItem(STORAGE_KEYS.sessions);
  stop.abort();
  stop = new AbortController();
  setMockStorage(localStorage);
});

/**
 * A worker started as the page starts it: `saved` is what the page's localStorage held. Its
 * sign-ins are kept as the page keeps them, in localStorage (jsdom's, here the page's).
 */
async function startWorker(saved: Record<string, string | null> = {}, reset = false) {
  const writes: [string, string | null][] = [];
  const flush = await startDatabase({
    runtime: RUNTIME,
    reset,
    storage: mirroredStorage(saved, (key, value) => writes.push([key, value])),
    keepSession: (jti, session) => keepSession(jti, session, localStorage),
    signal: stop.signal,
  });
  const call = (method: string, path: string, options: { token?: string; json?: unknown } = {}) => {
    const headers: [string, string][] = [];
    if (options.token) headers.push(['authorization', `Bearer ${options.token}`]);
    if (options.json !== undefined) headers.push(['content-type', 'application/json']);
    const body =
      options.json === undefined ? null : new TextEncoder().encode(JSON.stringify(options.json)).buffer;
    const request: WireRequest = { url: `${ORIGIN}${path}`, method, headers, body };
    return answerCall(request, flush);
  };
  return { writes, call };
}

async function json(answer: WireAnswer): Promise<{ status: number; body: unknown }> {
  if (!answer || answer === 'network-error') throw new Error(`no response: ${String(answer)}`);
  const response = fromWireResponse(answer);
  return { status: response.status, body: await response.json() };
}

async function signIn(call: Awaited<ReturnType<typeof startWorker>>['call'], as = 'admin'): Promise<string> {
  const { status, body } = await json(
    await call('POST', '/auth/login', { json: { username: as, password: `${as}123` } }),
  );
  expect(status).toBe(200);
  return (body as { access_token: string }).access_token;
}

/** A started worker, a property of the admin's duplicated, and the database it wrote for the page. */
async function duplicateAProperty() {
  const { call, writes } = await startWorker();
  const token = await signIn(call);
  const { body } = await json(await call('GET', '/properties?page=1&limit=1', { token }));
  const [original] = (body as { data: { id: number }[] }).data;
  writes.length = 0;
  const copy = await json(await call('POST', `/properties/${original!.id}/duplicate`, { token }));
  // Written before the answer was handed back.
  const saved = writes.findLast(([key]) => key === STORAGE_KEYS.database)?.[1] ?? null;
  return { token, copy, saved };
}

describe("the mock's worker", () => {
  it('answers a call as the handlers do, and keeps a sign-in for the page at once', async () => {
    const { call } = await startWorker();
    const token = await signIn(call);
    // The session is kept before the sign-in's answer is handed back.
    expect(readSavedSessions(localStorage)).toHaveLength(1);

    const list = await json(await call('GET', '/properties?page=1&limit=5', { token }));
    expect(list.status).toBe(200);
    expect((list.body as { total: number }).total).toBeGreaterThan(0);
    expect((await json(await call('GET', '/properties'))).status).toBe(401);
  });

  it('keeps the sign-ins of tabs whose workers started at the same time (each adds its own)', async () => {
    const page = { [STORAGE_KEYS.sessions]: localStorage.getItem(STORAGE_KEYS.sessions) };
    // Both tabs' workers start from the same storage, before either signs in.
    const first = await startWorker(page);
    const second = await startWorker(page);
    await signIn(first.call, 'gestor');
    await signIn(second.call, 'corretor');
    expect(readSavedSessions(localStorage).map((s) => s.user_id)).toHaveLength(2);
  });

  it('writes a save to storage before answering it, and a new start restores it', async () => {
    const before = db.properties.count();
    const { token, copy, saved } = await duplicateAProperty();
    expect(copy.status).toBe(201);
    expect(saved).toBeTruthy();

    // Another tab: its worker starts from what the page's storage now holds.
    stop.abort();
    stop = new AbortController();
    const second = await startWorker({ [STORAGE_KEYS.database]: saved });
    expect(db.properties.count()).toBe(before + 1);
    const { id } = (copy.body as { property: { id: number } }).property;
    expect((await json(await second.call('GET', `/properties/${id}`, { token }))).status).toBe(200);
  });

  it('starts over from the seed on ?mock-reset, whatever storage held', async () => {
    const seeded = db.properties.count();
    const { saved } = await duplicateAProperty();
    expect(saved).toBeTruthy();

    await startWorker({ [STORAGE_KEYS.database]: saved }, true);
    expect(db.properties.count()).toBe(seeded);
  });

  it("tells a dropped connection ('offline') and a call that is not the API's apart from an answer", async () => {
    const { call } = await startWorker();
    const token = await signIn(call);
    expect(await call('GET', '/assets/app.js')).toBeNull();
    configureRuntime({ scenario: 'offline' });
    expect(await call('GET', '/properties', { token })).toBe('network-error');
  });
});

describe('the wire between page and worker', () => {
  it('gives a 204 no body, as a Response must', () => {
    const response = fromWireResponse({ status: 204, statusText: '', headers: [], body: new ArrayBuffer(0) });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });
});
