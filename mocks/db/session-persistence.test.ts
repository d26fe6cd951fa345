import { afterEach, describe, expect, it } from 'vitest';
import { as } from '../../tests/helpers/api';
import { configureRuntime } from '../runtime';
import { resetMockDatabase } from '../seed';
import { clearDatabase, db } from './index';
import { persistSessions, restoreSessions } from './session-persistence';
import { SESSIONS_KEY } from './saved-sessions';

/** What the browser does on a page load after the knobs changed: a fresh database, then sessions. */
async function reopenWith(scenario: 'default' | 'empty', size?: number) {
  configureRuntime({ scenario, size });
  clearDatabase();
  await resetMockDatabase();
  await restoreSessions();
}

/** What `?mock-reset` does to the saved sign-ins (mocks/browser.ts). */
const forgetSessions = () => localStorage.removeItem(SESSIONS_KEY);

afterEach(forgetSessions);

describe('mock sessions across a reseed', () => {
  it('a scenario or size change keeps the signed-in user', async () => {
    const page = new AbortController();
    persistSessions(page.signal);
    const gestor = await as('gestor');
    page.abort();

    await reopenWith('empty');
    const me = await gestor.GET('/auth/me');
    expect(me.response.status).toBe(200);
    expect(me.data).toMatchObject({ username: 'gestor' });
    expect((await gestor.GET('/properties')).data).toMatchObject({ total: 0 });

    await reopenWith('default', 300);
    expect((await gestor.GET('/auth/me')).response.status).toBe(200);
  });

  it('a reset (or a revoked session) does not bring it back', async () => {
    const page = new AbortController();
    persistSessions(page.signal);
    const gestor = await as('gestor');
    for (const session of db.sessions.all()) {
      await db.sessions.update((q) => q.where({ jti: session.jti }), {
        data(record) {
          record.revoked = true;
        },
      });
    }
    page.abort();
    await reopenWith('empty');
    expect((await gestor.GET('/auth/me')).response.status).toBe(401);

    forgetSessions();
    const again = new AbortController();
    persistSessions(again.signal);
    const corretor = await as('corretor');
    again.abort();
    forgetSessions();
    await reopenWith('default');
    expect((await corretor.GET('/auth/me')).response.status).toBe(401);
  });
});
