/**
 * Browser persistence of the mock database. @msw/data's own persist() only writes on `unload`,
 * which Chrome no longer reliably fires; this saves a snapshot right after every change instead,
 * under one key, and restores it on the next start.
 */
import { db, restoreSnapshot, takeSnapshot, type Snapshot } from './index';
import { mockStorage, STORAGE_KEYS } from './storage';

const STORAGE_KEY = STORAGE_KEYS.database;
// 2: developments (a copy saved before them would leave the catalogue empty).
const VERSION = 2;

interface Saved {
  version: number;
  seedKey: string;
  snapshot: Snapshot;
}

export async function restorePersisted(seedKey: string): Promise<boolean> {
  try {
    const raw = mockStorage().getItem(STORAGE_KEY);
    if (!raw) return false;
    const saved = JSON.parse(raw) as Saved;
    if (saved.version !== VERSION || saved.seedKey !== seedKey) return false;
    await restoreSnapshot(saved.snapshot);
    return true;
  } catch {
    return false;
  }
}

function clearPersisted(): void {
  mockStorage().removeItem(STORAGE_KEY);
}

/** Above this many properties the snapshot outgrows localStorage: such a database lives for the tab. */
const MAX_PERSISTED_PROPERTIES = 2000;

const SAVE_AFTER_MS = 500;

/**
 * Saves the database after changes. It runs in the mock's worker (mocks/backend/), off the page's
 * thread, and a burst of changes (the requests of one screen) is written once, half a second after
 * the first. A change a call makes (anything but a GET) is written at once, through the returned
 * `flush`, before the call is answered: the page mirrors the write into localStorage before it
 * reads the answer, so a reload or a tab opened right after a save finds it. What may be lost to
 * a page closed within that half second is what GETs changed (a simulated run moving on), which
 * the next start works out again. Sign-ins are kept apart, as they happen (session-persistence.ts).
 */
export function persistOnChange(seedKey: string, signal?: AbortSignal): () => void {
  if (db.properties.count() > MAX_PERSISTED_PROPERTIES) {
    clearPersisted();
    return () => undefined;
  }
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    try {
      const saved: Saved = { version: VERSION, seedKey, snapshot: takeSnapshot() };
      mockStorage().setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Storage refused it (full, or unavailable): that database lives for the tab only.
      clearPersisted();
    }
  };
  const schedule = () => {
    dirty = true;
    timer ??= setTimeout(save, SAVE_AFTER_MS);
  };
  for (const c of Object.values(db)) {
    c.hooks.on('create', schedule, { signal });
    c.hooks.on('update', schedule, { signal });
    c.hooks.on('delete', schedule, { signal });
  }
  return save;
}
