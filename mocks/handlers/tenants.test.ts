import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { UF_CODES } from '@/api/enums';
import { createTenantSchema } from '@/features/tenants/schemas';
import {
  anonymous,
  as,
  expectErrorBody,
  exerciseTag,
  expectTagExercised,
  raw,
} from '../../tests/helpers/api';
import { verifyPassword } from '../crypto';
import { db } from '../db';

/** The typed client requires the fields with a default; the defaults are tested with raw(). */
type CreateBody = Omit<components['schemas']['TenantCreateRequest'], 'country'> & { country?: string };

const PJ: CreateBody = {
  name: 'Imobiliária Paulista',
  tenant_type: 'PJ',
  cnpj: '45.678.901/0001-75',
  company_name: 'Paulista Negócios Imobiliários Ltda.',
  trade_name: 'Paulista Imóveis',
  email: 'contato@imobiliariapaulista.com.br',
  phone: '(11) 3333-4444',
  creci: 'CJ-55555/SP',
  zip_code: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  admin_username: 'admin.paulista',
  admin_email: 'admin@imobiliariapaulista.com.br',
  admin_password: 'senha123',
};

const PF: CreateBody = {
  name: 'Carlos Mendes Corretor',
  tenant_type: 'PF',
  cpf: '987.654.321-00',
  full_name: 'Carlos Mendes',
  birth_date: '1980-02-29',
  creci: 'F-11111/RS',
  city: 'Porto Alegre',
  state: 'RS',
  admin_username: 'carlos.mendes',
  admin_email: 'carlos.mendes@gmail.com',
  admin_password: 'senha123',
};

/** Everything a tenant creation touches. */
function snapshot() {
  return {
    tenants: structuredClone(db.tenants.all()),
    users: structuredClone(db.users.all()),
    portalLinks: structuredClone(db.portalLinks.all()),
    activities: db.activities.all().length,
  };
}

describe('GET /api/tenants/list', () => {
  it('lists every tenant with computed users and properties counts (master super admin)', async () => {
    const { data, response } = await (await as('admin')).GET('/api/tenants/list');
    expect(response.status).toBe(200);
    const tenants = data!.tenants;
    expect(tenants.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    for (const t of tenants) {
      expect(t.users_count).toBe(db.users.all().filter((u) => u.tenant_id === t.id).length);
      expect(t.properties_count).toBe(
        db.properties.all().filter((p) => p.tenant_id === t.id && !p.archived).length,
      );
    }
    expect(tenants[0]).toMatchObject({ name: 'Imobi Master', is_master: true, users_count: 2 });
    expect(tenants[1]).toMatchObject({
      tenant_type: 'PJ',
      users_count: 3,
      cnpj: '23.456.789/0001-95',
      company_name: 'Carioca Negócios Imobiliários Ltda.',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
    expect(tenants[2]).toMatchObject({
      tenant_type: 'PF',
      cpf: '123.456.789-09',
      full_name: 'Ana Paula Ribeiro',
    });
  });

  it('counts follow the data: an archived property and a new user change them', async () => {
    const target = db.properties.all().find((p) => p.tenant_id === 3)!;
    await db.properties.update((q) => q.where({ id: target.id }), {
      data(p) {
        p.archived = true;
      },
    });
    await (
      await as('autonomo')
    ).POST('/api/users/create', {
      body: { username: 'assistente', email: 'assistente@gmail.com', password: 'senha123', is_admin: false },
    });
    const { data } = await (await as('admin')).GET('/api/tenants/list');
    const ana = data!.tenants.find((t) => t.id === 3)!;
    expect(ana.users_count).toBe(2);
    expect(ana.properties_count).toBe(db.properties.all().filter((p) => p.tenant_id === 3).length - 1);
  });

  it('answers every user of the master tenant, 403 to other tenants, 401 anonymously', async () => {
    for (const user of ['gestor', 'corretor', 'autonomo'] as const) {
      const { token } = await as(user);
      const { status, body } = await raw('GET', '/api/tenants/list', { token });
      expect(status, user).toBe(403);
      expectErrorBody(body, 'FORBIDDEN');
      expect((body as { error?: string }).error).toBe((body as { message: string }).message);
    }
    // A user of the master tenant who is not its administrator reads the list.
    const suporte = await anonymous().POST('/auth/login', {
      body: { username: 'suporte', password: 'suporte123' },
    });
    const read = await raw('GET', '/api/tenants/list', { token: suporte.data!.access_token });
    expect(read.status).toBe(200);
    expect((read.body as { tenants: unknown[] }).tenants.length).toBe(db.tenants.all().length);
    const anonymousCall = await raw('GET', '/api/tenants/list');
    expect(anonymousCall.status).toBe(401);
    expectErrorBody(anonymousCall.body);
  });
});

describe('POST /api/tenants/create', () => {
  it('creates a PJ tenant with exactly one admin user, a portal link and two activities', async () => {
    const admin = await as('admin');
    const before = snapshot();
    const { data, response } = await admin.POST('/api/tenants/create', {
      body: { ...PJ, country: 'Brasil' },
    });
    expect(response.status).toBe(201);
    expect(data!.message).toBe('Tenant criado com sucesso!');
    const tenant = data!.tenant;
    expect(tenant).toMatchObject({
      id: 5,
      name: 'Imobiliária Paulista',
      tenant_type: 'PJ',
      is_master: false,
      cnpj: '45.678.901/0001-75',
      company_name: 'Paulista Negócios Imobiliários Ltda.',
      trade_name: 'Paulista Imóveis',
      cpf: null,
      full_name: null,
      zip_code: '01310-100',
      state: 'SP',
      country: 'Brasil',
      users_count: 1,
      properties_count: 0,
    });
    expect(data!.admin_user).toEqual({
      id: data!.admin_user.id,
      username: 'admin.paulista',
      email: 'admin@imobiliariapaulista.com.br',
      is_admin: true,
      is_super_admin: false,
      tenant_id: 5,
      tenant_name: 'Imobiliária Paulista',
    });

    const users = db.users.all().filter((u) => u.tenant_id === 5);
    expect(users).toHaveLength(1);
    expect(users[0]!.password_hash).not.toContain('senha123');
    expect(verifyPassword('senha123', users[0]!.password_hash)).toBe(true);
    expect(db.portalLinks.all()).toHaveLength(before.portalLinks.length + 1);
    expect(db.portalLinks.findFirst((q) => q.where({ tenant_id: 5 }))).toMatchObject({
      canalpro_email: null,
      automation_enabled: false,
    });
    const activities = db.activities.all().filter((a) => a.tenant_id === 5);
    expect(activities.map((a) => a.type).sort()).toEqual(['new_tenant', 'new_user']);
    expect(activities.every((a) => a.tenant_type === 'PJ')).toBe(true);

    // The list shows it, and its admin signs in to an empty portfolio of their own.
    const list = await admin.GET('/api/tenants/list');
    expect(list.data!.tenants.map((t) => t.id)).toContain(5);
    const login = await anonymous().POST('/auth/login', {
      body: { username: 'admin.paulista', password: 'senha123' },
    });
    expect(login.data!.user).toMatchObject({ tenant_id: 5, is_admin: true });
  });

  it('creates a PF tenant keeping only the PF documents; tenant_type defaults to PJ, country to Brasil', async () => {
    const { token } = await as('admin');
    const pf = await raw('POST', '/api/tenants/create', { token, json: PF });
    expect(pf.status).toBe(201);
    expect((pf.body as { tenant: unknown }).tenant).toMatchObject({
      tenant_type: 'PF',
      cpf: '987.654.321-00',
      full_name: 'Carlos Mendes',
      birth_date: '1980-02-29',
      cnpj: null,
      company_name: null,
      country: 'Brasil',
    });
    const { tenant_type: _omit, ...withoutType } = PJ;
    const defaulted = await raw('POST', '/api/tenants/create', {
      token,
      json: {
        ...withoutType,
        cnpj: '56.789.012/0001-00',
        admin_username: 'admin.padrao',
        admin_email: 'admin@padrao.com.br',
      },
    });
    expect(defaulted.status).toBe(201);
    expect((defaulted.body as { tenant: unknown }).tenant).toMatchObject({
      tenant_type: 'PJ',
      country: 'Brasil',
    });
  });

  it('answers 403 to non-super users and 401 anonymously, changing nothing', async () => {
    const before = snapshot();
    for (const user of ['gestor', 'autonomo', 'corretor'] as const) {
      const { token } = await as(user);
      const { status, body } = await raw('POST', '/api/tenants/create', { token, json: PJ });
      expect(status, user).toBe(403);
      expectErrorBody(body, 'FORBIDDEN');
    }
    const anonymousCall = await raw('POST', '/api/tenants/create', { json: PJ });
    expect(anonymousCall.status).toBe(401);
    expect(snapshot().tenants).toEqual(before.tenants);
    expect(snapshot().portalLinks).toEqual(before.portalLinks);
    expect(db.users.all().filter((u) => u.username === PJ.admin_username)).toEqual([]);
  });

  it('answers 409 on a duplicate admin username, admin email, CPF or CNPJ, changing nothing', async () => {
    const { token } = await as('admin');
    const before = snapshot();
    const cases: [CreateBody, string][] = [
      [{ ...PJ, admin_username: 'gestor' }, 'USERNAME_TAKEN'],
      [{ ...PJ, admin_email: 'anapaula.corretora@gmail.com' }, 'EMAIL_TAKEN'],
      [{ ...PJ, cnpj: '23456789000195' }, 'DOCUMENT_TAKEN'],
      [{ ...PF, cpf: '12345678909' }, 'DOCUMENT_TAKEN'],
    ];
    for (const [json, code] of cases) {
      const { status, body } = await raw('POST', '/api/tenants/create', { token, json });
      expect(status, code).toBe(409);
      expectErrorBody(body, code);
      expect((body as { error?: string }).error).toBeTruthy();
    }
    expect(snapshot()).toEqual(before);
  });

  it('rejects bad input with 400/422 and field details, changing nothing', async () => {
    const { token } = await as('admin');
    const before = snapshot();
    const malformed = await raw('POST', '/api/tenants/create', { token, body: '{"name": ' });
    expect(malformed.status).toBe(400);
    expectErrorBody(malformed.body, 'BAD_REQUEST');
    const array = await raw('POST', '/api/tenants/create', { token, json: [PJ] });
    expect(array.status).toBe(400);

    const { cnpj: _c, company_name: _n, ...pjWithoutDocs } = PJ;
    const { cpf: _p, full_name: _f, ...pfWithoutDocs } = PF;
    const cases: [unknown, Record<string, string>][] = [
      [{}, { name: 'Nome é obrigatório', admin_username: 'Usuário do administrador é obrigatório' }],
      [pjWithoutDocs, { cnpj: 'CNPJ é obrigatório', company_name: 'Razão social é obrigatória' }],
      [pfWithoutDocs, { cpf: 'CPF é obrigatório', full_name: 'Nome completo é obrigatório' }],
      [{ ...PJ, tenant_type: 'ME' }, { tenant_type: 'Tipo deve ser PF ou PJ' }],
      [{ ...PJ, state: 'XX' }, { state: 'UF inválida' }],
      [{ ...PJ, zip_code: '0131010' }, { zip_code: 'CEP deve ter 8 dígitos' }],
      [{ ...PJ, zip_code: '01310-10000' }, { zip_code: 'CEP deve ter no máximo 9 caracteres' }],
      [{ ...PF, cpf: '987.654.321-000' }, { cpf: 'CPF deve ter no máximo 14 caracteres' }],
      [{ ...PF, cpf: '98765' }, { cpf: 'CPF inválido' }],
      [{ ...PF, cpf: '987.654.321-01' }, { cpf: 'CPF inválido' }],
      [{ ...PF, cpf: '111.111.111-11' }, { cpf: 'CPF inválido' }],
      [{ ...PJ, cnpj: '45.678.901/0001-23' }, { cnpj: 'CNPJ inválido' }],
      [{ ...PJ, cnpj: '11.111.111/1111-11' }, { cnpj: 'CNPJ inválido' }],
      [{ ...PJ, cnpj: '45.678.901/0001-755' }, { cnpj: 'CNPJ deve ter no máximo 18 caracteres' }],
      [{ ...PJ, phone: '(11) 93333-44445' }, { phone: 'Telefone deve ter no máximo 15 caracteres' }],
      [{ ...PJ, email: 'contato' }, { email: 'Email inválido' }],
      [{ ...PJ, admin_email: 'admin' }, { admin_email: 'Email inválido' }],
      [{ ...PJ, admin_password: '123' }, { admin_password: 'Senha deve ter pelo menos 6 caracteres' }],
      [{ ...PJ, admin_username: 'ab' }, { admin_username: 'Usuário deve ter pelo menos 3 caracteres' }],
      [{ ...PJ, name: 'x'.repeat(256) }, { name: 'Nome deve ter no máximo 255 caracteres' }],
      [{ ...PJ, name: 123 }, { name: 'Nome é obrigatório' }],
      [{ ...PF, birth_date: '29/02/1980' }, { birth_date: 'Data de nascimento inválida' }],
    ];
    for (const [json, details] of cases) {
      const { status, body } = await raw('POST', '/api/tenants/create', { token, json });
      expect(status, JSON.stringify(json)).toBe(422);
      expectErrorBody(body, 'VALIDATION_ERROR');
      expect((body as { details: Record<string, string> }).details).toMatchObject(details);
    }
    expect(snapshot()).toEqual(before);
  });

  it('accepts each of the 27 UF codes', () => {
    expect(UF_CODES).toHaveLength(27);
    for (const state of UF_CODES)
      expect(safeParse(createTenantSchema, { ...PJ, state }).success, state).toBe(true);
    expect(safeParse(createTenantSchema, { ...PJ, state: 'rj' }).success).toBe(false);
  });
});

describe('contract coverage', () => {
  it('exercised every operation of the tenants tag', async () => {
    await exerciseTag('tenants');
    expectTagExercised('tenants');
  });
});
