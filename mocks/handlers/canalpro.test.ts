import { afterEach, describe, expect, it, vi } from 'vitest';
import { as, expectErrorBody, expectTagExercised, raw, type DemoUser } from '../../tests/helpers/api';
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';
import { configureRuntime } from '../runtime';
import { resetMockDatabase } from '../seed';
import { PORTAL_MESSAGES } from '../domain/canalpro-credentials';
import { EXPORT_MIN_MS, exportProblem } from '../domain/canalpro-export';
import { todayInBrasilia } from '../../src/lib/brasilia';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

afterEach(() => vi.useRealTimers());

/** Stops the clock (Date only), so progress computed from elapsed time is exact. */
function freeze() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
}

function advance(ms: number) {
  if (!vi.isFakeTimers()) freeze();
  vi.setSystemTime(new Date(Date.now() + ms));
}

function linkOf(tenantId: number) {
  return db.portalLinks.findFirst((q) => q.where({ tenant_id: tenantId }))!;
}

function propertiesOf(tenantId: number) {
  return db.properties
    .all()
    .filter((p) => p.tenant_id === tenantId)
    .sort((a, b) => a.id - b.id);
}

function property(id: number) {
  return db.properties.findFirst((q) => q.where({ id }))!;
}

function eventsOf(tenantId: number) {
  return db.automationEvents.all().filter((e) => e.tenant_id === tenantId);
}

function dbState() {
  return JSON.stringify({
    links: db.portalLinks.all(),
    runs: db.exportRuns.all(),
    events: db.automationEvents.all(),
    properties: db.properties.all(),
  });
}

async function patchProperty(id: number, patch: Partial<PropertyRecord>) {
  await db.properties.update((q) => q.where({ id }), {
    data(p) {
      Object.assign(p, patch);
    },
  });
}

async function expectRejected(
  user: DemoUser,
  method: string,
  path: string,
  cases: { json?: unknown; body?: string; status: number; field?: string }[],
) {
  const { token } = await as(user);
  const before = dbState();
  for (const c of cases) {
    const res = await raw(method, path, { token, json: c.json, body: c.body });
    expect(res.status, `${path} ${c.body ?? JSON.stringify(c.json)}`).toBe(c.status);
    expectErrorBody(res.body);
    if (c.field) expect((res.body as { details: Record<string, string> }).details).toHaveProperty(c.field);
  }
  expect(dbState()).toBe(before);
}

/** Ten exportable properties of tenant 2 plus one without photos and one that times out once. */
function exportSelection() {
  const candidates = propertiesOf(2).filter((p) => !p.archived);
  const noImage = candidates.find((p) => p.image_urls.length === 0)!;
  const timeout = candidates.find((p) => p.id % 9 === 4 && p.image_urls.length > 0)!;
  const clean = candidates.filter((p) => exportProblem(p) === null).slice(0, 8);
  expect(noImage).toBeDefined();
  expect(timeout).toBeDefined();
  expect(clean).toHaveLength(8);
  return {
    ids: [clean[0]!.id, noImage.id, ...clean.slice(1).map((p) => p.id), timeout.id],
    noImage,
    timeout,
    clean,
  };
}

describe('credentials', () => {
  it('checks the 6-hour token: valid with seconds left, then expired (never a 401)', async () => {
    freeze();
    const autonomo = await as('autonomo');
    const { data } = await autonomo.GET('/integrations/canalpro/credentials/check');
    expect(data).toMatchObject({ is_valid: true, message: 'Credenciais válidas' });
    const expiresAt = linkOf(3).canalpro_expires_at!;
    expect(data!.seconds_left).toBe(Math.floor((expiresAt - Date.now()) / 1000));
    // Six hours from the seed, which a test may restore from a copy up to a minute old
    // (mocks/seed.ts): on a loaded machine a minute and some seconds have gone.
    expect(data!.seconds_left).toBeGreaterThan(6 * 3600 - 5 * 60);
    expect(Date.parse(data!.expires_at!)).toBe(expiresAt);
    advance(7 * HOUR);
    const expired = await autonomo.GET('/integrations/canalpro/credentials/check');
    expect(expired.response.status).toBe(200);
    expect(expired.data).toMatchObject({
      is_valid: false,
      seconds_left: 0,
      message: PORTAL_MESSAGES.expired,
    });
    expect((await raw('GET', '/integrations/canalpro/credentials/check')).status).toBe(401);
  });

  it('says when no credentials were ever configured', async () => {
    await db.portalLinks.update((q) => q.where({ tenant_id: 3 }), {
      data(l) {
        l.canalpro_email = null;
        l.canalpro_expires_at = null;
      },
    });
    const { data } = await (await as('autonomo')).GET('/integrations/canalpro/credentials/check');
    expect(data).toEqual({
      is_valid: false,
      expires_at: null,
      seconds_left: null,
      message: 'Credenciais do CanalPro não configuradas',
    });
  });

  it('renews with email and password for 6 more hours and records it', async () => {
    freeze();
    const corretor = await as('corretor');
    advance(7 * HOUR);
    const { data, response } = await corretor.POST('/integrations/canalpro/credentials/renew', {
      body: { email: 'novo@imobiliariacarioca.com.br', password: 'senha-nova' },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ is_valid: true, seconds_left: 6 * 3600 });
    expect(linkOf(2).canalpro_email).toBe('novo@imobiliariacarioca.com.br');
    expect(linkOf(2).canalpro_expires_at).toBe(Date.now() + 6 * HOUR);
    expect(eventsOf(2).at(-1)).toMatchObject({ action: 'renewal', success: true });
  });

  it('refuses bad renewals (422 invalid email / empty password, 400 malformed) without changes', async () => {
    await expectRejected('gestor', 'POST', '/integrations/canalpro/credentials/renew', [
      { json: { email: 'sem-arroba', password: 'x' }, status: 422, field: 'email' },
      { json: { email: 'a@b.com', password: '' }, status: 422, field: 'password' },
      { json: { email: 'a@b.com' }, status: 422, field: 'password' },
      { json: { password: 'x' }, status: 422, field: 'email' },
      { json: { email: ['a@b.com'], password: 1 }, status: 422 },
      { json: { email: `${'a'.repeat(250)}@b.com`, password: 'x' }, status: 422, field: 'email' },
      { json: 'a@b.com', status: 400 },
      { body: '{"email": "a@b.com", "password": ', status: 400 },
    ]);
    expect((await raw('POST', '/integrations/canalpro/credentials/renew', { json: {} })).status).toBe(401);
  });

  it('stores credentials (and a device) through setup', async () => {
    await db.portalLinks.update((q) => q.where({ tenant_id: 3 }), {
      data(l) {
        l.canalpro_email = null;
        l.canalpro_expires_at = null;
      },
    });
    const autonomo = await as('autonomo');
    const { data } = await autonomo.POST('/integrations/canalpro/setup', {
      body: { email: 'ana@canalpro.com.br', password: 'segredo', device_id: 'device-ana' },
    });
    expect(data).toMatchObject({
      is_valid: true,
      message: 'Credenciais do CanalPro configuradas com sucesso',
    });
    expect(linkOf(3)).toMatchObject({ canalpro_email: 'ana@canalpro.com.br', device_id: 'device-ana' });
    await expectRejected('autonomo', 'POST', '/integrations/canalpro/setup', [
      { json: { email: 'ana', password: 'x' }, status: 422, field: 'email' },
      { json: { email: 'ana@canalpro.com.br', password: '' }, status: 422, field: 'password' },
      { json: { email: 'ana@canalpro.com.br', password: 'x', device_id: 'd'.repeat(201) }, status: 422 },
      { json: [], status: 400 },
      { body: 'nope', status: 400 },
    ]);
    expect((await raw('POST', '/integrations/canalpro/setup', { json: {} })).status).toBe(401);
  });
});

describe('expired-portal-credentials scenario', () => {
  it('answers expired everywhere, blocks exports with the auth-failed answer, and recovers on renewal', async () => {
    configureRuntime({ scenario: 'expired-portal-credentials' });
    await resetMockDatabase();
    const gestor = await as('gestor');
    const check = await gestor.GET('/integrations/canalpro/credentials/check');
    expect(check.data).toMatchObject({ is_valid: false, seconds_left: 0 });
    const ids = propertiesOf(2)
      .filter((p) => exportProblem(p) === null)
      .slice(0, 3)
      .map((p) => p.id);
    const before = dbState();
    const started = await gestor.POST('/integrations/canalpro/export', { body: { property_ids: ids } });
    expect(started.response.status).toBe(502);
    expect(started.error).toEqual({
      message: PORTAL_MESSAGES.expired,
      code: 'PORTAL_CREDENTIALS_EXPIRED',
      details: null,
    });
    const activated = await gestor.POST('/integrations/canalpro/export_and_activate', {
      body: { propertyIds: ids },
    });
    expect(activated.response.status).toBe(502);
    expectErrorBody(activated.error, 'PORTAL_CREDENTIALS_EXPIRED');
    // The automation does not resurrect an expired token.
    expect((await gestor.GET('/canalpro/automation/status')).data?.next_steps).toContain(
      'Renove as credenciais do CanalPro: o token expirou',
    );
    expect(dbState()).toBe(before);

    await gestor.POST('/integrations/canalpro/credentials/renew', {
      body: { email: 'gestor@imobiliariacarioca.com.br', password: 'nova' },
    });
    expect(
      (await gestor.POST('/integrations/canalpro/export', { body: { property_ids: ids } })).response.status,
    ).toBe(202);
  });

  it('answers the auth-failed error when no credentials were ever stored', async () => {
    await db.portalLinks.update((q) => q.where({ tenant_id: 3 }), {
      data(l) {
        l.canalpro_email = null;
        l.canalpro_expires_at = null;
      },
    });
    const autonomo = await as('autonomo');
    const id = propertiesOf(3)[0]!.id;
    const res = await autonomo.POST('/integrations/canalpro/export', { body: { property_ids: [id] } });
    expect(res.response.status).toBe(502);
    expect(res.error).toMatchObject({ code: 'PORTAL_AUTH_FAILED', message: PORTAL_MESSAGES.authFailed });
  });
});

describe('automation', () => {
  it('reports status: configured tenant vs. one without a device', async () => {
    const gestor = await as('gestor');
    const { data } = await gestor.GET('/canalpro/automation/status');
    const link = linkOf(2);
    expect(data).toEqual({
      enabled: true,
      device_id_available: true,
      automation_feasible: true,
      requires_implementation: [],
      next_steps: [],
      last_renewal_at: link.last_renewal_at,
      next_renewal_at: new Date(link.canalpro_expires_at! - 4 * HOUR).toISOString(),
      hours_before_expiry: 4,
    });
    const autonomo = await (await as('autonomo')).GET('/canalpro/automation/status');
    expect(autonomo.data).toMatchObject({
      enabled: false,
      device_id_available: false,
      automation_feasible: false,
    });
    expect(autonomo.data!.requires_implementation.length).toBeGreaterThan(0);
    expect(autonomo.data!.next_renewal_at).toBeNull();
    expect((await raw('GET', '/canalpro/automation/status')).status).toBe(401);
  });

  it('auto-renew prepares a device once credentials exist', async () => {
    const autonomo = await as('autonomo');
    const { data } = await autonomo.POST('/integrations/canalpro/auto-renew');
    expect(data!.device_id).toMatch(/^device-3-/);
    expect(data!.automation_feasible).toBe(true);
    expect(data!.requires_implementation).toEqual([]);
    expect(linkOf(3).device_id).toBe(data!.device_id);
    // Idempotent: the same device the second time.
    expect((await autonomo.POST('/integrations/canalpro/auto-renew')).data!.device_id).toBe(data!.device_id);
    await db.portalLinks.update((q) => q.where({ tenant_id: 1 }), {
      data(l) {
        l.canalpro_email = null;
      },
    });
    const admin = await (await as('admin')).POST('/integrations/canalpro/auto-renew');
    expect(admin.data).toMatchObject({ device_id: null, automation_feasible: false });
    expect(admin.data!.next_steps).toContain('Configure as credenciais do CanalPro em Configurações');
    expect((await raw('POST', '/integrations/canalpro/auto-renew')).status).toBe(401);
  });

  it('schedules the renewal N hours before expiry (default 4); admins only', async () => {
    const gestor = await as('gestor');
    const expiry = linkOf(3).canalpro_expires_at!;
    const autonomo = await as('autonomo');
    const { data } = await autonomo.POST('/integrations/canalpro/schedule-renewal', {
      body: { hours_before_expiry: 2 },
    });
    expect(data).toMatchObject({ enabled: true, hours_before_expiry: 2 });
    expect(data!.next_renewal_at).toBe(new Date(expiry - 2 * HOUR).toISOString());
    expect(linkOf(3).next_renewal_at).toBe(data!.next_renewal_at);
    const byDefault = await raw('POST', '/integrations/canalpro/schedule-renewal', { token: autonomo.token });
    expect(byDefault.body).toMatchObject({ hours_before_expiry: 4 });
    expect(linkOf(3).hours_before_expiry).toBe(4);

    const corretor = await as('corretor');
    const forbidden = await corretor.POST('/integrations/canalpro/schedule-renewal', {
      body: { hours_before_expiry: 4 },
    });
    expect(forbidden.response.status).toBe(403);
    expectErrorBody(forbidden.error, 'FORBIDDEN');
    await expectRejected('gestor', 'POST', '/integrations/canalpro/schedule-renewal', [
      { json: { hours_before_expiry: 0 }, status: 422, field: 'hours_before_expiry' },
      { json: { hours_before_expiry: 73 }, status: 422, field: 'hours_before_expiry' },
      { json: { hours_before_expiry: 1.5 }, status: 422, field: 'hours_before_expiry' },
      { json: { hours_before_expiry: '4' }, status: 422, field: 'hours_before_expiry' },
      { json: [4], status: 400 },
      { body: '{hours_before_expiry: 4}', status: 400 },
    ]);
    expect(gestor.token).toBeTruthy();
  });

  it('sets up and disables the automation (admins), recording both in the history', async () => {
    const autonomo = await as('autonomo');
    const { data } = await autonomo.POST('/canalpro/automation/setup', {
      body: { email: 'ana@canalpro.com.br', password: 'segredo', hours_before_expiry: 6, enabled: true },
    });
    expect(data).toMatchObject({
      enabled: true,
      device_id_available: true,
      automation_feasible: true,
      hours_before_expiry: 6,
    });
    expect(linkOf(3).device_id).toMatch(/^device-3-/);
    // Defaults: 4 hours, enabled.
    const defaults = await raw('POST', '/canalpro/automation/setup', {
      token: autonomo.token,
      json: { email: 'ana@canalpro.com.br', password: 'segredo' },
    });
    expect(defaults.body).toMatchObject({ enabled: true, hours_before_expiry: 4 });
    const disabled = await autonomo.POST('/canalpro/automation/disable');
    expect(disabled.data).toMatchObject({ enabled: false, next_renewal_at: null });
    expect(disabled.data!.next_steps).toContain('Ative a renovação automática');
    const history = (await autonomo.GET('/canalpro/automation/history')).data!.history;
    expect(history.map((e) => e.action).slice(0, 2)).toEqual(['disable', 'setup']);

    const corretor = await as('corretor');
    expect((await corretor.POST('/canalpro/automation/disable')).response.status).toBe(403);
    expect(
      (
        await corretor.POST('/canalpro/automation/setup', {
          body: { email: 'a@b.com', password: 'x', hours_before_expiry: 4, enabled: true },
        })
      ).response.status,
    ).toBe(403);
    expect(linkOf(2).automation_enabled).toBe(true);
    await expectRejected('gestor', 'POST', '/canalpro/automation/setup', [
      { json: { password: 'x' }, status: 422, field: 'email' },
      { json: { email: 'a@b.com', password: '' }, status: 422, field: 'password' },
      { json: { email: 'a@b.com', password: 'x', hours_before_expiry: 100 }, status: 422 },
      { json: { email: 'a@b.com', password: 'x', enabled: 'yes' }, status: 422, field: 'enabled' },
      { body: '', status: 400 },
      { body: '{', status: 400 },
    ]);
    expect((await raw('POST', '/canalpro/automation/setup', { json: {} })).status).toBe(401);
    expect((await raw('POST', '/canalpro/automation/disable')).status).toBe(401);
  });

  it('triggers an immediate renewal for any user of the tenant', async () => {
    freeze();
    const corretor = await as('corretor');
    advance(HOUR);
    const { data } = await corretor.POST('/canalpro/automation/trigger');
    expect(data).toMatchObject({
      action: 'manual_trigger',
      success: true,
      message: 'Token renovado com sucesso',
    });
    expect(linkOf(2).canalpro_expires_at).toBe(Date.now() + 6 * HOUR);
    expect(linkOf(2).last_renewal_at).toBe(new Date().toISOString());
    const history = (await corretor.GET('/canalpro/automation/history')).data!.history;
    expect(history[0]).toEqual(data);

    await db.portalLinks.update((q) => q.where({ tenant_id: 2 }), {
      data(l) {
        l.canalpro_email = null;
      },
    });
    const failed = await corretor.POST('/canalpro/automation/trigger');
    expect(failed.data).toMatchObject({ success: false, action: 'manual_trigger' });
    expect((await raw('POST', '/canalpro/automation/trigger')).status).toBe(401);
  });

  it('renews by itself hours_before_expiry before the token expires (observed lazily)', async () => {
    freeze();
    const gestor = await as('gestor');
    const expiry = linkOf(2).canalpro_expires_at!;
    const due = expiry - 4 * HOUR;
    advance(due - Date.now() - MINUTE);
    expect((await gestor.GET('/integrations/canalpro/credentials/check')).data!.expires_at).toBe(
      new Date(expiry).toISOString(),
    );
    advance(2 * MINUTE);
    const check = await gestor.GET('/integrations/canalpro/credentials/check');
    expect(check.data!.expires_at).toBe(new Date(due + 6 * HOUR).toISOString());
    const history = (await gestor.GET('/canalpro/automation/history')).data!.history;
    expect(history[0]).toMatchObject({
      action: 'renewal',
      success: true,
      created_at: new Date(due).toISOString(),
    });
    expect(history.filter((e) => e.message === 'Token renovado automaticamente')).toHaveLength(1);
  });

  it('renews at most once an hour when the lead time is as long as the token life', async () => {
    freeze();
    const autonomo = await as('autonomo');
    await autonomo.POST('/canalpro/automation/setup', {
      body: { email: 'ana@canalpro.com.br', password: 'segredo', hours_before_expiry: 72, enabled: true },
    });
    const automatic = () => eventsOf(3).filter((e) => e.message === 'Token renovado automaticamente');
    await autonomo.GET('/canalpro/automation/status');
    expect(automatic()).toHaveLength(0);
    advance(HOUR + MINUTE);
    await autonomo.GET('/canalpro/automation/status');
    await autonomo.GET('/integrations/canalpro/credentials/check');
    expect(automatic()).toHaveLength(1);
    expect(linkOf(3).canalpro_expires_at).toBe(Date.now() - MINUTE + 6 * HOUR);
  });

  it('lists the history newest first, per tenant', async () => {
    const gestor = await (await as('gestor')).GET('/canalpro/automation/history');
    const seeded = eventsOf(2);
    expect(gestor.data!.history.map((e) => e.id)).toEqual(
      [...seeded].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((e) => e.id),
    );
    const autonomo = await as('autonomo');
    expect((await autonomo.GET('/canalpro/automation/history')).data).toEqual({ history: [] });
    await autonomo.POST('/canalpro/automation/trigger');
    const own = (await autonomo.GET('/canalpro/automation/history')).data!.history;
    expect(own).toHaveLength(1);
    expect(own.every((e) => !seeded.some((s) => s.id === e.id))).toBe(true);
    expect((await raw('GET', '/canalpro/automation/history')).status).toBe(401);
  });
});

describe('export (long-running)', () => {
  it('starts, progresses over time, fails the bad items and applies the results once', async () => {
    freeze();
    const gestor = await as('gestor');
    const { ids, noImage, timeout, clean } = exportSelection();
    expect(ids).toHaveLength(10);
    const started = await gestor.POST('/integrations/canalpro/export', { body: { property_ids: ids } });
    expect(started.response.status).toBe(202);
    expect(started.data).toMatchObject({ success: true, processed: 0, failed: 0, errors: [] });
    const exportId = started.data!.export_id as string;
    const run = db.exportRuns.findFirst((q) => q.where({ id: Number(exportId) }))!;
    expect(run).toMatchObject({ tenant_id: 2, status: 'running', duration_ms: 10_000, property_ids: ids });

    const first = (await gestor.GET('/integrations/canalpro/export/status')).data!;
    expect(first).toMatchObject({
      is_running: true,
      export_id: exportId,
      total_properties: 10,
      processed: 0,
      successful: 0,
      failed: 0,
      estimated_time_remaining: 10,
      current_property: { id: ids[0], title: property(ids[0]!).title },
      errors: [],
    });

    // A second export while this one runs is refused.
    const again = await gestor.POST('/integrations/canalpro/export', { body: { property_ids: [ids[0]!] } });
    expect(again.response.status).toBe(409);
    expectErrorBody(again.error, 'EXPORT_ALREADY_RUNNING');

    advance(5000);
    const half = (await gestor.GET('/integrations/canalpro/export/status')).data!;
    expect(half).toMatchObject({
      is_running: true,
      processed: 5,
      successful: 4,
      failed: 1,
      estimated_time_remaining: 5,
    });
    expect(half.current_property?.id).toBe(ids[5]);
    expect(half.errors).toEqual([expect.stringContaining('Imóvel sem fotos')]);
    // Nothing is applied before the end.
    expect(property(clean[0]!.id).last_sync_at).toBe(clean[0]!.last_sync_at);

    advance(5001);
    const done = (await gestor.GET('/integrations/canalpro/export/status')).data!;
    expect(done).toMatchObject({
      is_running: false,
      export_id: exportId,
      total_properties: 10,
      processed: 10,
      successful: 8,
      failed: 2,
      current_property: null,
      estimated_time_remaining: 0,
    });
    expect(done.errors).toHaveLength(2);
    expect(done.errors[1]).toContain(PORTAL_MESSAGES.timeout);
    for (const p of clean) {
      const now = property(p.id);
      expect(now).toMatchObject({
        status: 'synced',
        portal_active: true,
        sync_status: 'synced',
        sync_error: null,
      });
      expect(now.remote_id).toMatch(/^\d+$/);
      expect(now.canalpro_id).toBe(now.remote_id);
    }
    expect(property(noImage.id)).toMatchObject({
      status: 'error',
      sync_error: expect.stringContaining('fotos'),
    });
    expect(property(timeout.id)).toMatchObject({ status: 'error', sync_error: PORTAL_MESSAGES.timeout });
    expect(db.exportRuns.findFirst((q) => q.where({ id: Number(exportId) }))).toMatchObject({
      status: 'completed',
      finished_at: new Date(run.started_ms + 10_000).toISOString(),
    });

    // Applied once: a later read changes nothing.
    const snapshot = dbState();
    advance(60_000);
    expect((await gestor.GET('/integrations/canalpro/export/status')).data).toMatchObject({
      successful: 8,
      failed: 2,
    });
    expect(dbState()).toBe(snapshot);

    // History: newest first, this run on top.
    const history = (await gestor.GET('/integrations/canalpro/export/history')).data!.history;
    expect(history[0]).toMatchObject({
      id: exportId,
      status: 'completed',
      successful: 8,
      failed: 2,
      total_properties: 10,
    });
    const startedAt = history.map((h) => Date.parse(h.started_at));
    expect([...startedAt].sort((a, b) => b - a)).toEqual(startedAt);

    // The timeout was transient: a retry goes through.
    await gestor.POST('/integrations/canalpro/export', { body: { property_ids: [timeout.id] } });
    advance(EXPORT_MIN_MS);
    expect((await gestor.GET('/integrations/canalpro/export/status')).data).toMatchObject({
      is_running: false,
      successful: 1,
      failed: 0,
    });
    expect(property(timeout.id)).toMatchObject({ status: 'synced', portal_active: true });
  });

  it('takes ~0.8 s per property, between 10 and 20 seconds', async () => {
    const gestor = await as('gestor');
    const ids = propertiesOf(2).map((p) => p.id);
    await gestor.POST('/integrations/canalpro/export', { body: { property_ids: ids.slice(0, 30) } });
    expect(db.exportRuns.all().at(-1)!.duration_ms).toBe(20_000);
    const autonomo = await as('autonomo');
    await autonomo.POST('/integrations/canalpro/export', {
      body: { property_ids: [propertiesOf(3)[0]!.id] },
    });
    expect(db.exportRuns.all().at(-1)!.duration_ms).toBe(EXPORT_MIN_MS);
  });

  it('lasts a fraction of that at the pace the knob sets (?mock-pace, the journeys)', async () => {
    configureRuntime({ pace: 0.4 });
    const autonomo = await as('autonomo');
    await autonomo.POST('/integrations/canalpro/export', {
      body: { property_ids: [propertiesOf(3)[0]!.id] },
    });
    expect(db.exportRuns.all().at(-1)!.duration_ms).toBe(EXPORT_MIN_MS * 0.4);
  });

  it('marks a run failed when every item fails', async () => {
    freeze();
    const gestor = await as('gestor');
    const noImage = propertiesOf(2).find((p) => p.image_urls.length === 0)!;
    const { data } = await gestor.POST('/integrations/canalpro/export', {
      body: { property_ids: [noImage.id] },
    });
    advance(EXPORT_MIN_MS);
    const history = (await gestor.GET('/integrations/canalpro/export/history')).data!.history;
    expect(history[0]).toMatchObject({ id: data!.export_id, status: 'failed', successful: 0, failed: 1 });
  });

  it('rejects bad selections without creating a run', async () => {
    const foreign = propertiesOf(3)[0]!.id;
    const own = propertiesOf(2)[0]!.id;
    await expectRejected('gestor', 'POST', '/integrations/canalpro/export', [
      { json: {}, status: 422, field: 'property_ids' },
      { json: { property_ids: [] }, status: 422, field: 'property_ids' },
      { json: { property_ids: ['1'] }, status: 422 },
      { json: { property_ids: [0] }, status: 422 },
      { json: { property_ids: [1.5] }, status: 422 },
      { json: { property_ids: own }, status: 422 },
      { json: { property_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, status: 422 },
      { json: { property_ids: [own, foreign] }, status: 422, field: 'property_ids' },
      { json: { property_ids: [999_999] }, status: 422, field: 'property_ids' },
      { json: [own], status: 400 },
      { body: '{"property_ids": [1,', status: 400 },
    ]);
    expect(
      (await raw('POST', '/integrations/canalpro/export', { json: { property_ids: [own] } })).status,
    ).toBe(401);
    expect((await raw('GET', '/integrations/canalpro/export/status')).status).toBe(401);
    expect((await raw('GET', '/integrations/canalpro/export/history')).status).toBe(401);
  });

  it('answers an idle status when a tenant never exported', async () => {
    await db.exportRuns.deleteMany((q) => q.where({ tenant_id: 3 }));
    const { data } = await (await as('autonomo')).GET('/integrations/canalpro/export/status');
    expect(data).toEqual({
      is_running: false,
      export_id: null,
      total_properties: 0,
      processed: 0,
      successful: 0,
      failed: 0,
      current_property: null,
      estimated_time_remaining: null,
      started_at: null,
      errors: [],
    });
  });
});

describe('export + activate (synchronous)', () => {
  it('answers per-item results with the failing step and applies the successes', async () => {
    const gestor = await as('gestor');
    const candidates = propertiesOf(2).filter((p) => !p.archived);
    const noImage = candidates.find((p) => p.image_urls.length === 0)!;
    const review = candidates.find((p) => p.id % 13 === 7 && exportProblem(p) === null)!;
    const fine = candidates
      .filter(
        (p) =>
          exportProblem(p) === null && p.id % 13 !== 7 && (p.publication_type ?? 'STANDARD') === 'STANDARD',
      )
      .slice(0, 3);
    expect(review).toBeDefined();
    const ids = [noImage.id, review.id, ...fine.map((p) => p.id)];
    const { data, response } = await gestor.POST('/integrations/canalpro/export_and_activate', {
      body: { propertyIds: ids },
    });
    expect(response.status).toBe(200);
    expect(data!.success).toBe(true);
    expect(data!.export_stats).toMatchObject({ successful: 4, failed: 1 });
    expect(data!.export_stats.errors).toEqual([
      {
        property_id: noImage.id,
        external_id: noImage.external_id,
        code: 'MISSING_IMAGES',
        message: expect.stringContaining('fotos'),
        remote_id: noImage.remote_id,
        step: 'export',
      },
      {
        property_id: review.id,
        external_id: review.external_id,
        code: 'LISTING_UNDER_REVIEW',
        message: PORTAL_MESSAGES.underReview,
        remote_id: expect.stringMatching(/^\d+$/),
        step: 'activation',
      },
    ]);
    expect(data!.activation_results).toHaveLength(4);
    expect(data!.activation_results[0]).toMatchObject({ property_id: review.id, activated: false });
    for (const p of fine) {
      const result = data!.activation_results.find((r) => r.property_id === p.id)!;
      expect(result).toMatchObject({ activated: true, error: null });
      expect(property(p.id)).toMatchObject({
        status: 'active',
        portal_active: true,
        remote_id: result.remote_id,
      });
    }
    expect(property(noImage.id).status).toBe('error');
    // The moderation hold clears on retry.
    const retry = await gestor.POST('/integrations/canalpro/export_and_activate', {
      body: { propertyIds: [review.id] },
    });
    expect(retry.data!.activation_results).toEqual([
      { property_id: review.id, remote_id: expect.any(String), activated: true, error: null },
    ]);
    expect(property(review.id).portal_active).toBe(true);
  });

  it('refuses activations beyond the contract limits', async () => {
    const gestor = await as('gestor');
    const used = propertiesOf(2).filter((p) => p.portal_active && !p.archived).length;
    await gestor.POST('/api/canalpro-contract/config', {
      body: {
        plan_name: 'Plano Justo',
        monthly_fee: 0,
        listing_limit: used,
        highlight_limits: { PREMIUM: 0 },
        start_date: '2026-01-01',
        end_date: null,
      },
    });
    const [inactive, live] = [
      propertiesOf(2).find((p) => !p.portal_active && exportProblem(p) === null && p.id % 13 !== 7)!,
      propertiesOf(2).find((p) => p.portal_active && exportProblem(p) === null && p.id % 13 !== 7)!,
    ];
    await patchProperty(live.id, { publication_type: 'PREMIUM' });
    const { data } = await gestor.POST('/integrations/canalpro/export_and_activate', {
      body: { propertyIds: [inactive.id, live.id] },
    });
    expect(data!.export_stats.errors.map((e) => [e.property_id, e.code, e.step])).toEqual([
      [inactive.id, 'LISTING_LIMIT_REACHED', 'activation'],
      [live.id, 'HIGHLIGHT_LIMIT_REACHED', 'activation'],
    ]);
    expect(data!.success).toBe(true);
    expect(property(inactive.id).portal_active).toBe(false);
    // An already live listing stays live.
    expect(property(live.id).portal_active).toBe(true);
  });

  it('rejects bad bodies and foreign ids without changes', async () => {
    const foreign = propertiesOf(3)[0]!.id;
    await expectRejected('gestor', 'POST', '/integrations/canalpro/export_and_activate', [
      { json: { property_ids: [1] }, status: 422, field: 'propertyIds' },
      { json: { propertyIds: [] }, status: 422, field: 'propertyIds' },
      { json: { propertyIds: ['a'] }, status: 422 },
      { json: { propertyIds: [foreign] }, status: 422, field: 'property_ids' },
      { json: 'ids', status: 400 },
      { body: '{propertyIds:[1]}', status: 400 },
    ]);
    expect(
      (await raw('POST', '/integrations/canalpro/export_and_activate', { json: { propertyIds: [1] } }))
        .status,
    ).toBe(401);
  });
});

describe('contract configuration and KPIs', () => {
  it('reads the seeded contract, or null', async () => {
    const gestor = await (await as('gestor')).GET('/api/canalpro-contract/config');
    expect(gestor.data).toMatchObject({ contract_id: 'CP-2026-00421', listing_limit: 200 });
    const autonomo = await (await as('autonomo')).GET('/api/canalpro-contract/config');
    expect(autonomo.response.status).toBe(200);
    expect(autonomo.data).toBeNull();
    expect((await raw('GET', '/api/canalpro-contract/config')).status).toBe(401);
  });

  it('has no contract in the empty scenario', async () => {
    configureRuntime({ scenario: 'empty' });
    await resetMockDatabase();
    const gestor = await (await as('gestor')).GET('/api/canalpro-contract/config');
    expect(gestor.response.status).toBe(200);
    expect(gestor.data).toBeNull();
  });

  it('saves (admins) and deletes (admins) the configuration', async () => {
    const autonomo = await as('autonomo');
    const { data, response } = await autonomo.POST('/api/canalpro-contract/config', {
      body: {
        plan_name: 'Plano Autônomo 30',
        monthly_fee: 299.9,
        listing_limit: 30,
        highlight_limits: { PREMIUM: 3, TRIPLE: 1 },
        start_date: '2026-03-01',
        end_date: '2027-02-28',
      },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      contract_id: expect.stringMatching(/^CP-2026-/),
      plan_name: 'Plano Autônomo 30',
      monthly_fee: 299.9,
      listing_limit: 30,
      highlight_limits: { PREMIUM: 3, SUPER_PREMIUM: 0, PREMIERE_1: 0, PREMIERE_2: 0, TRIPLE: 1 },
      end_date: '2027-02-28',
    });
    expect((await autonomo.GET('/api/canalpro-contract/config')).data).toEqual(data);
    // Upsert keeps the contract id.
    const updated = await autonomo.POST('/api/canalpro-contract/config', {
      body: {
        plan_name: 'Plano Autônomo 50',
        monthly_fee: 990,
        listing_limit: 50,
        highlight_limits: {},
        start_date: '2026-03-01',
      },
    });
    expect(updated.data).toMatchObject({ contract_id: data!.contract_id, listing_limit: 50, end_date: null });

    const corretor = await as('corretor');
    const forbidden = await corretor.POST('/api/canalpro-contract/config', {
      body: {
        plan_name: 'X',
        monthly_fee: 0,
        listing_limit: 1,
        highlight_limits: {},
        start_date: '2026-01-01',
      },
    });
    expect(forbidden.response.status).toBe(403);
    expect((await corretor.DELETE('/api/canalpro-contract/config')).response.status).toBe(403);
    expect(linkOf(2).contract?.plan_name).toBe('Plano Profissional 200');

    const removed = await autonomo.DELETE('/api/canalpro-contract/config');
    expect(removed.data).toEqual({ message: 'Configuração do contrato removida' });
    expect(linkOf(3).contract).toBeNull();
    const again = await autonomo.DELETE('/api/canalpro-contract/config');
    expect(again.response.status).toBe(404);
    expectErrorBody(again.error, 'NOT_FOUND');
    expect((await raw('DELETE', '/api/canalpro-contract/config')).status).toBe(401);
    expect((await raw('POST', '/api/canalpro-contract/config', { json: {} })).status).toBe(401);
  });

  it('validates the configuration with field details', async () => {
    const valid = { plan_name: 'Plano', listing_limit: 10, highlight_limits: {}, start_date: '2026-01-01' };
    await expectRejected('gestor', 'POST', '/api/canalpro-contract/config', [
      { json: { ...valid, listing_limit: 0 }, status: 422, field: 'listing_limit' },
      { json: { ...valid, listing_limit: 2.5 }, status: 422, field: 'listing_limit' },
      { json: { ...valid, plan_name: '  ' }, status: 422, field: 'plan_name' },
      { json: { ...valid, plan_name: 'p'.repeat(121) }, status: 422, field: 'plan_name' },
      { json: { ...valid, start_date: '2026-02-30' }, status: 422, field: 'start_date' },
      { json: { ...valid, start_date: '01/02/2026' }, status: 422, field: 'start_date' },
      { json: { ...valid, end_date: '2025-12-31' }, status: 422, field: 'end_date' },
      { json: { ...valid, end_date: '2026-01-01' }, status: 422, field: 'end_date' },
      {
        json: { ...valid, highlight_limits: { PREMIUM: -1 } },
        status: 422,
        field: 'highlight_limits.PREMIUM',
      },
      { json: { ...valid, highlight_limits: null }, status: 422, field: 'highlight_limits' },
      { json: { ...valid, monthly_fee: -10 }, status: 422, field: 'monthly_fee' },
      { json: { listing_limit: 10 }, status: 422 },
      { json: [valid], status: 400 },
      { body: '{"plan_name":', status: 400 },
    ]);
    const res = await raw('POST', '/api/canalpro-contract/config', {
      token: (await as('gestor')).token,
      json: { ...valid, end_date: '2025-01-01' },
    });
    expect((res.body as { details: Record<string, string> }).details.end_date).toBe(
      'Data de término deve ser posterior à data de início',
    );
  });

  it("counts the contract's days left by Brasília's date, not UTC's", async () => {
    // 22:30 on 30/11 in Brasília: already 01/12 in UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T01:30:00Z') });
    try {
      const gestor = await as('gestor');
      const { data, response } = await gestor.GET('/api/canalpro-contract/kpis');
      expect(response.status).toBe(200);
      expect(data!.days_remaining).toBe(31);
    } finally {
      vi.useRealTimers();
    }
  });

  it('computes KPIs from the live listings, null-safe without a contract', async () => {
    const gestor = await as('gestor');
    const { data } = await gestor.GET('/api/canalpro-contract/kpis');
    const live = propertiesOf(2).filter((p) => p.portal_active && !p.archived);
    const premium = live.filter((p) => p.publication_type === 'PREMIUM').length;
    const today = Date.parse(`${todayInBrasilia()}T00:00:00Z`);
    expect(data).toMatchObject({
      listing_limit: 200,
      listings_used: live.length,
      listings_available: 200 - live.length,
      usage_percent: Math.round((live.length / 200) * 1000) / 10,
      days_remaining: Math.max(0, Math.round((Date.parse('2026-12-31T00:00:00Z') - today) / (24 * HOUR))),
      highlight_limits: { PREMIUM: 20, SUPER_PREMIUM: 10, PREMIERE_1: 5, PREMIERE_2: 3, TRIPLE: 2 },
    });
    expect(data!.highlights_used.PREMIUM).toBe(premium);

    // Activating one more listing moves the numbers.
    const inactive = propertiesOf(2).find(
      (p) => !p.portal_active && exportProblem(p) === null && p.id % 13 !== 7,
    )!;
    await gestor.POST('/integrations/canalpro/export_and_activate', { body: { propertyIds: [inactive.id] } });
    expect((await gestor.GET('/api/canalpro-contract/kpis')).data!.listings_used).toBe(live.length + 1);

    const autonomo = await (await as('autonomo')).GET('/api/canalpro-contract/kpis');
    expect(autonomo.data).toMatchObject({
      listing_limit: 0,
      listings_available: 0,
      usage_percent: 0,
      days_remaining: null,
      highlight_limits: { PREMIUM: 0, SUPER_PREMIUM: 0, PREMIERE_1: 0, PREMIERE_2: 0, TRIPLE: 0 },
    });
    expect(autonomo.data!.listings_used).toBe(
      propertiesOf(3).filter((p) => p.portal_active && !p.archived).length,
    );
    expect((await raw('GET', '/api/canalpro-contract/kpis')).status).toBe(401);
  });
});

describe('tenant isolation', () => {
  it("never shows another tenant's runs, history, credentials or contract", async () => {
    const gestor = await as('gestor');
    const autonomo = await as('autonomo');
    const { ids } = exportSelection();
    const started = await gestor.POST('/integrations/canalpro/export', { body: { property_ids: ids } });
    const gestorRun = started.data!.export_id as string;

    const status = (await autonomo.GET('/integrations/canalpro/export/status')).data!;
    expect(status.export_id).not.toBe(gestorRun);
    expect(status.is_running).toBe(false);
    const autonomoHistory = (await autonomo.GET('/integrations/canalpro/export/history')).data!.history;
    const tenant3Runs = db.exportRuns
      .all()
      .filter((r) => r.tenant_id === 3)
      .map((r) => String(r.id));
    expect(autonomoHistory.map((h) => h.id).sort()).toEqual(tenant3Runs.sort());
    const gestorHistory = (await gestor.GET('/integrations/canalpro/export/history')).data!.history;
    expect(gestorHistory.some((h) => tenant3Runs.includes(h.id))).toBe(false);
    expect(gestorHistory[0]!.id).toBe(gestorRun);
    // gestor's running export does not block autonomo's.
    const own = await autonomo.POST('/integrations/canalpro/export', {
      body: { property_ids: [propertiesOf(3)[0]!.id] },
    });
    expect(own.response.status).toBe(202);

    const gestorEvents = eventsOf(2).map((e) => e.id);
    const autonomoEvents = (await autonomo.GET('/canalpro/automation/history')).data!.history;
    expect(autonomoEvents.some((e) => gestorEvents.includes(e.id))).toBe(false);

    const gestorLink = JSON.stringify(linkOf(2));
    await autonomo.POST('/integrations/canalpro/credentials/renew', {
      body: { email: 'ana@canalpro.com.br', password: 'x' },
    });
    expect(linkOf(3).canalpro_email).toBe('ana@canalpro.com.br');
    expect(JSON.stringify(linkOf(2))).toBe(gestorLink);
    expect((await autonomo.GET('/api/canalpro-contract/config')).data).toBeNull();
    expect((await autonomo.GET('/api/canalpro-contract/kpis')).data!.listing_limit).toBe(0);
  });
});

describe('Canal Pro contract coverage', () => {
  it('exercised every operation of the tag', async () => {
    const gestor = await as('gestor');
    const id = exportSelection().ids[0]!;
    await gestor.POST('/integrations/canalpro/auto-renew');
    await gestor.POST('/integrations/canalpro/schedule-renewal', { body: { hours_before_expiry: 4 } });
    await gestor.POST('/canalpro/automation/setup', {
      body: { email: 'a@b.com', password: 'x', hours_before_expiry: 4, enabled: true },
    });
    await gestor.GET('/canalpro/automation/status');
    await gestor.POST('/canalpro/automation/disable');
    await gestor.POST('/canalpro/automation/trigger');
    await gestor.GET('/canalpro/automation/history');
    await gestor.POST('/integrations/canalpro/export', { body: { property_ids: [id] } });
    await gestor.POST('/integrations/canalpro/export_and_activate', { body: { propertyIds: [id] } });
    await gestor.GET('/integrations/canalpro/export/status');
    await gestor.GET('/integrations/canalpro/export/history');
    await gestor.POST('/integrations/canalpro/setup', { body: { email: 'a@b.com', password: 'x' } });
    await gestor.GET('/integrations/canalpro/credentials/check');
    await gestor.POST('/integrations/canalpro/credentials/renew', {
      body: { email: 'a@b.com', password: 'x' },
    });
    await gestor.GET('/api/canalpro-contract/config');
    await gestor.POST('/api/canalpro-contract/config', {
      body: {
        plan_name: 'P',
        monthly_fee: 0,
        listing_limit: 1,
        highlight_limits: {},
        start_date: '2026-01-01',
      },
    });
    await gestor.GET('/api/canalpro-contract/kpis');
    await gestor.DELETE('/api/canalpro-contract/config');
    expectTagExercised('canalpro');
  });
});
