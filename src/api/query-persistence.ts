import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { whenIdle } from '@/lib/when-idle';

/**
 * A returning user's first screen shows the answers it showed last time at once, and asks for them
 * again as it mounts (stale-while-revalidate across reloads). Without them a signed-in first load
 * waits for the route's chunks, then the API (or the embedded mock's start), then the render; with
 * them the screen is drawn with its content in the first render. What is kept:
 *  - only the answers of queries marked `persistedAnswers` (the first screens' lists and figures:
 *    small, plain JSON), successful ones, the most recently fetched first, at most MAX_ANSWERS;
 *  - for its owner only (user and tenant), in the storage that holds the session, so that it ends
 *    with the session (`clearStoredSession`) and never outlives a browser session the user did not
 *    ask to be remembered in;
 *  - for a day at most, written when the browser is idle (and as the page is left).
 * Restored answers are marked invalid: each is asked again as its screen mounts.
 */

/** The spread for a query whose answer is kept (a day in memory too: the saved copy is read from it). */
export const persistedAnswers = { meta: { persist: true }, gcTime: 24 * 60 * 60_000 } as const;

const MAX_AGE_MS = persistedAnswers.gcTime;
const MAX_ANSWERS = 24;
/**
 * A copy is read back by the build that wrote it only: a new deploy may give an answer another
 * shape (a normalised view, a new field), and the screen must not render the old one with the new
 * code. In a production build this module's address carries its chunk's content hash, and every
 * chunk's hash changes with any chunk's (the entry names them all).
 */
const VERSION = `1 ${import.meta.url}`;

/** One kept answer: its key, its data and when it was fetched. */
interface Answer {
  key: QueryKey;
  data: unknown;
  /** When it was fetched (the screens show it: 'Atualizado em …'). */
  at: number;
}

interface Saved {
  version: string;
  owner: string;
  savedAt: number;
  answers: Answer[];
}

/** Where the answers go (the session's storage) and whose they are; null when nobody is signed in. */
export interface AnswersHome {
  storage: Storage;
  key: string;
  owner: string;
}

export function restoreAnswers(queryClient: QueryClient, home: AnswersHome | null): void {
  if (!home) return;
  try {
    const raw = home.storage.getItem(home.key);
    if (!raw) return;
    const saved = JSON.parse(raw) as Saved;
    if (saved.version !== VERSION || saved.owner !== home.owner || Date.now() - saved.savedAt > MAX_AGE_MS) {
      home.storage.removeItem(home.key);
      return;
    }
    for (const { key, data, at } of saved.answers) {
      // Built with its marks, so that it is kept again even if its screen is not opened this time.
      const query = queryClient.getQueryCache().build(queryClient, { queryKey: key, ...persistedAnswers });
      query.setData(data, { updatedAt: at, manual: true });
      query.invalidate();
    }
  } catch {
    home.storage.removeItem(home.key);
  }
}

/** Keeps the marked answers as they change. Returns the function that stops it. */
export function saveAnswersOnChange(queryClient: QueryClient, home: () => AnswersHome | null): () => void {
  let pending = false;
  const save = () => {
    if (!pending) return;
    pending = false;
    const target = home();
    if (!target) return;
    const answers = queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.meta?.persist === true && query.state.status === 'success' })
      .map(({ queryKey, state }): Answer => ({ key: queryKey, data: state.data, at: state.dataUpdatedAt }))
      .sort((a, b) => b.at - a.at)
      .slice(0, MAX_ANSWERS);
    const saved: Saved = { version: VERSION, owner: target.owner, savedAt: Date.now(), answers };
    try {
      target.storage.setItem(target.key, JSON.stringify(saved));
    } catch {
      // The storage is full (the embedded mock keeps its database there too): the next visit
      // loads as a first one.
      target.storage.removeItem(target.key);
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.meta?.persist !== true || pending) return;
    pending = true;
    whenIdle(save);
  });
  addEventListener('pagehide', save);
  return () => {
    unsubscribe();
    removeEventListener('pagehide', save);
  };
}
