import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  readStoredSession,
  readToken,
  updateStoredUser,
  writeSession,
} from './session-storage';

const remembered = () => [localStorage.getItem('access_token'), localStorage.getItem('user')];

describe('where the session is kept', () => {
  it("a tab's own session (Lembrar-me off) comes before the browser's remembered one", () => {
    writeSession('lembrado', { id: 1 }, true);
    writeSession('da-aba', { id: 2 }, false);
    expect(readStoredSession()).toEqual({ token: 'da-aba', user: { id: 2 } });
    // Signing in for the tab leaves the other tabs' remembered session alone.
    expect(remembered()).toEqual(['lembrado', '{"id":1}']);
  });

  it("the tab's user, refreshed after /auth/me, goes beside its own token only", () => {
    writeSession('lembrado', { id: 1 }, true);
    writeSession('da-aba', { id: 2 }, false);
    updateStoredUser({ id: 2, name: 'novo' });
    expect(JSON.parse(sessionStorage.getItem('user')!)).toEqual({ id: 2, name: 'novo' });
    expect(remembered()).toEqual(['lembrado', '{"id":1}']);
  });

  it("signing out of the tab's own session ends it alone; the remembered one, for every tab", () => {
    writeSession('lembrado', { id: 1 }, true);
    writeSession('da-aba', { id: 2 }, false);
    clearStoredSession();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(readToken()).toBe('lembrado');
    clearStoredSession();
    expect(readToken()).toBeNull();
    expect(remembered()).toEqual([null, null]);
  });

  it('a remembered sign-in replaces the last one and its kept answers, and the tab gives up its own', () => {
    writeSession('lembrado', { id: 1 }, true);
    localStorage.setItem('query_cache', '{"owner":"1"}');
    writeSession('da-aba', { id: 2 }, false);
    writeSession('outro', { id: 3 }, true);
    expect(remembered()).toEqual(['outro', '{"id":3}']);
    expect(localStorage.getItem('query_cache')).toBeNull();
    expect(sessionStorage.getItem('access_token')).toBeNull();
    expect(readStoredSession()).toEqual({ token: 'outro', user: { id: 3 } });
  });
});
