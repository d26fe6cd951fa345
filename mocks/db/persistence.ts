/**
 * Browser persistence of the mock database. @msw/data's own persist() only writes on `unload`,
 * which Chrome no longer reliably fires; this saves a snapshot right after every change instead,
 * under one key, and restores it on the next start.
 */
import { whenIdle } from '@/lib/when-idle';
import { db, restoreSnapshot, takeSnapshot, type Snapshot } from './index';

const STORAGE_KEY = 'mock-db';
// 2: developments (a copy saved before them would leave the catalogue empty).
const VERSION = 2;

interface Saved {
  version: number;
  seedKey: string;
  snapshot: Snapshot;
}

export async function restorePersisted(seedKey: string): Promise<boolean> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return false;
    const saved = JSON.parse(raw) as Saved;
    if (saved.version !== VERSION || saved.seedKey !== seedKey) return false;
    await restoreSnapshot(saved.snapshot);
    return true;
  } catch {
    return false;
  }
}

export function clearPersisted(): void {
  localStorage.removeItem(STORAGE_KEY);
}

/** Above this many properties the snapshot outgrows localStorage: such a database lives for the tab. */
const MAX_PERSISTED_PROPERTIES = 2000;

/**
 * Saves the database after changes, off the page's critical path: a burst of changes (the requests
 * of one screen, a sign-in) is written once, when the browser is idle — serialising the whole
 * database in the middle of a page load would block the main thread for every request that wrote.
 * Leaving or reloading the page writes at once (`pagehide`, and `visibilitychange` to hidden, which
 * a mobile browser may send instead), so a reload right after a sign-in keeps the new session.
 * The returned `flush` writes pending changes now (after a user's save, for a tab opened next).
 */
export function persistOnChange(seedKey: string): () => void {
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
      localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Too large for localStorage (e.g. ?mock-size=10000): that database lives for the tab only.
      clearPersisted();
    }
  };
  const schedule = () => {
    dirty = true;
    if (timer === undefined) timer = setTimeout(() => whenIdle(save), 500);
  };
  for (const c of Object.values(db)) {
    c.hooks.on('create', schedule);
    c.hooks.on('update', schedule);
    c.hooks.on('delete', schedule);
  }
  addEventListener('pagehide', save);
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
  return save;
}
