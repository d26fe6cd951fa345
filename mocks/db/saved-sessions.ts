/**
 * The sign-ins saved in the browser (session-persistence.ts says why), in localStorage under their
 * own key. Every tab's mock adds its own to the list and takes them out again, so a change is made
 * to the list as storage holds it at that moment: by the page (mocks/browser.ts), which has
 * localStorage, never on a copy read earlier, which would drop the sign-ins of tabs opened since.
 */
import * as v from 'valibot';
import { sessionSchema, type SessionRecord } from './schemas';

export const SESSIONS_KEY = 'mock-sessions';

/** The saved list, from what storage holds under SESSIONS_KEY (nothing valid: none). */
export function parseSavedSessions(raw: string | null): SessionRecord[] {
  try {
    const parsed = v.safeParse(v.array(sessionSchema), JSON.parse(raw ?? '[]'));
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
  storage: Storage = localStorage,
): void {
  const others = parseSavedSessions(storage.getItem(SESSIONS_KEY)).filter((saved) => saved.jti !== jti);
  try {
    storage.setItem(SESSIONS_KEY, JSON.stringify(session ? [...others, session] : others));
  } catch {
    // Storage full or unavailable: sessions then last as long as the database does.
  }
}
