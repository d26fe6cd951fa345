import { describe, expect, it } from 'vitest';
import { resetMockDatabase } from '../seed';
import { db, restoreSnapshot, takeSnapshot } from './index';

/** The next macrotask: whatever the restore did before yielding has happened by then. */
const nextMacrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('restoreSnapshot', () => {
  it('brings every record back, equal to the snapshot', async () => {
    await resetMockDatabase();
    const snapshot = takeSnapshot();
    expect(snapshot.properties.length).toBeGreaterThan(100);

    await restoreSnapshot(snapshot);

    expect(takeSnapshot()).toEqual(snapshot);
  });

  it('restores a few records per task, never a whole collection in one', async () => {
    await resetMockDatabase();
    const snapshot = takeSnapshot();
    const total = snapshot.properties.length;

    const done = restoreSnapshot(snapshot);
    const seen: number[] = [];
    while (db.properties.count() < total) {
      seen.push(db.properties.count());
      await nextMacrotask();
    }
    await done;

    // Counts observed between tasks: the properties arrived in several steps, none of over 25.
    const steps = [...seen, total].filter((count, i, all) => i === 0 || count !== all[i - 1]);
    expect(steps.length).toBeGreaterThan(total / 25);
    for (let i = 1; i < steps.length; i++) expect(steps[i]! - steps[i - 1]!).toBeLessThanOrEqual(25);
  });
});
