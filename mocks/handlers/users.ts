/**
 * User management within the caller's tenant (tag `users`).
 *
 * - Administrators list, create and delete the users of their own tenant; another tenant's user
 *   id is an unknown id (404). Nobody deletes themself (403).
 * - Non-admins get an empty list with a message instead of a 403 (the screen's behaviour).
 * - A user created by an administrator of the master tenant with `is_admin` is also a super
 *   administrator (the super administrator is the master tenant's admin).
 * - The users and tenants screens read the error text from `error`, so errors of these endpoints
 *   carry it as an alias of `message` (see `runWithErrorAlias`).
 */
import { createUserSchema } from '../../src/features/users/schemas';
import { hashPassword } from '../crypto';
import { db, nextId } from '../db';
import {
  errors,
  http,
  idParam,
  nowIso,
  parseBody,
  requireAdmin,
  requireSession,
  runWithErrorAlias,
} from '../http';
import { toUser } from '../serializers';

export const SELF_DELETE_MESSAGE = 'Você não pode deletar seu próprio usuário';
const NOT_ADMIN_LIST_MESSAGE = 'Apenas administradores podem visualizar os usuários do tenant';

export const usersHandlers = [
  http.get('/api/users/profile', ({ request, response }) =>
    runWithErrorAlias(() => {
      const session = requireSession(request);
      return response(200).json({ user: toUser(session.user) });
    }),
  ),

  http.get('/api/users/list', ({ request, response }) =>
    runWithErrorAlias(() => {
      const session = requireSession(request);
      if (!session.user.is_admin) return response(200).json({ users: [], message: NOT_ADMIN_LIST_MESSAGE });
      const users = db.users
        .all()
        .filter((u) => u.tenant_id === session.tenant.id)
        .sort((a, b) => a.id - b.id)
        .map(toUser);
      return response(200).json({ users });
    }),
  ),

  http.post('/api/users/create', ({ request, response }) =>
    runWithErrorAlias(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = await parseBody(request, createUserSchema);
      const username = body.username;
      const email = body.email.toLowerCase();
      // Usernames and emails are unique across the whole product (they sign in without a tenant).
      if (db.users.all().some((u) => u.username.toLowerCase() === username.toLowerCase())) {
        throw errors.conflict('Nome de usuário já existe', 'USERNAME_TAKEN');
      }
      if (db.users.all().some((u) => u.email.toLowerCase() === email)) {
        throw errors.conflict('Email já cadastrado', 'EMAIL_TAKEN');
      }
      const now = nowIso();
      const id = nextId('users');
      const user = await db.users.create({
        id,
        tenant_id: session.tenant.id,
        username,
        email,
        password_hash: hashPassword(body.password, `s${id}${username}`),
        is_admin: body.is_admin,
        is_super_admin: body.is_admin && session.tenant.id === 1,
        created_at: now,
        last_login_at: null,
      });
      await db.activities.create({
        id: nextId('activities'),
        type: 'new_user',
        description: `Novo usuário ${username} em ${session.tenant.name}`,
        timestamp: now,
        tenant_id: session.tenant.id,
        tenant_type: session.tenant.tenant_type,
      });
      return response(201).json({ user: toUser(user), message: 'Usuário criado com sucesso' });
    }),
  ),

  http.delete('/api/users/{id}', ({ params, request, response }) =>
    runWithErrorAlias(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const id = idParam(params.id);
      const target = db.users.findFirst((q) => q.where({ id, tenant_id: session.tenant.id }));
      if (!target) throw errors.notFound('Usuário não encontrado');
      if (target.id === session.user.id) throw errors.forbidden(SELF_DELETE_MESSAGE);
      db.users.delete((q) => q.where({ id: target.id }));
      // Their sessions end with them.
      await db.sessions.updateMany((q) => q.where({ user_id: target.id }), {
        data(s) {
          s.revoked = true;
        },
      });
      return response(200).json({ message: 'Usuário deletado com sucesso' });
    }),
  ),
];
