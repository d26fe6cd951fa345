/**
 * Sign-ins belong to the browser, not to one seed. Each seed (a scenario of other data,
 * `?mock-scenario=empty`, or a size, `?mock-size=…`) has a database of its own, and a 10 000-property
 * one is not saved at all; the sessions are kept under their own small key and brought into whichever database
 * starts, so a designer switching states stays signed in. `?mock-reset` starts over without them.
 */
import { db } from './index';
import { keepSession, parseSavedSessions, SESSIONS_KEY, type KeepSession } from './saved-sessions';
import type { SessionRecord } from './schemas';

/**
 * Saves each session as it is created, revoked or removed (until `signal` aborts), through `keep`:
 * in the mock's worker, a message to the page. The hooks run before the change lands in the
 * collection, so they save the record the event carries.
 */
export function persistSessions(
  signal?: AbortSignal,
  keep: KeepSession = (jti, session) => keepSession(jti, session),
): void {
  const { hooks } = db.sessions;
  hooks.on('create', ({ data }) => keep(data.record.jti, { ...data.record }), { signal });
  hooks.on('update', ({ data }) => keep(data.nextRecord.jti, { ...data.nextRecord }), { signal });
  hooks.on('delete', ({ data }) => keep(data.deletedRecord.jti, null), { signal });
}

/**
 * Brings the saved sessions (of users this database has, not yet expired) into the database: those
 * of this page's localStorage, or in the mock's worker those the page sent as it started it.
 */
export async function restoreSessions(
  saved: SessionRecord[] = parseSavedSessions(localStorage.getItem(SESSIONS_KEY)),
  now = Date.now(),
): Promise<void> {
  for (const session of saved) {
    if (session.revoked || session.expires_at <= now) continue;
    if (!db.users.findFirst((q) => q.where({ id: session.user_id }))) continue;
    if (db.sessions.findFirst((q) => q.where({ jti: session.jti }))) continue;
    await db.sessions.create(session);
  }
}
