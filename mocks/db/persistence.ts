/**
 * Browser persistence of the mock database. @msw/data's own persist() only writes on `unload`,
 * which Chrome no longer reliably fires; this saves a snapshot shortly after every change instead,
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

let timer: ReturnType<typeof setTimeout> | undefined;

export function persistOnChange(seedKey: string): void {
  const save = () => {
    timer = undefined;
    try {
      const saved: Saved = { version: VERSION, seedKey, snapshot: takeSnapshot() };
      localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Too large for localStorage (e.g. ?mock-size=10000): that database lives for the tab only.
      clearPersisted();
    }
  };
  const schedule = () => {
    if (timer === undefined) timer = setTimeout(save, 250);
  };
  for (const c of Object.values(db)) {
    c.hooks.on('create', schedule);
    c.hooks.on('update', schedule);
    c.hooks.on('delete', schedule);
  }
  addEventListener('pagehide', () => {
    if (timer !== undefined) {
      clearTimeout(timer);
      save();
    }
  });
}
