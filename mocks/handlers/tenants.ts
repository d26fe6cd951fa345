/**
 * Tenant management (tag `tenants`): any user of the master tenant reads the list (the screen
 * without the create button); only its super administrators create. Every other
 * tenant gets 403.
 *
 * Creating a tenant creates exactly one admin user for it, the tenant's (empty) portal link row,
 * and the activities `new_tenant` and `new_user` of the executive dashboard. Usernames, emails and
 * CPF/CNPJ (compared by digits) are unique: 409 otherwise.
 */
import type { components } from '../../src/api/schema';
import { createTenantSchema } from '../../src/features/tenants/schemas';
import { digitsOnly } from '../../src/lib/masks';
import { hashPassword } from '../crypto';
import { db, nextId } from '../db';
import type { TenantRecord } from '../db/schemas';
import { tenantCounts, type Counts } from '../domain/tenants';
import {
  errors,
  http,
  nowIso,
  parseBody,
  requireMaster,
  requireMasterAdmin,
  requireSession,
  runWithErrorAlias,
} from '../http';
import { toUser } from '../serializers';
import { ensurePortalLink } from '../domain/portal-link';

type TenantOut = components['schemas']['Tenant'];
type TenantListItemOut = components['schemas']['TenantListItem'];

/** A row of the list: no address, no birth date. */
function toTenantListItem(t: TenantRecord, counts: Counts): TenantListItemOut {
  return {
    id: t.id,
    name: t.name,
    tenant_type: t.tenant_type,
    is_master: t.is_master,
    users_count: counts.users.get(t.id) ?? 0,
    properties_count: counts.properties.get(t.id) ?? 0,
    creci: t.creci ?? null,
    cpf: t.cpf ?? null,
    full_name: t.full_name ?? null,
    cnpj: t.cnpj ?? null,
    company_name: t.company_name ?? null,
    trade_name: t.trade_name ?? null,
    email: t.email ?? null,
    phone: t.phone ?? null,
    city: t.city ?? null,
    state: t.state ?? null,
    created_at: t.created_at,
  };
}

/** The full record, as creating one answers it. */
function toTenant(t: TenantRecord, counts: Counts): TenantOut {
  return {
    ...toTenantListItem(t, counts),
    birth_date: t.birth_date ?? null,
    zip_code: t.zip_code ?? null,
    street: t.street ?? null,
    number: t.number ?? null,
    complement: t.complement ?? null,
    neighborhood: t.neighborhood ?? null,
    country: t.country ?? 'Brasil',
  };
}

export const tenantsHandlers = [
  http.get('/api/tenants/list', ({ request, response }) =>
    runWithErrorAlias(() => {
      requireMaster(requireSession(request));
      const counts = tenantCounts();
      const tenants = db.tenants
        .all()
        .sort((a, b) => a.id - b.id)
        .map((t) => toTenantListItem(t, counts));
      return response(200).json({ tenants });
    }),
  ),

  http.post('/api/tenants/create', ({ request, response }) =>
    runWithErrorAlias(async () => {
      const session = requireSession(request);
      requireMasterAdmin(session);
      const body = await parseBody(request, createTenantSchema);
      const adminEmail = body.admin_email.toLowerCase();
      if (db.users.all().some((u) => u.username.toLowerCase() === body.admin_username.toLowerCase())) {
        throw errors.conflict('Nome de usuário do administrador já existe', 'USERNAME_TAKEN');
      }
      if (db.users.all().some((u) => u.email.toLowerCase() === adminEmail)) {
        throw errors.conflict('Email do administrador já cadastrado', 'EMAIL_TAKEN');
      }
      const isPF = body.tenant_type === 'PF';
      const document = digitsOnly((isPF ? body.cpf : body.cnpj) ?? '');
      const taken = db.tenants.all().some((t) => {
        const existing = isPF ? t.cpf : t.cnpj;
        return Boolean(existing) && digitsOnly(existing!) === document;
      });
      if (taken) {
        throw errors.conflict(
          isPF ? 'Já existe um tenant com este CPF' : 'Já existe um tenant com este CNPJ',
          'DOCUMENT_TAKEN',
        );
      }

      const now = nowIso();
      const tenantId = nextId('tenants');
      const tenant = await db.tenants.create({
        id: tenantId,
        name: body.name,
        tenant_type: body.tenant_type,
        is_master: false,
        // Only the documents of the chosen type are kept.
        cpf: isPF ? (body.cpf ?? null) : null,
        full_name: isPF ? (body.full_name ?? null) : null,
        birth_date: isPF ? (body.birth_date ?? null) : null,
        cnpj: isPF ? null : (body.cnpj ?? null),
        company_name: isPF ? null : (body.company_name ?? null),
        trade_name: isPF ? null : (body.trade_name ?? null),
        creci: body.creci ?? null,
        email: body.email?.toLowerCase() ?? null,
        phone: body.phone ?? null,
        zip_code: body.zip_code ?? null,
        street: body.street ?? null,
        number: body.number ?? null,
        complement: body.complement ?? null,
        neighborhood: body.neighborhood ?? null,
        city: body.city ?? null,
        state: body.state ?? null,
        country: body.country,
        created_at: now,
      });
      const userId = nextId('users');
      const admin = await db.users.create({
        id: userId,
        tenant_id: tenantId,
        username: body.admin_username,
        email: adminEmail,
        password_hash: hashPassword(body.admin_password, `s${userId}${body.admin_username}`),
        is_admin: true,
        is_super_admin: false,
        created_at: now,
        last_login_at: null,
      });
      await ensurePortalLink(tenantId);
      const activityId = nextId('activities');
      await db.activities.create({
        id: activityId,
        type: 'new_tenant',
        description: `Novo tenant ${body.name}`,
        timestamp: now,
        tenant_id: tenantId,
        tenant_type: body.tenant_type,
      });
      await db.activities.create({
        id: activityId + 1,
        type: 'new_user',
        description: `Novo usuário ${body.admin_username} em ${body.name}`,
        timestamp: now,
        tenant_id: tenantId,
        tenant_type: body.tenant_type,
      });
      return response(201).json({
        tenant: toTenant(tenant, tenantCounts()),
        admin_user: toUser(admin),
        message: 'Tenant criado com sucesso!',
      });
    }),
  ),
];
