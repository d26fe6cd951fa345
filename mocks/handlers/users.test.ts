import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { paths } from '@/api/schema';
import {
  anonymous,
  as,
  BASE_URL,
  expectErrorBody,
  exerciseTag,
  expectTagExercised,
  raw,
} from '../../tests/helpers/api';
import { verifyPassword } from '../crypto';
import { db } from '../db';
import { SELF_DELETE_MESSAGE } from './users';

/** A client for any seeded account (the helpers only know the four demo users). */
async function signIn(username: string, password: string) {
  const { data } = await anonymous().POST('/auth/login', { body: { username, password } });
  if (!data) throw new Error(`login as ${username} failed`);
  return Object.assign(
    createClient<paths>({
      baseUrl: BASE_URL,
      fetch: (r: Request) => globalThis.fetch(r),
      headers: { Authorization: `Bearer ${data.access_token}` },
    }),
    { token: data.access_token },
  );
}

const usersSnapshot = () => structuredClone(db.users.all()).sort((a, b) => a.id - b.id);

describe('GET /api/users/profile', () => {
  it('answers the caller with tenant name, never a password hash', async () => {
    const { data, response } = await (await as('gestor')).GET('/api/users/profile');
    expect(response.status).toBe(200);
    expect(data!.user).toEqual({
      id: 2,
      username: 'gestor',
      email: 'gestor@imobiliariacarioca.com.br',
      is_admin: true,
      is_super_admin: false,
      tenant_id: 2,
      tenant_name: 'Imobiliária Carioca',
    });
    expect(JSON.stringify(data)).not.toContain('password');

    const master = await (await as('admin')).GET('/api/users/profile');
    expect(master.data!.user).toMatchObject({
      tenant_id: 1,
      tenant_name: 'Imobi Master',
      is_super_admin: true,
    });
  });

  it('answers 401 without a token, with the legacy error alias', async () => {
    const { status, body } = await raw('GET', '/api/users/profile');
    expect(status).toBe(401);
    expectErrorBody(body, 'TOKEN_MISSING');
    expect((body as { error: string }).error).toBe((body as { message: string }).message);
  });
});

describe('GET /api/users/list', () => {
  it("lists every user of an admin's tenant and nobody else's", async () => {
    const gestor = await (await as('gestor')).GET('/api/users/list');
    expect(gestor.response.status).toBe(200);
    expect(gestor.data!.users.map((u) => u.username)).toEqual(['gestor', 'corretor', 'juliana.costa']);
    expect(gestor.data!.users.every((u) => u.tenant_id === 2)).toBe(true);
    expect(gestor.data!.message).toBeUndefined();

    const autonomo = await (await as('autonomo')).GET('/api/users/list');
    expect(autonomo.data!.users.map((u) => u.id)).toEqual([4]);
    const foreign = new Set(gestor.data!.users.map((u) => u.id));
    expect(autonomo.data!.users.some((u) => foreign.has(u.id))).toBe(false);

    const admin = await (await as('admin')).GET('/api/users/list');
    expect(admin.data!.users.map((u) => u.username)).toEqual(['admin', 'suporte']);
  });

  it('gives a non-admin an empty list with a message', async () => {
    const { data, response } = await (await as('corretor')).GET('/api/users/list');
    expect(response.status).toBe(200);
    expect(data!.users).toEqual([]);
    expect(data!.message).toMatch(/administradores/);
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await raw('GET', '/api/users/list');
    expect(status).toBe(401);
    expectErrorBody(body);
  });
});

describe('POST /api/users/create', () => {
  const valid = { username: 'ana.souza', email: 'ana.souza@imobiliariacarioca.com.br', password: 'senha123' };

  it('creates a user in the caller tenant, hashes the password and records the activity', async () => {
    const gestor = await as('gestor');
    const activitiesBefore = db.activities.all().length;
    const { data, response } = await gestor.POST('/api/users/create', {
      body: { ...valid, is_admin: false },
    });
    expect(response.status).toBe(201);
    expect(data!.message).toBe('Usuário criado com sucesso');
    expect(data!.user).toMatchObject({
      username: 'ana.souza',
      email: 'ana.souza@imobiliariacarioca.com.br',
      is_admin: false,
      is_super_admin: false,
      tenant_id: 2,
      tenant_name: 'Imobiliária Carioca',
    });
    const stored = db.users.findFirst((q) => q.where({ id: data!.user.id }))!;
    expect(stored.password_hash).not.toContain('senha123');
    expect(verifyPassword('senha123', stored.password_hash)).toBe(true);

    const activities = db.activities.all();
    expect(activities).toHaveLength(activitiesBefore + 1);
    expect(activities.at(-1)).toMatchObject({ type: 'new_user', tenant_id: 2, tenant_type: 'PJ' });

    // The new user appears in the list and can sign in.
    const list = await gestor.GET('/api/users/list');
    expect(list.data!.users.map((u) => u.username)).toContain('ana.souza');
    const login = await anonymous().POST('/auth/login', {
      body: { username: 'ana.souza', password: 'senha123' },
    });
    expect(login.data!.user.tenant_id).toBe(2);
  });

  it('defaults is_admin to false; a master-tenant admin creates super administrators', async () => {
    const plain = await raw('POST', '/api/users/create', {
      token: (await as('autonomo')).token,
      json: valid,
    });
    expect(plain.status).toBe(201);
    expect((plain.body as { user: unknown }).user).toMatchObject({ is_admin: false, tenant_id: 3 });

    const master = await (
      await as('admin')
    ).POST('/api/users/create', {
      body: {
        username: 'gerente.master',
        email: 'gerente@imobi.com.br',
        password: 'senha123',
        is_admin: true,
      },
    });
    expect(master.data!.user).toMatchObject({ is_admin: true, is_super_admin: true, tenant_id: 1 });
  });

  it('answers 403 to non-admins and 401 without a token, changing nothing', async () => {
    const corretor = await as('corretor');
    const before = usersSnapshot();
    const forbidden = await raw('POST', '/api/users/create', { token: corretor.token, json: valid });
    expect(forbidden.status).toBe(403);
    expectErrorBody(forbidden.body, 'FORBIDDEN');
    expect((forbidden.body as { error?: string }).error).toBeTruthy();
    const anonymousCall = await raw('POST', '/api/users/create', { json: valid });
    expect(anonymousCall.status).toBe(401);
    expect(usersSnapshot()).toEqual(before);
  });

  it('answers 409 for a username or email already taken (in any tenant)', async () => {
    const gestor = await as('gestor');
    const before = usersSnapshot();
    const byName = await raw('POST', '/api/users/create', {
      token: gestor.token,
      json: { ...valid, username: 'autonomo' },
    });
    expect(byName.status).toBe(409);
    expectErrorBody(byName.body, 'USERNAME_TAKEN');
    const byEmail = await raw('POST', '/api/users/create', {
      token: gestor.token,
      json: { ...valid, email: 'ADMIN@imobi.com.br' },
    });
    expect(byEmail.status).toBe(409);
    expectErrorBody(byEmail.body, 'EMAIL_TAKEN');
    expect(usersSnapshot()).toEqual(before);
  });

  it('rejects bad input with 400/422 and field details, changing nothing', async () => {
    const { token } = await as('gestor');
    const before = usersSnapshot();
    const malformed = await raw('POST', '/api/users/create', { token, body: '{"username": "ana"' });
    expect(malformed.status).toBe(400);
    expectErrorBody(malformed.body, 'BAD_REQUEST');
    const notObject = await raw('POST', '/api/users/create', { token, json: ['ana'] });
    expect(notObject.status).toBe(400);

    const cases: [unknown, string, string][] = [
      [{ email: valid.email, password: valid.password }, 'username', 'Usuário é obrigatório'],
      [{ ...valid, username: 'ab' }, 'username', 'Usuário deve ter pelo menos 3 caracteres'],
      [{ ...valid, username: 'a'.repeat(51) }, 'username', 'Usuário deve ter no máximo 50 caracteres'],
      [{ ...valid, username: 42 }, 'username', 'Usuário é obrigatório'],
      [{ ...valid, email: 'não-é-email' }, 'email', 'Email inválido'],
      [{ ...valid, password: '12345' }, 'password', 'Senha deve ter pelo menos 6 caracteres'],
      [{ username: 'ana.souza', email: valid.email }, 'password', 'Senha é obrigatória'],
      [{ ...valid, is_admin: 'sim' }, 'is_admin', 'Permissão de administrador inválida'],
    ];
    for (const [json, field, message] of cases) {
      const { status, body } = await raw('POST', '/api/users/create', { token, json });
      expect(status, JSON.stringify(json)).toBe(422);
      expectErrorBody(body, 'VALIDATION_ERROR');
      expect((body as { details: Record<string, string> }).details[field]).toBe(message);
    }
    expect(usersSnapshot()).toEqual(before);
  });
});

describe('DELETE /api/users/{id}', () => {
  it("deletes a user of the admin's tenant and ends their sessions", async () => {
    const juliana = await signIn('juliana.costa', 'juliana123');
    const gestor = await as('gestor');
    const { data, response } = await gestor.DELETE('/api/users/{id}', { params: { path: { id: 6 } } });
    expect(response.status).toBe(200);
    expect(data!.message).toBe('Usuário deletado com sucesso');
    expect(db.users.findFirst((q) => q.where({ id: 6 }))).toBeUndefined();
    const list = await gestor.GET('/api/users/list');
    expect(list.data!.users.map((u) => u.id)).not.toContain(6);
    // The deleted user's token no longer works.
    const after = await raw('GET', '/api/users/profile', { token: juliana.token });
    expect(after.status).toBe(401);
  });

  it('answers 404 for another tenant’s user or an unknown id (no leak), changing nothing', async () => {
    const { token } = await as('gestor');
    const before = usersSnapshot();
    for (const id of ['4', '1', '9999', 'abc']) {
      const { status, body } = await raw('DELETE', `/api/users/${id}`, { token });
      expect(status, id).toBe(404);
      expectErrorBody(body, 'NOT_FOUND');
    }
    expect(usersSnapshot()).toEqual(before);
  });

  it('refuses self-deletion with 403 and the pt-BR message', async () => {
    const gestor = await as('gestor');
    const before = usersSnapshot();
    const { status, body } = await raw('DELETE', '/api/users/2', { token: gestor.token });
    expect(status).toBe(403);
    expectErrorBody(body, 'FORBIDDEN');
    expect(body).toMatchObject({ message: SELF_DELETE_MESSAGE, error: SELF_DELETE_MESSAGE });
    expect(usersSnapshot()).toEqual(before);
  });

  it('answers 403 to non-admins and 401 without a token', async () => {
    const corretor = await as('corretor');
    const before = usersSnapshot();
    const forbidden = await raw('DELETE', '/api/users/6', { token: corretor.token });
    expect(forbidden.status).toBe(403);
    expectErrorBody(forbidden.body, 'FORBIDDEN');
    const anonymousCall = await raw('DELETE', '/api/users/6');
    expect(anonymousCall.status).toBe(401);
    expect(usersSnapshot()).toEqual(before);
  });
});

describe('contract coverage', () => {
  it('exercised every operation of the users tag', async () => {
    await exerciseTag('users');
    expectTagExercised('users');
  });
});
