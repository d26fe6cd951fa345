import { describe, expect, it } from 'vitest';
import {
  anonymous,
  as,
  expectErrorBody,
  exerciseTag,
  expectTagExercised,
  raw,
} from '../../tests/helpers/api';
import { db } from '../db';
import { ACTIVITY_LIMIT, healthStatus } from './executive-dashboard';

const DAY = 24 * 3_600_000;
const PATHS = [
  '/api/admin/dashboard/overview',
  '/api/admin/dashboard/tenants',
  '/api/admin/dashboard/activity',
];

async function setTenantCreated(id: number, daysAgo: number) {
  await db.tenants.update((q) => q.where({ id }), {
    data(t) {
      t.created_at = new Date(Date.now() - daysAgo * DAY).toISOString();
    },
  });
}

describe('GET /api/admin/dashboard/overview', () => {
  it('computes the KPIs of the client tenants (the master tenant is not a client)', async () => {
    const admin = await as('admin');
    const { data, response } = await admin.GET('/api/admin/dashboard/overview');
    expect(response.status).toBe(200);
    const kpis = data!.data;
    const clientIds = new Set(
      db.tenants
        .all()
        .filter((t) => !t.is_master)
        .map((t) => t.id),
    );
    const users = db.users.all().filter((u) => clientIds.has(u.tenant_id));
    const properties = db.properties.all().filter((p) => clientIds.has(p.tenant_id) && !p.archived);
    const since = Date.now() - 30 * DAY;
    // The seed: Casa Mineira joined 18 days ago, nobody in the 30 days before.
    expect(kpis.tenants).toEqual({ total: 3, growth_rate: 100, new_30d: 1 });
    expect(kpis.tenant_distribution).toEqual({ PF: 1, PJ: 2 });
    const active = users.filter((u) => u.last_login_at && Date.parse(u.last_login_at) >= since).length;
    expect(kpis.users).toEqual({
      total: users.length,
      active,
      new_30d: users.filter((u) => Date.parse(u.created_at) >= since).length,
      avg_per_tenant: Math.round((active / 3) * 10) / 10,
    });
    expect(active).toBe(4);
    expect(kpis.properties.total).toBe(properties.length);
    expect(kpis.properties.avg_per_tenant).toBe(Math.round((properties.length / 3) * 10) / 10);
    expect(kpis.properties.new_30d).toBe(properties.filter((p) => Date.parse(p.created_at) >= since).length);
  });

  it('reflects a new tenant, new logins and the growth against the previous 30 days', async () => {
    const admin = await as('admin');
    const before = (await admin.GET('/api/admin/dashboard/overview')).data!.data;
    await admin.POST('/api/tenants/create', {
      body: {
        name: 'Corretora Nova',
        tenant_type: 'PF',
        cpf: '111.222.333-96',
        full_name: 'Bruna Nova',
        admin_username: 'bruna.nova',
        admin_email: 'bruna@nova.com.br',
        admin_password: 'senha123',
        country: 'Brasil',
      },
    });
    await anonymous().POST('/auth/login', { body: { username: 'bruna.nova', password: 'senha123' } });
    let after = (await admin.GET('/api/admin/dashboard/overview')).data!.data;
    // Two new clients (Casa Mineira and this one), none in the 30 days before.
    expect(after.tenants).toEqual({ total: 4, new_30d: 2, growth_rate: 100 });
    expect(after.tenant_distribution).toEqual({ PF: 2, PJ: 2 });
    expect(after.users.total).toBe(before.users.total + 1);
    expect(after.users.new_30d).toBe(before.users.new_30d + 1);
    expect(after.users.active).toBe(before.users.active + 1);

    // Against the previous 30 days: 2 vs 1 = +100 %, 2 vs 2 = 0 %, 1 vs 3 = −66,7 %.
    await setTenantCreated(2, 45);
    after = (await admin.GET('/api/admin/dashboard/overview')).data!.data;
    expect(after.tenants.growth_rate).toBe(100);
    await setTenantCreated(3, 59);
    after = (await admin.GET('/api/admin/dashboard/overview')).data!.data;
    expect(after.tenants.growth_rate).toBe(0);
    await setTenantCreated(4, 31);
    after = (await admin.GET('/api/admin/dashboard/overview')).data!.data;
    expect(after.tenants).toEqual({ total: 4, new_30d: 1, growth_rate: -66.7 });
  });
});

describe('GET /api/admin/dashboard/tenants', () => {
  it('rows every client with a health score consistent with its status, healthiest first', async () => {
    const { data, response } = await (await as('admin')).GET('/api/admin/dashboard/tenants');
    expect(response.status).toBe(200);
    const rows = data!.data;
    expect(rows.map((r) => r.id).sort()).toEqual([2, 3, 4]);
    for (const row of rows) {
      expect(row.health_score).toBeGreaterThanOrEqual(0);
      expect(row.health_score).toBeLessThanOrEqual(100);
      expect(row.health_status).toBe(healthStatus(row.health_score));
      expect(row.users_count).toBe(db.users.all().filter((u) => u.tenant_id === row.id).length);
      expect(row.properties_count).toBe(db.properties.all().filter((p) => p.tenant_id === row.id).length);
      expect(row.last_activity).not.toBeNull();
    }
    const scores = rows.map((r) => r.health_score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rows.find((r) => r.id === 3)).toMatchObject({ tenant_type: 'PF', creci: 'F-87654/SP' });
  });

  it('scores from logins, portfolio, refresh failures and portal credentials', async () => {
    const admin = await as('admin');
    const row = async () =>
      (await admin.GET('/api/admin/dashboard/tenants')).data!.data.find((r) => r.id === 4)!;
    // Casa Mineira: login 25 h ago (35), 15 properties (18.75), no refresh jobs (20), valid credentials (20).
    expect(await row()).toMatchObject({ health_score: 94, health_status: 'excellent', properties_count: 15 });

    await db.portalLinks.update((q) => q.where({ tenant_id: 4 }), {
      data(l) {
        l.canalpro_expires_at = Date.now() - 1000;
      },
    });
    expect(await row()).toMatchObject({ health_score: 74, health_status: 'good' });

    // Half of the last week's refresh jobs failed: 10 of 20 points.
    const base = Math.max(...db.jobs.all().map((j) => j.id));
    await db.jobs.createMany(4, (i) => ({
      id: base + 1 + i,
      tenant_id: 4,
      schedule_id: null,
      property_id: null,
      status: i < 2 ? 'failed' : 'completed',
      error_message: i < 2 ? 'Timeout ao aguardar resposta do portal (30s)' : null,
      created_at: new Date(Date.now() - DAY).toISOString(),
      started_at: null,
      finished_at: null,
      settles_at: null,
      will_fail_with: null,
    }));
    expect(await row()).toMatchObject({ health_score: 64, health_status: 'good' });

    // Nobody logged in for 40 days: no login points.
    await db.users.updateMany((q) => q.where({ tenant_id: 4 }), {
      data(u) {
        u.last_login_at = new Date(Date.now() - 40 * DAY).toISOString();
      },
    });
    expect(await row()).toMatchObject({ health_score: 29, health_status: 'critical' });
  });

  it('last_activity is the latest login or activity of the tenant', async () => {
    const admin = await as('admin');
    // The broker last signed in 40 days ago: no login points yet.
    await db.users.updateMany((q) => q.where({ tenant_id: 3 }), {
      data(u) {
        u.last_login_at = new Date(Date.now() - 40 * DAY).toISOString();
      },
    });
    const before = (await admin.GET('/api/admin/dashboard/tenants')).data!.data.find((r) => r.id === 3)!;
    await as('autonomo');
    const after = (await admin.GET('/api/admin/dashboard/tenants')).data!.data.find((r) => r.id === 3)!;
    expect(Date.parse(after.last_activity!)).toBeGreaterThan(Date.parse(before.last_activity!));
    expect(Date.now() - Date.parse(after.last_activity!)).toBeLessThan(60_000);
    expect(after.health_score).toBeGreaterThan(before.health_score);
  });
});

describe('GET /api/admin/dashboard/activity', () => {
  it("answers the clients' 20 most recent activities, newest first", async () => {
    const admin = await as('admin');
    // Enough logins for more activities than the limit; the last one is the newest.
    for (const user of [
      'corretor',
      'autonomo',
      'corretor',
      'autonomo',
      'corretor',
      'autonomo',
      'gestor',
    ] as const)
      await as(user);
    const { data, response } = await admin.GET('/api/admin/dashboard/activity');
    expect(response.status).toBe(200);
    const items = data!.data;
    expect(db.activities.all().length).toBeGreaterThan(ACTIVITY_LIMIT);
    expect(items).toHaveLength(ACTIVITY_LIMIT);
    const times = items.map((a) => Date.parse(a.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items[0]).toMatchObject({ type: 'user_login', description: 'Login de gestor', tenant_type: 'PJ' });
    // The master tenant is the platform, not a client: its staff's sign-ins (admin's) are not listed.
    const newest = [...db.activities.all()]
      .filter((a) => a.tenant_id !== 1)
      .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id)
      .slice(0, ACTIVITY_LIMIT);
    expect(items.map((a) => a.description)).toEqual(newest.map((a) => a.description));
    expect(items.map((a) => a.description)).not.toContain('Login de admin');
  });

  it('tells what the records say: the seeded feed and the KPIs agree', async () => {
    const admin = await as('admin');
    const overview = (await admin.GET('/api/admin/dashboard/overview')).data!.data;
    const feed = (await admin.GET('/api/admin/dashboard/activity')).data!.data;
    const rows = (await admin.GET('/api/admin/dashboard/tenants')).data!.data;
    const since = Date.now() - 30 * DAY;
    const recent = feed.filter((a) => Date.parse(a.timestamp) >= since);
    const ofType = (type: string) => recent.filter((a) => a.type === type);
    // Each client that joined in 30 days is in the feed, and no other.
    expect(ofType('new_tenant')).toHaveLength(overview.tenants.new_30d);
    expect(ofType('new_tenant').map((a) => a.description)).toEqual(['Novo tenant Casa Mineira Imóveis']);
    expect(ofType('new_user')).toHaveLength(overview.users.new_30d);
    // Who signed in within 30 days is who is active.
    const signedIn = new Set(ofType('user_login').map((a) => a.description.replace('Login de ', '')));
    expect(signedIn.size).toBe(overview.users.active);
    expect([...signedIn].sort()).toEqual(['autonomo', 'corretor', 'gestor', 'mineira']);
    // Every record agrees with its own feed entry.
    for (const tenant of db.tenants.all().filter((t) => !t.is_master)) {
      const joined = feed.find((a) => a.description === `Novo tenant ${tenant.name}`);
      expect(joined?.timestamp, tenant.name).toBe(tenant.created_at);
    }
    for (const user of db.users.all().filter((u) => u.tenant_id !== 1 && u.last_login_at)) {
      const login = feed.find((a) => a.description === `Login de ${user.username}`);
      expect(login?.timestamp, user.username).toBe(user.last_login_at);
    }
    // A client's last activity is its newest entry in the feed.
    for (const row of rows) {
      const name = db.tenants.findFirst((q) => q.where({ id: row.id }))!.name;
      const own = db.activities.all().filter((a) => a.tenant_id === row.id);
      const newest = Math.max(...own.map((a) => Date.parse(a.timestamp)));
      expect(Date.parse(row.last_activity!), name).toBe(newest);
    }
    // Nothing a client owns is older than the client.
    for (const tenant of db.tenants.all()) {
      const joined = Date.parse(tenant.created_at);
      const owned = [
        ...db.users.all().filter((u) => u.tenant_id === tenant.id),
        ...db.properties.all().filter((p) => p.tenant_id === tenant.id),
      ];
      for (const item of owned)
        expect(Date.parse(item.created_at), tenant.name).toBeGreaterThanOrEqual(joined);
    }
  });
});

describe('access', () => {
  it('answers any user of the master tenant and 403 to every other tenant', async () => {
    const suporte = await anonymous().POST('/auth/login', {
      body: { username: 'suporte', password: 'suporte123' },
    });
    for (const path of PATHS) {
      const { status } = await raw('GET', path, { token: suporte.data!.access_token });
      expect(status, path).toBe(200);
    }
    const tokens = [(await as('gestor')).token, (await as('corretor')).token, (await as('autonomo')).token];
    for (const path of PATHS) {
      for (const token of tokens) {
        const { status, body } = await raw('GET', path, { token });
        expect(status, path).toBe(403);
        expectErrorBody(body, 'FORBIDDEN');
      }
    }
  });

  it('answers 401 without a token', async () => {
    for (const path of PATHS) {
      const { status, body } = await raw('GET', path);
      expect(status, path).toBe(401);
      expectErrorBody(body);
    }
  });
});

describe('contract coverage', () => {
  it('exercised every operation of the executive-dashboard tag', async () => {
    await exerciseTag('executive-dashboard');
    expectTagExercised('executive-dashboard');
  });
});
