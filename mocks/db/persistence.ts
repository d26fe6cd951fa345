/**
 * Browser persistence of the mock database. @msw/data's own persist() only writes on `unload`,
 * which Chrome no longer reliably fires; this saves a snapshot right after every change instead,
 * under one key, and restores it on the next start.
 */
import { db, restoreSnapshot, takeSnapshot, type Snapshot } from './index';

const STORAGE_KEY = 'mock-db';
const VERSION = 1;

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

let pending = false;

/** Above this many properties the snapshot outgrows localStorage: such a database lives for the tab. */
const MAX_PERSISTED_PROPERTIES = 2000;

export function persistOnChange(seedKey: string): void {
  if (db.properties.count() > MAX_PERSISTED_PROPERTIES) {
    clearPersisted();
    return;
  }
  const save = () => {
    pending = false;
    try {
      const saved: Saved = { version: VERSION, seedKey, snapshot: takeSnapshot() };
      localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Too large for localStorage (e.g. ?mock-size=10000): that database lives for the tab only.
      clearPersisted();
    }
  };
  // Saved in the next task (create hooks fire before the record is stored), long before the page
  // could act on the answer, so a reload right after a sign-in never loses the new session.
  const schedule = () => {
    if (pending) return;
    pending = true;
    setTimeout(save, 0);
  };
  for (const c of Object.values(db)) {
    c.hooks.on('create', schedule);
    c.hooks.on('update', schedule);
    c.hooks.on('delete', schedule);
  }
}
