/**
 * The tenants and their users, and the executive dashboard's activity feed that tells their
 * history (docs/rules.md#the-seed). Draws no random number.
 */
import { hashPassword } from '../crypto';
import { db } from '../db';
import type { TenantRecord, UserRecord } from '../db/schemas';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export const TENANTS: TenantRecord[] = [
  {
    id: 1,
    name: 'Imobi Master',
    tenant_type: 'PJ',
    is_master: true,
    cnpj: '12.345.678/0001-95',
    company_name: 'Imobi Tecnologia Imobiliária Ltda.',
    trade_name: 'Imobi',
    cpf: null,
    full_name: null,
    creci: 'CJ-30001/RJ',
    email: 'contato@imobi.com.br',
    phone: '(21) 3333-1000',
    zip_code: '22250-040',
    street: 'Praia de Botafogo',
    number: '300',
    complement: 'Sala 1201',
    neighborhood: 'Botafogo',
    city: 'Rio de Janeiro',
    state: 'RJ',
    country: 'Brasil',
    birth_date: null,
    created_at: '',
  },
  {
    id: 2,
    name: 'Imobiliária Carioca',
    tenant_type: 'PJ',
    is_master: false,
    cnpj: '23.456.789/0001-95',
    company_name: 'Carioca Negócios Imobiliários Ltda.',
    trade_name: 'Imobiliária Carioca',
    cpf: null,
    full_name: null,
    creci: 'CJ-24561/RJ',
    email: 'atendimento@imobiliariacarioca.com.br',
    phone: '(21) 2540-7788',
    zip_code: '22070-011',
    street: 'Avenida Nossa Senhora de Copacabana',
    number: '1000',
    complement: 'Loja B',
    neighborhood: 'Copacabana',
    city: 'Rio de Janeiro',
    state: 'RJ',
    country: 'Brasil',
    birth_date: null,
    created_at: '',
  },
  {
    id: 3,
    name: 'Ana Paula Ribeiro Corretora',
    tenant_type: 'PF',
    is_master: false,
    cpf: '123.456.789-09',
    full_name: 'Ana Paula Ribeiro',
    cnpj: null,
    company_name: null,
    trade_name: null,
    creci: 'F-87654/SP',
    email: 'anapaula.corretora@gmail.com',
    phone: '(11) 98765-4321',
    zip_code: '05422-001',
    street: 'Rua dos Pinheiros',
    number: '870',
    complement: null,
    neighborhood: 'Pinheiros',
    city: 'São Paulo',
    state: 'SP',
    country: 'Brasil',
    birth_date: '1986-04-12',
    created_at: '',
  },
  {
    id: 4,
    name: 'Casa Mineira Imóveis',
    tenant_type: 'PJ',
    is_master: false,
    cnpj: '34.567.890/0001-30',
    company_name: 'Casa Mineira Empreendimentos Imobiliários Ltda.',
    trade_name: 'Casa Mineira',
    cpf: null,
    full_name: null,
    creci: 'CJ-11223/MG',
    email: 'contato@casamineira.com.br',
    phone: '(31) 3222-4455',
    zip_code: '30140-071',
    street: 'Rua Pernambuco',
    number: '1200',
    complement: null,
    neighborhood: 'Savassi',
    city: 'Belo Horizonte',
    state: 'MG',
    country: 'Brasil',
    birth_date: null,
    created_at: '',
  },
];

interface SeedUser {
  id: number;
  tenant_id: number;
  username: string;
  password: string;
  email: string;
  is_admin: boolean;
  is_super_admin: boolean;
}

export const DEMO_USERS: SeedUser[] = [
  {
    id: 1,
    tenant_id: 1,
    username: 'admin',
    password: 'admin123',
    email: 'admin@imobi.com.br',
    is_admin: true,
    is_super_admin: true,
  },
  {
    id: 2,
    tenant_id: 2,
    username: 'gestor',
    password: 'gestor123',
    email: 'gestor@imobiliariacarioca.com.br',
    is_admin: true,
    is_super_admin: false,
  },
  {
    id: 3,
    tenant_id: 2,
    username: 'corretor',
    password: 'corretor123',
    email: 'corretor@imobiliariacarioca.com.br',
    is_admin: false,
    is_super_admin: false,
  },
  {
    id: 4,
    tenant_id: 3,
    username: 'autonomo',
    password: 'autonomo123',
    email: 'anapaula.corretora@gmail.com',
    is_admin: true,
    is_super_admin: false,
  },
  {
    id: 5,
    tenant_id: 4,
    username: 'mineira',
    password: 'mineira123',
    email: 'admin@casamineira.com.br',
    is_admin: true,
    is_super_admin: false,
  },
  {
    id: 6,
    tenant_id: 2,
    username: 'juliana.costa',
    password: 'juliana123',
    email: 'juliana@imobiliariacarioca.com.br',
    is_admin: false,
    is_super_admin: false,
  },
  {
    id: 7,
    tenant_id: 1,
    username: 'suporte',
    password: 'suporte123',
    email: 'suporte@imobi.com.br',
    is_admin: false,
    is_super_admin: false,
  },
];

/**
 * The platform's history, relative to now, told once: the tenants' records, the users' records and
 * the executive dashboard's activity feed all come from it, so the dashboard's KPIs and its feed
 * agree. Casa Mineira joined 18 days ago (the one new client of the last 30 days, none in the 30
 * before); the other clients are older than any of their listings. Four client users signed in
 * within the last day (active: signed in within 30 days); juliana.costa last signed in 40 days ago.
 */
const TENANT_JOINED_DAYS_AGO: Record<number, number> = { 1: 900, 2: 800, 3: 750, 4: 18 };
const USER_HISTORY: Record<number, { joinedDaysAgo: number; lastLoginHoursAgo: number | null }> = {
  1: { joinedDaysAgo: 900, lastLoginHoursAgo: 2 }, // admin
  2: { joinedDaysAgo: 800, lastLoginHoursAgo: 3 }, // gestor
  3: { joinedDaysAgo: 610, lastLoginHoursAgo: 6 }, // corretor
  4: { joinedDaysAgo: 750, lastLoginHoursAgo: 26 }, // autonomo
  5: { joinedDaysAgo: 18, lastLoginHoursAgo: 25 }, // mineira
  6: { joinedDaysAgo: 45, lastLoginHoursAgo: 40 * 24 }, // juliana.costa
  7: { joinedDaysAgo: 420, lastLoginHoursAgo: 8 }, // suporte
};

/** When a tenant joined the platform. */
export function joinedAt(tenantId: number, now: number): number {
  return now - TENANT_JOINED_DAYS_AGO[tenantId]! * DAY;
}

/** Tenants, users (demo accounts included) and the activity feed their records tell. */
export async function seedTenants(now: number): Promise<void> {
  await db.tenants.createMany(TENANTS.length, (i) => ({
    ...TENANTS[i]!,
    created_at: iso(joinedAt(TENANTS[i]!.id, now)),
  }));
  await db.users.createMany(DEMO_USERS.length, (i) => {
    const u = DEMO_USERS[i]!;
    const history = USER_HISTORY[u.id]!;
    const user: UserRecord = {
      id: u.id,
      tenant_id: u.tenant_id,
      username: u.username,
      email: u.email,
      is_admin: u.is_admin,
      is_super_admin: u.is_super_admin,
      password_hash: hashPassword(u.password, `s${u.id}${u.username}`),
      created_at: iso(now - history.joinedDaysAgo * DAY),
      last_login_at: history.lastLoginHoursAgo === null ? null : iso(now - history.lastLoginHoursAgo * HOUR),
    };
    return user;
  });
  // The executive dashboard's feed: what the records above say happened, as the handlers record it
  // (a client joining, a user created, a sign-in).
  const tenantOf = (id: number) => TENANTS.find((t) => t.id === id)!;
  const activities = [
    ...TENANTS.filter((t) => !t.is_master).map((t) => ({
      type: 'new_tenant' as const,
      description: `Novo tenant ${t.name}`,
      timestamp: iso(joinedAt(t.id, now)),
      tenant_id: t.id,
      tenant_type: t.tenant_type,
    })),
    ...db.users.all().flatMap((u) => {
      const tenant = tenantOf(u.tenant_id);
      const created = {
        type: 'new_user' as const,
        description: `Novo usuário ${u.username} em ${tenant.name}`,
        timestamp: u.created_at,
        tenant_id: tenant.id,
        tenant_type: tenant.tenant_type,
      };
      if (!u.last_login_at) return [created];
      const login = {
        ...created,
        type: 'user_login' as const,
        description: `Login de ${u.username}`,
        timestamp: u.last_login_at,
      };
      return [created, login];
    }),
  ].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  await db.activities.createMany(activities.length, (i) => ({ id: i + 1, ...activities[i]! }));
}
