/**
 * Browser persistence of the mock database. @msw/data's own persist() only writes on `unload`,
 * which Chrome no longer reliably fires; this saves a snapshot right after changes instead, and
 * restores it on the next start. In the browser the copy is in IndexedDB (`savedInIndexedDb`),
 * written and read by the mock's worker: localStorage's five megabytes held the database until a
 * few photos (kept as data: URLs) outgrew them, and then every change was lost at the next reload.
 */
import { createStore, del, get, set } from 'idb-keyval';
import { db, restoreSnapshot, takeSnapshot, type Snapshot } from './index';

// 3: in IndexedDB (2: developments; a copy saved before them would leave the catalogue empty).
const VERSION = 3;

export interface Saved {
  version: number;
  seedKey: string;
  snapshot: Snapshot;
}

/** Where the saved copy lives: IndexedDB in the browser, memory in tests. */
export interface SavedDatabase {
  read: () => Promise<Saved | undefined>;
  write: (saved: Saved) => Promise<void>;
  clear: () => Promise<void>;
}

export function savedInIndexedDb(): SavedDatabase {
  const store = createStore('imobi-mock', 'saved');
  return {
    read: () => get<Saved>('database', store),
    write: (saved) => set('database', saved, store),
    clear: () => del('database', store),
  };
}

export async function restorePersisted(saved: SavedDatabase, seedKey: string): Promise<boolean> {
  try {
    const copy = await saved.read();
    if (copy?.version !== VERSION || copy.seedKey !== seedKey) return false;
    await restoreSnapshot(copy.snapshot);
    return true;
  } catch {
    return false;
  }
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
 * (session-persistence.ts).
 */
export function persistOnChange(
  saved: SavedDatabase,
  seedKey: string,
  signal?: AbortSignal,
  onSaved?: () => void,
): () => Promise<void> {
  if (db.properties.count() > MAX_PERSISTED_PROPERTIES) {
    void saved.clear().catch(() => undefined);
    return () => Promise.resolve();
  }
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = async () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    try {
      await saved.write({ version: VERSION, seedKey, snapshot: takeSnapshot() });
      onSaved?.();
    } catch (error) {
      // Storage refused it (full, or unavailable): that database lives for the tab only.
      console.error('[mock] the database could not be saved', error);
      await saved.clear().catch(() => undefined);
    }
  };
  const schedule = () => {
    dirty = true;
    timer ??= setTimeout(() => void save(), SAVE_AFTER_MS);
  };
  // Stopped (the database is about to be replaced, serve.ts's reload): what was not saved yet goes
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
