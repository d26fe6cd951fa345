import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import type { Saved, SavedDatabase, SavedDatabases } from '../db/persistence';
import { keepSession, parseSavedSessions, SESSIONS_KEY } from '../db/saved-sessions';
import { configureRuntime, type MockRuntime } from '../runtime';
import { fromWireResponse, type WireAnswer, type WireRequest } from './contract';
import { answerCall, startDatabase } from './serve';

const RUNTIME: MockRuntime = { scenario: 'default', latency: 0, size: null, pace: 1 };
const ORIGIN = 'http://localhost:5173';

let stop = new AbortController();
afterEach(() => {
  localStorage.removeItem(SESSIONS_KEY);
  stop.abort();
  stop = new AbortController();
});

/** IndexedDB's part, in memory: what a start reads and each save writes. */
function savedInMemory(): SavedDatabase & { copy: Saved | undefined } {
  const saved: SavedDatabase & { copy: Saved | undefined } = {
    copy: undefined,
    read: () => Promise.resolve(structuredClone(saved.copy)),
    revision: () => Promise.resolve(saved.copy?.revision ?? 0),
    write: (copy) => Promise.resolve(void (saved.copy = structuredClone(copy))),
    clear: () => Promise.resolve(void (saved.copy = undefined)),
  };
  return saved;
}

/** The copies per seed, in memory, the demo's seed's being `demo`. */
function savedPerSeed(demo: ReturnType<typeof savedInMemory>): SavedDatabases {
  const slots = new Map([['default:default', demo]]);
  return {
    of: (seedKey) => {
      if (!slots.has(seedKey)) slots.set(seedKey, savedInMemory());
      return slots.get(seedKey)!;
    },
    clear: async () => slots.forEach((slot) => void (slot.copy = undefined)),
  };
}

/**
 * A worker started as the page starts it, from `saved` and the sign-ins of the page's localStorage
 * (the test DOM's); its sign-ins are kept there as the page keeps them.
 */
async function startWorker(
  saved = savedInMemory(),
  reset = false,
  { runtime = RUNTIME, seeds = savedPerSeed(saved) }: { runtime?: MockRuntime; seeds?: SavedDatabases } = {},
) {
  const announced: string[] = [];
  const database = await startDatabase({
    runtime,
    reset,
    saved: seeds,
    sessions: parseSavedSessions(localStorage.getItem(SESSIONS_KEY)),
    keepSession: (jti, session) => keepSession(jti, session, localStorage),
    onSaved: (seedKey) => announced.push(seedKey),
    signal: stop.signal,
  });
  const call = async (method: string, path: string, options: { token?: string; json?: unknown } = {}) => {
    const headers: [string, string][] = [];
    if (options.token) headers.push(['authorization', `Bearer ${options.token}`]);
    if (options.json !== undefined) headers.push(['content-type', 'application/json']);
    const body =
      options.json === undefined ? null : new TextEncoder().encode(JSON.stringify(options.json)).buffer;
    const request: WireRequest = { url: `${ORIGIN}${path}`, method, headers, body };
    // As the worker does: a call that changes the database starts from the newest copy.
    if (method !== 'GET') await database.sync();
    return answerCall(request, database.flush);
  };
  return { saved, call, database, announced };
}

/**
 * What another tab's mock (its own database) saves after renaming property `id`: the next
 * revision of the copy, with the new title. The copy it leaves is returned.
 */
function anotherTabRenames(saved: ReturnType<typeof savedInMemory>, id: number): Saved {
  const theirs = structuredClone(saved.copy!);
  const renamed = theirs.snapshot.properties.find((p) => (p as { id: number }).id === id);
  Object.assign(renamed as object, { title: 'Renomeado em outra aba' });
  theirs.revision = (theirs.revision ?? 0) + 1;
  saved.copy = theirs;
  return theirs;
}

async function json(answer: WireAnswer): Promise<{ status: number; body: unknown }> {
  if (!answer || answer === 'network-error') throw new Error(`no response: ${String(answer)}`);
  const response = fromWireResponse(answer);
  return { status: response.status, body: await response.json() };
}

type Call = Awaited<ReturnType<typeof startWorker>>['call'];

async function signIn(call: Call, as = 'admin'): Promise<string> {
  const { status, body } = await json(
    await call('POST', '/auth/login', { json: { username: as, password: `${as}123` } }),
  );
  expect(status).toBe(200);
  return (body as { access_token: string }).access_token;
}

/** A started worker with a property of the admin's duplicated. */
async function duplicateAProperty() {
  const { call, saved } = await startWorker();
  const token = await signIn(call);
  const { body } = await json(await call('GET', '/properties?page=1&limit=1', { token }));
  const [original] = (body as { data: { id: number }[] }).data;
  const copy = await json(await call('POST', `/properties/${original!.id}/duplicate`, { token }));
  return { token, copy, saved };
}

describe("the mock's worker", () => {
  it('answers a call as the handlers do, and keeps a sign-in for the page at once', async () => {
    const { call } = await startWorker();
    const token = await signIn(call);
    // The session is kept before the sign-in's answer is handed back.
    expect(parseSavedSessions(localStorage.getItem(SESSIONS_KEY))).toHaveLength(1);

    const list = await json(await call('GET', '/properties?page=1&limit=5', { token }));
    expect(list.status).toBe(200);
    expect((list.body as { total: number }).total).toBeGreaterThan(0);
    expect((await json(await call('GET', '/properties'))).status).toBe(401);
  });

  it('keeps the sign-ins of tabs whose workers started at the same time (each adds its own)', async () => {
    // Both tabs' workers start from the same storage, before either signs in.
    const first = await startWorker();
    const second = await startWorker();
    await signIn(first.call, 'gestor');
    await signIn(second.call, 'corretor');
    const kept = parseSavedSessions(localStorage.getItem(SESSIONS_KEY));
    expect(new Set(kept.map((session) => session.user_id)).size).toBe(2);
  });

  it('stores a save before answering it, and the next start restores it', async () => {
    const before = db.properties.count();
    const { token, copy, saved } = await duplicateAProperty();
    expect(copy.status).toBe(201);
    // Stored before the answer was handed back: no timer has run yet.
    expect(saved.copy?.snapshot.properties).toHaveLength(before + 1);

    // Another tab, or a reload: its worker starts from the stored copy.
    stop.abort();
    stop = new AbortController();
    const next = await startWorker(saved);
    expect(db.properties.count()).toBe(before + 1);
    const { id } = (copy.body as { property: { id: number } }).property;
    expect((await json(await next.call('GET', `/properties/${id}`, { token }))).status).toBe(200);
  });

  it("says when it has saved, and takes the copy another tab's mock saved without undoing it", async () => {
    const before = db.properties.count();
    const { call, database, saved, announced } = await startWorker();
    const token = await signIn(call);
    const { body } = await json(await call('GET', '/properties?page=1&limit=1', { token }));
    const [original] = (body as { data: { id: number; title: string }[] }).data;
    const saves = announced.length;
    await call('POST', `/properties/${original!.id}/duplicate`, { token });
    expect(announced).toHaveLength(saves + 1);
    expect(new Set(announced)).toEqual(new Set([database.seedKey]));

    // Another tab's mock (its own database) renames the property and saves its copy.
    const theirs = anotherTabRenames(saved, original!.id);
    theirs.snapshot.sessions = [];

    await database.sync();
    // Taking their copy is not a change of this tab's to save and announce.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(announced).toHaveLength(saves + 1);
    expect(saved.copy).toBe(theirs);
    // Their change is here, this tab's duplicate too (it was in the copy), and its sign-in stayed.
    expect(db.properties.count()).toBe(before + 1);
    const read = await json(await call('GET', `/properties/${original!.id}`, { token }));
    expect(read.status).toBe(200);
    expect((read.body as { title: string }).title).toBe('Renomeado em outra aba');
  });

  it("a change starts from the copy another tab's mock saved since, and neither is lost", async () => {
    const { call, saved } = await startWorker();
    const token = await signIn(call);
    const { body } = await json(await call('GET', '/properties?page=1&limit=2', { token }));
    const [first, second] = (body as { data: { id: number }[] }).data;

    // Another tab renamed the first property and saved, and this tab has not heard of it yet.
    const theirs = anotherTabRenames(saved, first!.id);

    const copy = await json(await call('POST', `/properties/${second!.id}/duplicate`, { token }));
    expect(copy.status).toBe(201);
    const { id } = (copy.body as { property: { id: number } }).property;
    expect(saved.copy!.revision).toBe(theirs.revision! + 1);
    const titles = new Map(
      (saved.copy!.snapshot.properties as { id: number; title: string }[]).map((p) => [p.id, p.title]),
    );
    expect(titles.get(first!.id)).toBe('Renomeado em outra aba');
    expect(titles.has(id)).toBe(true);
  });

  it("keeps its own database when the saved copy is not one it can take (another scenario's)", async () => {
    const { call, database, saved } = await startWorker();
    const token = await signIn(call);
    const count = db.properties.count();
    saved.copy = { ...saved.copy!, seedKey: 'another-scenario', revision: 99 };
    await database.sync();
    expect(db.properties.count()).toBe(count);
    expect((await json(await call('GET', '/properties?page=1&limit=1', { token }))).status).toBe(200);
    // Saved over at its next change, as before tabs shared the copy.
    await call('POST', '/properties/1/duplicate', { token });
    expect(saved.copy).toMatchObject({ seedKey: database.seedKey, revision: 100 });
  });

  it('keeps a database for each seed: another scenario and back finds the demo as it was left', async () => {
    const seeded = db.properties.count();
    const { saved } = await duplicateAProperty();
    const seeds = savedPerSeed(saved);
    // A scenario of answers only (slow, in error, offline): the same data.
    await startWorker(saved, false, { runtime: { ...RUNTIME, scenario: 'slow' }, seeds });
    expect(db.properties.count()).toBe(seeded + 1);
    // A scenario of other data: seeded for it, and saved apart.
    const empty = await startWorker(saved, false, { runtime: { ...RUNTIME, scenario: 'empty' }, seeds });
    expect(db.properties.count()).toBe(0);
    expect(seeds.of(empty.database.seedKey)).not.toBe(saved);
    expect(saved.copy?.snapshot.properties).toHaveLength(seeded + 1);
    // Back to the demo.
    await startWorker(saved, false, { seeds });
    expect(db.properties.count()).toBe(seeded + 1);
  });

  it('starts over from the seed on ?mock-reset, every saved copy thrown away', async () => {
    const seeded = db.properties.count();
    const { saved } = await duplicateAProperty();
    expect(saved.copy?.snapshot.properties).toHaveLength(seeded + 1);

    const seeds = savedPerSeed(saved);
    const empty = seeds.of('empty:default') as ReturnType<typeof savedInMemory>;
    await startWorker(saved, false, { runtime: { ...RUNTIME, scenario: 'empty' }, seeds });
    expect(empty.copy).toBeDefined();

    const { announced } = await startWorker(saved, true, { seeds });
    expect(db.properties.count()).toBe(seeded);
    // Saved at once and told to the other tabs: a reset is every tab's. Every other seed's copy is
    // thrown away with it.
    expect(saved.copy?.snapshot.properties).toHaveLength(seeded);
    expect(saved.copy?.revision).toBe(1);
    expect(announced).toHaveLength(1);
    expect(empty.copy).toBeUndefined();
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
