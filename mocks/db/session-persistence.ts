/**
 * Sign-ins belong to the browser, not to one seed. The database is reseeded when the scenario or
 * size changes (`?mock-scenario=…`, `?mock-size=…`), and a 10 000-property one is not saved at
 * all; the sessions are kept under their own small key and brought into whichever database
 * starts, so a designer switching states stays signed in. `?mock-reset` starts over without them.
 */
import * as v from 'valibot';
import { db } from './index';
import { sessionSchema, type SessionRecord } from './schemas';
import { mockStorage, STORAGE_KEYS } from './storage';

const STORAGE_KEY = STORAGE_KEYS.sessions;

function readSaved(): SessionRecord[] {
  try {
    const parsed = v.safeParse(
      v.array(sessionSchema),
      JSON.parse(mockStorage().getItem(STORAGE_KEY) ?? '[]'),
    );
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

function write(sessions: SessionRecord[]): void {
  try {
    mockStorage().setItem(STORAGE_KEY, JSON.stringify(sessions));
  } catch {
    // Storage full or unavailable: sessions then last as long as the database does.
  }
}

/** The saved list with one session put in (or replaced) or, with `null`, taken out. */
function keep(jti: string, session: SessionRecord | null): void {
  const others = readSaved().filter((saved) => saved.jti !== jti);
  write(session ? [...others, session] : others);
}

/**
 * Saves each session as it is created, revoked or removed (until `signal` aborts). The hooks run
 * before the change lands in the collection, so they save the record the event carries.
 */
export function persistSessions(signal?: AbortSignal): void {
  const { hooks } = db.sessions;
  hooks.on('create', ({ data }) => keep(data.record.jti, { ...data.record }), { signal });
  hooks.on('update', ({ data }) => keep(data.nextRecord.jti, { ...data.nextRecord }), { signal });
  hooks.on('delete', ({ data }) => keep(data.deletedRecord.jti, null), { signal });
}

/** Brings the saved sessions (of users this database has, not yet expired) into the database. */
export async function restoreSessions(now = Date.now()): Promise<void> {
  for (const session of readSaved()) {
    if (session.revoked || session.expires_at <= now) continue;
    if (!db.users.findFirst((q) => q.where({ id: session.user_id }))) continue;
    if (db.sessions.findFirst((q) => q.where({ jti: session.jti }))) continue;
    await db.sessions.create(session);
  }
}
