import { loginSchema, registerSchema } from '../../src/features/auth/schemas';
import { hashPassword, readToken, verifyPassword } from '../crypto';
import { db, nextId } from '../db';
import { errors, http, nowIso, parseBody, requireSession, run } from '../http';
import { toUser } from '../serializers';
import { issueToken } from '../sessions';
import { ensurePortalLink } from '../domain/portal-link';

async function recordLogin(userId: number, tenantId: number, username: string) {
  const now = nowIso();
  await db.users.update((q) => q.where({ id: userId }), {
    data(u) {
      u.last_login_at = now;
    },
  });
  const tenant = db.tenants.findFirst((q) => q.where({ id: tenantId }));
  await db.activities.create({
    id: nextId('activities'),
    type: 'user_login',
    description: `Login de ${username}`,
    timestamp: now,
    tenant_id: tenantId,
    tenant_type: tenant?.tenant_type ?? null,
  });
}

export const authHandlers = [
  http.post('/auth/login', ({ request, response }) =>
    run(async () => {
      const body = await parseBody(request, loginSchema);
      const user = db.users.findFirst((q) => q.where({ username: body.username }));
      if (!user || !verifyPassword(body.password, user.password_hash)) {
        throw errors.unauthorized('Usuário ou senha inválidos', 'INVALID_CREDENTIALS');
      }
      await recordLogin(user.id, user.tenant_id, user.username);
      const { token, expiresIn } = await issueToken(user);
      return response(200).json({
        access_token: token,
        token_type: 'bearer',
        expires_in: expiresIn,
        user: toUser(user),
      });
    }),
  ),

  http.post('/auth/register', ({ request, response }) =>
    run(async () => {
      const body = await parseBody(request, registerSchema);
      if (db.users.findFirst((q) => q.where({ username: body.username }))) {
        throw errors.conflict('Usuário já existe', 'USERNAME_TAKEN');
      }
      if (db.users.findFirst((q) => q.where({ email: body.email }))) {
        throw errors.conflict('Email já cadastrado', 'EMAIL_TAKEN');
      }
      const now = nowIso();
      // A self-registered user opens their own tenant and administers it: an agency (PJ) when they
      // name one, otherwise a self-employed broker (PF).
      const tenantId = nextId('tenants');
      const tenantType = body.tenant_name ? 'PJ' : 'PF';
      await db.tenants.create({
        id: tenantId,
        name: body.tenant_name || body.username,
        tenant_type: tenantType,
        is_master: false,
        email: body.email,
        country: 'Brasil',
        created_at: now,
      });
      const userId = nextId('users');
      const user = await db.users.create({
        id: userId,
        tenant_id: tenantId,
        username: body.username,
        email: body.email,
        password_hash: hashPassword(body.password, `s${userId}${body.username}`),
        is_admin: true,
        is_super_admin: false,
        created_at: now,
        last_login_at: now,
      });
      await ensurePortalLink(tenantId);
      await db.activities.create({
        id: nextId('activities'),
        type: 'new_tenant',
        description: `Novo tenant ${body.tenant_name || body.username}`,
        timestamp: now,
        tenant_id: tenantId,
        tenant_type: tenantType,
      });
      const { token, expiresIn } = await issueToken(user);
      return response(201).json({
        access_token: token,
        token_type: 'bearer',
        expires_in: expiresIn,
        user: toUser(user),
      });
    }),
  ),

  http.get('/auth/me', ({ request, response }) =>
    run(() => {
      const session = requireSession(request);
      return response(200).json(toUser(session.user));
    }),
  ),

  http.post('/auth/refresh', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      // The old token is revoked: a refresh rotates the session.
      const claims = readToken(request.headers.get('authorization')!.replace(/^Bearer\s+/i, ''))!;
      await db.sessions.update((q) => q.where({ jti: claims.jti }), {
        data(s) {
          s.revoked = true;
        },
      });
      const { token, expiresIn } = await issueToken(session.user);
      return response(200).json({
        access_token: token,
        token_type: 'bearer',
        expires_in: expiresIn,
        user: toUser(session.user),
      });
    }),
  ),
];
