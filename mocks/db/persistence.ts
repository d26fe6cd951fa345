/**
 * Browser persistence of the mock database. @msw/data's own persist() only writes on `unload`,
 * which Chrome no longer reliably fires; this saves a snapshot right after changes instead, and
 * restores it on the next start. In the browser the copy is in IndexedDB (`savedInIndexedDb`),
 * written and read by the mock's worker: localStorage's five megabytes held the database until a
 * few photos (kept as data: URLs) outgrew them, and then every change was lost at the next reload.
 */
import { clear, createStore, delMany, get, setMany } from 'idb-keyval';
import { db, restoreSnapshot, takeSnapshot, type Snapshot } from './index';

// 3: in IndexedDB (2: developments; a copy saved before them would leave the catalogue empty).
// (Since 3 the copies are kept one per seed, under keys of their own: the single copy of before is
// not read, and the demo starts from its seed once.)
const VERSION = 3;

export interface Saved {
  version: number;
  seedKey: string;
  /**
   * How many saves the copy has had (absent from copies saved before tabs shared it: 0). A tab's mock
   * writes only over the revision it holds (`persistOnChange`).
   */
  revision?: number;
  snapshot: Snapshot;
}

/** Where a saved copy lives: IndexedDB in the browser, memory in tests. */
export interface SavedDatabase {
  read: () => Promise<Saved | undefined>;
  /** The saved copy's revision, read apart from the copy (which is large). */
  revision: () => Promise<number>;
  write: (saved: Saved) => Promise<void>;
  clear: () => Promise<void>;
}

/**
 * The saved copies, one for each seed (mocks/seed.ts's `seedKey`: the data a scenario and a size
 * give): a developer who switches to `?mock-scenario=empty` and back finds the demo's database as
 * they left it, and two tabs on different seeds each keep their own.
 */
export interface SavedDatabases {
  of: (seedKey: string) => SavedDatabase;
  /** Every copy gone (`?mock-reset`). */
  clear: () => Promise<void>;
}

export function savedInIndexedDb(): SavedDatabases {
  const store = createStore('imobi-mock', 'saved');
  return {
    of: (seedKey) => {
      const database = `database:${seedKey}`;
      const revision = `revision:${seedKey}`;
      return {
        read: () => get<Saved>(database, store),
        revision: () => get<number>(revision, store).then((value) => value ?? 0),
        write: (saved) =>
          setMany(
            [
              [database, saved],
              [revision, saved.revision ?? 0],
            ],
            store,
          ),
        clear: () => delMany([database, revision], store),
      };
    },
    clear: () => clear(store),
  };
}

/** The saved copy into the database, if it was saved for this seed; its revision, or null. */
export async function restorePersisted(saved: SavedDatabase, seedKey: string): Promise<number | null> {
  try {
    const copy = await saved.read();
    if (copy?.version !== VERSION || copy.seedKey !== seedKey) return null;
    await restoreSnapshot(copy.snapshot);
    return copy.revision ?? 0;
  } catch {
    return null;
  }
}

/**
 * Runs a step alone among the tabs' mocks (the worker: Web Locks; Node's tests: as it comes): a
 * save, or a call that changes the database from reading it to saving it.
 */
export type Exclusive = <T>(step: () => Promise<T>) => Promise<T>;

export const runAsItComes: Exclusive = (step) => step();

export interface PersistOptions {
  /** Saving stops with it; what was not saved yet goes. */
  signal?: AbortSignal;
  /** Told after each save. */
  onSaved?: () => void;
  /** The revision this database holds: a save writes over that one only, and moves it on. */
  revision: { current: number };
  exclusive?: Exclusive;
  /** Saved by the first flush even before a change (a database just seeded). */
  unsaved?: boolean;
}

/** Above this many properties a copy costs more to write than it is worth: such a database lives for the tab. */
const MAX_PERSISTED_PROPERTIES = 2000;

const SAVE_AFTER_MS = 500;

/**
 * Saves the database after changes. It runs in the mock's worker (mocks/backend/), off the page's
 * thread, and a burst of changes (the requests of one screen) is written once, half a second after
 * the first. A change a call makes (anything but a GET) is written at once, through the returned
 * `flush`, before the call is answered, so a reload or a tab opened right after a save finds it.
 * What may be lost to a page closed within that half second is what GETs changed (a simulated run
 * moving on), which the next start works out again. Sign-ins are kept apart, as they happen
 * (session-persistence.ts). The timer's save runs `exclusive`; the returned flush runs within the
 * call's own exclusive step (serve.ts), which checked the revision before the call read anything.
 */
export function persistOnChange(
  saved: SavedDatabase,
  seedKey: string,
  { signal, onSaved, revision, exclusive = runAsItComes, unsaved = false }: PersistOptions,
): () => Promise<void> {
  if (db.properties.count() > MAX_PERSISTED_PROPERTIES) {
    void saved.clear().catch(() => undefined);
    return () => Promise.resolve();
  }
  let dirty = unsaved;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One save at a time: two calls that finish together each check the revision and write it.
  let saving = Promise.resolve();
  const save = () => (saving = saving.then(saveNow));
  const saveNow = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    try {
      // Another tab's mock saved since this one took its copy: its copy is taken (serve.ts) rather
      // than written over; what this one had not saved (what GETs moved on) goes.
      if ((await saved.revision()) !== revision.current) return;
      const next = revision.current + 1;
      await saved.write({ version: VERSION, seedKey, revision: next, snapshot: takeSnapshot() });
      revision.current = next;
      onSaved?.();
    } catch (error) {
      // Storage refused it (full, or unavailable): that database lives for the tab only.
      console.error('[mock] the database could not be saved', error);
      await saved.clear().catch(() => undefined);
    }
  };
  const schedule = () => {
    dirty = true;
    timer ??= setTimeout(() => void exclusive(save), SAVE_AFTER_MS);
  };
  // Stopped (the database is about to be replaced, serve.ts's sync): what was not saved yet goes
  // with it.
  signal?.addEventListener('abort', () => {
    clearTimeout(timer);
    timer = undefined;
    dirty = false;
  });
  // A function of its own for each hook: the emitter keys a listener's abort by the function, and
  // one function on three hooks stayed on the last of them after the signal aborted.
  for (const c of Object.values(db)) {
    c.hooks.on('create', () => schedule(), { signal });
    c.hooks.on('update', () => schedule(), { signal });
    c.hooks.on('delete', () => schedule(), { signal });
  }
  return save;
}
