import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistedAnswers, restoreAnswers, saveAnswersOnChange, type AnswersHome } from './query-persistence';

const KEY = 'query_cache';
const home = (owner = '3:7'): AnswersHome => ({ storage: localStorage, key: KEY, owner });
const client = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: false } } });

/** Fetches a query, as a screen would, so that its success reaches the cache's listeners. */
async function answer(qc: QueryClient, key: string, data: unknown, persist = true) {
  await qc.fetchQuery({ queryKey: [key], queryFn: () => data, ...(persist ? persistedAnswers : {}) });
}

function saved(): { owner: string; answers: { key: unknown[] }[] } {
  return JSON.parse(localStorage.getItem(KEY) ?? 'null') as never;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('saveAnswersOnChange', () => {
  it('keeps the marked answers of the signed-in user, not the others', async () => {
    const qc = client();
    const stop = saveAnswersOnChange(qc, () => home());
    await answer(qc, 'properties', { total: 53 });
    await answer(qc, 'property-detail', { photos: ['…'] }, false);
    expect(saved().owner).toBe('3:7');
    expect(saved().answers.map((a) => a.key)).toEqual([['properties']]);
    stop();
  });

  it('writes nothing once nobody is signed in', async () => {
    const qc = client();
    const stop = saveAnswersOnChange(qc, () => null);
    await answer(qc, 'properties', { total: 53 });
    expect(localStorage.getItem(KEY)).toBeNull();
    stop();
  });

  it('keeps the most recently fetched answers when there are too many', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const qc = client();
    const stop = saveAnswersOnChange(qc, () => home());
    for (let i = 0; i < 30; i++) {
      vi.setSystemTime(1_000_000 + i * 1000);
      await answer(qc, `q${i}`, i);
    }
    const keys = saved().answers.map((a) => a.key[0]);
    expect(keys).toHaveLength(24);
    expect(keys[0]).toBe('q29');
    expect(keys).not.toContain('q5');
    stop();
  });

  it('gives up the copy when the storage is full, and the page goes on', async () => {
    const qc = client();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: vi.fn(),
    } as unknown as Storage;
    const stop = saveAnswersOnChange(qc, () => ({ storage: full, key: KEY, owner: '3:7' }));
    await answer(qc, 'properties', { total: 53 });
    expect(full.removeItem).toHaveBeenCalledWith(KEY);
    stop();
  });
});

describe('restoreAnswers', () => {
  async function savedBy(owner: string) {
    const qc = client();
    const stop = saveAnswersOnChange(qc, () => home(owner));
    await answer(qc, 'properties', { total: 53 });
    stop();
  }

  it('shows the last answers at once, and asks for them again', async () => {
    await savedBy('3:7');
    const qc = client();
    restoreAnswers(qc, home('3:7'));
    expect(qc.getQueryData(['properties'])).toEqual({ total: 53 });
    const queryFn = vi.fn(() => ({ total: 54 }));
    // Fresh by its age (five minutes), but a reload means "show me now": it is fetched on mount.
    const observer = new QueryObserver(qc, { queryKey: ['properties'], queryFn });
    expect(observer.getCurrentResult().data).toEqual({ total: 53 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(qc.getQueryData(['properties'])).toEqual({ total: 54 }));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('keeps a restored answer whose screen was not opened this time', async () => {
    await savedBy('3:7');
    const qc = client();
    restoreAnswers(qc, home('3:7'));
    const stop = saveAnswersOnChange(qc, () => home('3:7'));
    await answer(qc, 'dashboard', { total: 9 });
    expect(
      saved()
        .answers.map((a) => a.key[0])
        .sort(),
    ).toEqual(['dashboard', 'properties']);
    stop();
  });

  it("never shows another user's answers, and drops them", async () => {
    await savedBy('3:7');
    const qc = client();
    restoreAnswers(qc, home('4:9'));
    expect(qc.getQueryData(['properties'])).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops a copy older than a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
    await savedBy('3:7');
    vi.setSystemTime(new Date('2026-11-27T08:00:01Z'));
    const qc = client();
    restoreAnswers(qc, home('3:7'));
    expect(qc.getQueryData(['properties'])).toBeUndefined();
  });

  it("drops another build's copy: its answers may have another shape", async () => {
    await savedBy('3:7');
    const copy = JSON.parse(localStorage.getItem(KEY)!) as { version: string };
    localStorage.setItem(KEY, JSON.stringify({ ...copy, version: '1 /assets/index-0ld.js' }));
    const qc = client();
    restoreAnswers(qc, home('3:7'));
    expect(qc.getQueryData(['properties'])).toBeUndefined();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores a damaged copy', () => {
    localStorage.setItem(KEY, '{not json');
    const qc = client();
    restoreAnswers(qc, home('3:7'));
    expect(qc.getQueryCache().getAll()).toHaveLength(0);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
