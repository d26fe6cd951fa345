import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { resetMockDatabase } from './seed';

/** The seeded queue of 'Refresh manhã': the one pending job without a simulated duration. */
const seededQueue = () => db.jobs.all().find((j) => j.status === 'pending' && j.settles_at === null)!;

describe('resetMockDatabase', () => {
  afterEach(() => vi.useRealTimers());

  it('a reset long after the first seed dates the seed from now (a queue 10 minutes old, not 30)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 20 * 60_000);
    await resetMockDatabase();
    // The clock stands still: the queue is exactly as old as the seed makes it.
    expect(Date.now() - Date.parse(seededQueue().created_at)).toBe(10 * 60_000);
  });

  it('a reset soon after restores the same seed', async () => {
    await resetMockDatabase();
    const created = seededQueue().created_at;
    db.jobs.deleteMany((q) => q.where({ status: 'pending' }));
    await resetMockDatabase();
    expect(seededQueue().created_at).toBe(created);
  });

  it('restores without waiting on timers, which a background tab runs once a second', async () => {
    await resetMockDatabase();
    db.jobs.deleteMany((q) => q.where({ status: 'pending' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    // No timer is ever run: a restore that yielded by timers would never finish.
    await resetMockDatabase();
    expect(seededQueue()).toBeDefined();
  });
});
