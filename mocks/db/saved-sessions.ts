/**
 * The sign-ins saved in the browser (session-persistence.ts says why), under their own key. Every
 * tab's mock adds its own to the list and takes them out again, so a change is made to the list as
 * storage holds it at that moment: in the page, which has localStorage (mocks/browser.ts), never
 * on a copy read earlier, which would drop the sign-ins of tabs opened since.
 */
import * as v from 'valibot';
import { sessionSchema, type SessionRecord } from './schemas';
import { mockStorage, STORAGE_KEYS, type MockStorage } from './storage';

const STORAGE_KEY = STORAGE_KEYS.sessions;

export function readSavedSessions(storage: MockStorage = mockStorage()): SessionRecord[] {
  try {
    const parsed = v.safeParse(v.array(sessionSchema), JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** A change to the saved list: one session put in (or replaced) or, with `null`, taken out. */
export type KeepSession = (jti: string, session: SessionRecord | null) => void;

export function keepSession(
  jti: string,
  session: SessionRecord | null,
  storage: MockStorage = mockStorage(),
): void {
  const others = readSavedSessions(storage).filter((saved) => saved.jti !== jti);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(session ? [...others, session] : others));
  } catch {
    // Storage full or unavailable: sessions then last as long as the database does.
  }
}
