import { describe, expect, it } from 'vitest';
import { api, unwrap } from '@/api/client';
import { writeSession } from '@/lib/session-storage';

describe('the embedded mock answers the client', () => {
  it('logs in a demo user and reads /auth/me with the token', async () => {
    const login = await unwrap(
      api.POST('/auth/login', { body: { username: 'gestor', password: 'gestor123' } }),
    );
    expect(login.user).toMatchObject({ username: 'gestor', tenant_id: 2, is_admin: true });
    writeSession(login.access_token, login.user, true);
    const me = await unwrap(api.GET('/auth/me'));
    expect(me.username).toBe('gestor');
    expect(me.tenant_name).toBe('Imobiliária Carioca');
  });
});
