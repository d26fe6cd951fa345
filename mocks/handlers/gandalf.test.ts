import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_REQUIRED_MESSAGE, SESSION_REQUIRED_MESSAGE } from '../../src/features/portals/schemas';
import {
  as,
  expectErrorBody,
  expectTagExercised,
  raw,
  tokenFor,
  type DemoUser,
} from '../../tests/helpers/api';
import { db } from '../db';
import { GANDALF_OTP } from '../seeders/portals';
import { gandalfExternalId } from '../domain/gandalf';

const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.now() + ms));
}

function linkOf(tenantId: number) {
  return db.portalLinks.findFirst((q) => q.where({ tenant_id: tenantId }))!;
}

function propertiesOf(tenantId: number) {
  return db.properties.all().filter((p) => p.tenant_id === tenantId);
}

function snapshot(tenantId: number) {
  return JSON.stringify({ properties: propertiesOf(tenantId), link: linkOf(tenantId) });
}

async function start(user: DemoUser, email = 'corretor@portal.com.br') {
  const client = await as(user);
  const { data, response } = await client.POST('/integrations/gandalf/start', {
    body: { email, password: 'segredo123', device_id: 'device-abc' },
  });
  expect(response.status).toBe(200);
  return { client, sessionId: data!.session_id! };
}

/** Links the first portal for the user's tenant (start + validate with the mock's code). */
async function linkPortal(user: DemoUser) {
  const { client, sessionId } = await start(user);
  const { data, response } = await client.POST('/integrations/gandalf/validate', {
    body: {
      session_id: sessionId,
      otp: GANDALF_OTP,
      email: 'corretor@portal.com.br',
      device_id: 'device-abc',
    },
  });
  expect(response.status).toBe(200);
  return { client, info: data! };
}

describe('POST /integrations/gandalf/start', () => {
  it('opens a login session that waits for the one-time code', async () => {
    const { client } = await start('corretor');
    const link = linkOf(2);
    expect(link.gandalf_session_id).toMatch(/^gds_/);
    expect(link.gandalf_email).toBe('corretor@portal.com.br');
    expect(link.gandalf_device_id).toBe('device-abc');
    expect(link.gandalf_token).toBeNull();
    const { data } = await client.POST('/integrations/gandalf/start', {
      body: { email: 'outro@portal.com.br', password: 'x' },
    });
    expect(data).toEqual({
      requires_otp: true,
      session_id: expect.stringMatching(/^gds_/),
      message: 'Código enviado para seu email',
    });
    // A new start replaces the pending session.
    expect(linkOf(2).gandalf_session_id).toBe(data!.session_id);
  });

  it('needs a session (401)', async () => {
    const res = await raw('POST', '/integrations/gandalf/start', {
      json: { email: 'a@b.com', password: 'x' },
    });
    expect(res.status).toBe(401);
    expectErrorBody(res.body, 'TOKEN_MISSING');
  });

  it('rejects bad input without touching the database', async () => {
    const token = await tokenFor('gestor');
    const before = snapshot(2);
    const cases: [unknown, number, Record<string, string> | null][] = [
      [{ email: 'not-an-email', password: 'x' }, 422, { email: 'Email inválido' }],
      [{ email: 'a@b.com' }, 422, { password: PASSWORD_REQUIRED_MESSAGE }],
      [{ email: 'a@b.com', password: '' }, 422, { password: PASSWORD_REQUIRED_MESSAGE }],
      [{ password: 'x' }, 422, null],
      [{ email: 42, password: 'x' }, 422, null],
      [{ email: 'a@b.com', password: 'x'.repeat(129) }, 422, null],
      [{ email: 'a@b.com', password: 'x', device_id: 'd'.repeat(201) }, 422, null],
      [[{ email: 'a@b.com', password: 'x' }], 400, null],
    ];
    for (const [json, status, details] of cases) {
      const res = await raw('POST', '/integrations/gandalf/start', { token, json });
      expect(res.status, JSON.stringify(json)).toBe(status);
      expectErrorBody(res.body);
      if (details) expect((res.body as { details: unknown }).details).toEqual(details);
    }
    const malformed = await raw('POST', '/integrations/gandalf/start', { token, body: '{"email":' });
    expect(malformed.status).toBe(400);
    expectErrorBody(malformed.body, 'BAD_REQUEST');
    expect(snapshot(2)).toBe(before);
  });
});

describe('POST /integrations/gandalf/validate', () => {
  it('links the portal with the right code and answers the token under every alternative name', async () => {
    const before = Date.now();
    const { info } = await linkPortal('gestor');
    const link = linkOf(2);
    expect(link.gandalf_token).toMatch(/^gdf_/);
    expect(link.gandalf_session_id).toBeNull();
    expect(link.gandalf_expires_at! - before).toBeGreaterThanOrEqual(60 * MINUTE - 1000);
    expect(link.gandalf_expires_at! - before).toBeLessThanOrEqual(60 * MINUTE + 1000);
    expect(info.requires_otp).toBe(false);
    expect(info.access_token).toBe(link.gandalf_token);
    expect(info.gandalf_token).toBe(link.gandalf_token);
    expect(info.token_string).toBe(link.gandalf_token);
    expect(info.token).toEqual({ access_token: link.gandalf_token, expires_in: info.expires_in });
    expect(info.expires_in).toBeGreaterThanOrEqual(3599);
    expect(info.expires).toBe(info.expires_in);
    expect(info.expire_seconds).toBe(info.expires_in);
    expect(info.expiry_ts).toBe(Math.floor(link.gandalf_expires_at! / 1000));
  });

  it('refuses a wrong code with "Código inválido" and voids the session after 5 wrong codes', async () => {
    const { client, sessionId } = await start('gestor');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const { error, response } = await client.POST('/integrations/gandalf/validate', {
        body: { session_id: sessionId, otp: '000000' },
      });
      expect(response.status).toBe(422);
      expect(error).toMatchObject({ message: 'Código inválido', details: { otp: 'Código inválido' } });
      expect(linkOf(2).gandalf_otp_attempts).toBe(attempt);
      expect(linkOf(2).gandalf_token).toBeNull();
    }
    const fifth = await client.POST('/integrations/gandalf/validate', {
      body: { session_id: sessionId, otp: '000000' },
    });
    expect(fifth.response.status).toBe(422);
    expect(linkOf(2).gandalf_session_id).toBeNull();
    // Even the right code is too late now.
    const late = await client.POST('/integrations/gandalf/validate', {
      body: { session_id: sessionId, otp: GANDALF_OTP },
    });
    expect(late.response.status).toBe(422);
    expect(late.error?.details).toHaveProperty('session_id');
    expect(linkOf(2).gandalf_token).toBeNull();
  });

  it('requires session_id with the code, and rejects unknown, used or expired sessions', async () => {
    const { client, sessionId } = await start('gestor');
    const token = client.token;
    const before = snapshot(2);
    const missing = await raw('POST', '/integrations/gandalf/validate', {
      token,
      json: { otp: GANDALF_OTP },
    });
    expect(missing.status).toBe(422);
    expect((missing.body as { details: unknown }).details).toEqual({ session_id: SESSION_REQUIRED_MESSAGE });
    const noCode = await raw('POST', '/integrations/gandalf/validate', {
      token,
      json: { session_id: sessionId },
    });
    expect(noCode.status).toBe(422);
    expect((noCode.body as { details: unknown }).details).toEqual({ otp: 'Código é obrigatório' });
    const unknown = await raw('POST', '/integrations/gandalf/validate', {
      token,
      json: { session_id: 'gds_desconhecida', otp: GANDALF_OTP },
    });
    expect(unknown.status).toBe(422);
    expectErrorBody(unknown.body, 'VALIDATION_ERROR');
    const wrongEmail = await raw('POST', '/integrations/gandalf/validate', {
      token,
      json: { session_id: sessionId, otp: GANDALF_OTP, email: 'outra@pessoa.com' },
    });
    expect(wrongEmail.status).toBe(422);
    const badTypes = await raw('POST', '/integrations/gandalf/validate', {
      token,
      json: { session_id: 12, otp: 123456 },
    });
    expect(badTypes.status).toBe(422);
    const malformed = await raw('POST', '/integrations/gandalf/validate', { token, body: 'otp=123456' });
    expect(malformed.status).toBe(400);
    expect(snapshot(2)).toBe(before);

    advance(11 * MINUTE);
    const expired = await client.POST('/integrations/gandalf/validate', {
      body: { session_id: sessionId, otp: GANDALF_OTP },
    });
    expect(expired.response.status).toBe(422);
    expect(linkOf(2).gandalf_token).toBeNull();
  });

  it('needs a session (401)', async () => {
    const res = await raw('POST', '/integrations/gandalf/validate', {
      json: { session_id: 'x', otp: GANDALF_OTP },
    });
    expect(res.status).toBe(401);
    expectErrorBody(res.body);
  });
});

describe('POST /integrations/gandalf/request-otp', () => {
  it('re-sends the code for a pending session and gives it 10 more minutes', async () => {
    const { client, sessionId } = await start('corretor');
    advance(8 * MINUTE);
    const { data, response } = await client.POST('/integrations/gandalf/request-otp', {
      body: { session_id: sessionId, email: 'corretor@portal.com.br' },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      requires_otp: true,
      session_id: sessionId,
      message: 'Novo código enviado para seu email',
    });
    advance(8 * MINUTE);
    const validated = await client.POST('/integrations/gandalf/validate', {
      body: { session_id: sessionId, otp: GANDALF_OTP },
    });
    expect(validated.response.status).toBe(200);
    expect(linkOf(2).gandalf_token).toBeTruthy();
  });

  it('rejects unknown sessions, another email and bad bodies; 401 without a token', async () => {
    const { client, sessionId } = await start('corretor');
    const before = snapshot(2);
    const unknown = await client.POST('/integrations/gandalf/request-otp', { body: { session_id: 'gds_x' } });
    expect(unknown.response.status).toBe(422);
    const otherEmail = await client.POST('/integrations/gandalf/request-otp', {
      body: { session_id: sessionId, email: 'outra@pessoa.com' },
    });
    expect(otherEmail.response.status).toBe(422);
    expect(otherEmail.error?.details).toEqual({ email: 'Email não corresponde à sessão de login' });
    const empty = await raw('POST', '/integrations/gandalf/request-otp', { token: client.token, json: {} });
    expect(empty.status).toBe(422);
    const malformed = await raw('POST', '/integrations/gandalf/request-otp', {
      token: client.token,
      body: '[',
    });
    expect(malformed.status).toBe(400);
    expect(snapshot(2)).toBe(before);
    const anonymous = await raw('POST', '/integrations/gandalf/request-otp', {
      json: { session_id: sessionId },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('importing listings', () => {
  it('needs a linked, unexpired portal (502, never 401) and then imports nothing', async () => {
    const client = await as('gestor');
    const before = snapshot(2);
    const notLinked = await client.POST('/integrations/gandalf/import', { body: { only_active: true } });
    expect(notLinked.response.status).toBe(502);
    expect(notLinked.error).toMatchObject({ code: 'PORTAL_AUTH_FAILED' });
    expect(notLinked.error!.message).toContain('Vincule');
    expect(snapshot(2)).toBe(before);

    await linkPortal('gestor');
    advance(61 * MINUTE);
    const count = propertiesOf(2).length;
    const expired = await client.POST('/properties/import_gandalf', {});
    expect(expired.response.status).toBe(502);
    expect(expired.error).toMatchObject({ code: 'PORTAL_CREDENTIALS_EXPIRED' });
    const one = await client.POST('/integrations/gandalf/import_one', {
      body: { external_id: gandalfExternalId(2, 0) },
    });
    expect(one.response.status).toBe(502);
    expect(propertiesOf(2)).toHaveLength(count);
  });

  it('imports the batch: new listings inserted, known ones updated, inactive and malformed skipped', async () => {
    const { client } = await linkPortal('gestor');
    const before = propertiesOf(2);
    const mirrored = before
      .filter((p) => p.external_id.startsWith('QD-'))
      .sort((a, b) => a.id - b.id)
      .slice(0, 3);
    const { data, response } = await client.POST('/integrations/gandalf/import', {
      body: { only_active: true },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({
      inserted: 5,
      updated: 3,
      skipped: 4,
      total_listings: 12,
      errors: [
        `Anúncio ${gandalfExternalId(2, 5)}: preço de venda e de aluguel ausentes`,
        `Anúncio ${gandalfExternalId(2, 8)}: endereço ausente`,
      ],
    });
    const after = propertiesOf(2);
    expect(after).toHaveLength(before.length + 5);
    const imported = after.filter((p) => p.external_id.startsWith('GD-'));
    expect(imported.map((p) => p.external_id).sort()).toEqual(
      [0, 1, 2, 3, 4].map((i) => gandalfExternalId(2, i)),
    );
    const maxSeedId = Math.max(
      ...db.properties
        .all()
        .filter((p) => !p.external_id.startsWith('GD-'))
        .map((p) => p.id),
    );
    for (const p of imported) {
      expect(p.id).toBeGreaterThan(maxSeedId);
      expect(p.tenant_id).toBe(2);
      expect(p.status).toBe('imported');
      expect(p.remote_id).toBeNull();
      expect(p.portal_active).toBe(false);
      expect(p.archived).toBe(false);
      expect(p.title.length).toBeGreaterThanOrEqual(3);
      expect(p.address.city).toBeTruthy();
      expect(p.price_sale ?? p.price_rent).toBeGreaterThan(0);
      expect(Array.isArray(p.image_urls)).toBe(true);
      expect(p.property_type).toBeTruthy();
    }
    for (const p of mirrored) {
      const now = after.find((x) => x.id === p.id)!;
      expect(now.title).toBe(p.title);
      expect(now.last_sync_at).not.toBe(p.last_sync_at);
    }
    // Ids are unique.
    expect(new Set(db.properties.all().map((p) => p.id)).size).toBe(db.properties.count());

    // The same batch again: nothing new, everything known is updated.
    const again = await client.POST('/properties/import_gandalf', { body: { only_active: true } });
    expect(again.data).toMatchObject({ inserted: 0, updated: 8, skipped: 4, total_listings: 12 });
    expect(propertiesOf(2)).toHaveLength(before.length + 5);
  });

  it('imports inactive listings too without only_active (the body is optional)', async () => {
    const { client } = await linkPortal('autonomo');
    const before = propertiesOf(3).length;
    const res = await raw('POST', '/properties/import_gandalf', { token: client.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ inserted: 7, updated: 3, skipped: 2, total_listings: 12 });
    expect(propertiesOf(3)).toHaveLength(before + 7);
    // `{}` means only_active false (its default).
    const empty = await raw('POST', '/integrations/gandalf/import', { token: client.token, json: {} });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ inserted: 0, updated: 10, skipped: 2 });
  });

  it('rejects bad bodies without importing', async () => {
    const { client } = await linkPortal('gestor');
    const before = snapshot(2);
    for (const path of ['/integrations/gandalf/import', '/properties/import_gandalf']) {
      const wrongType = await raw('POST', path, { token: client.token, json: { only_active: 'sim' } });
      expect(wrongType.status).toBe(422);
      expectErrorBody(wrongType.body, 'VALIDATION_ERROR');
      const malformed = await raw('POST', path, { token: client.token, body: '{only_active:true}' });
      expect(malformed.status).toBe(400);
      const array = await raw('POST', path, { token: client.token, json: [true] });
      expect(array.status).toBe(400);
      const anonymous = await raw('POST', path, { json: {} });
      expect(anonymous.status).toBe(401);
    }
    expect(snapshot(2)).toBe(before);
  });
});

describe('POST /integrations/gandalf/import_one', () => {
  it('imports one listing (even inactive), then updates it; malformed ones are skipped with the reason', async () => {
    const { client } = await linkPortal('gestor');
    const inactive = gandalfExternalId(2, 6);
    const first = await client.POST('/integrations/gandalf/import_one', { body: { external_id: inactive } });
    expect(first.data).toEqual({ inserted: 1, updated: 0, skipped: 0, total_listings: 1, errors: [] });
    expect(propertiesOf(2).filter((p) => p.external_id === inactive)).toHaveLength(1);
    const second = await client.POST('/integrations/gandalf/import_one', { body: { external_id: inactive } });
    expect(second.data).toMatchObject({ inserted: 0, updated: 1 });
    expect(propertiesOf(2).filter((p) => p.external_id === inactive)).toHaveLength(1);

    const malformed = await client.POST('/integrations/gandalf/import_one', {
      body: { external_id: gandalfExternalId(2, 8) },
    });
    expect(malformed.data).toEqual({
      inserted: 0,
      updated: 0,
      skipped: 1,
      total_listings: 1,
      errors: [`Anúncio ${gandalfExternalId(2, 8)}: endereço ausente`],
    });
  });

  it('404 for a listing the portal does not have (another tenant’s included); 422/400 for bad bodies', async () => {
    const { client } = await linkPortal('gestor');
    const before = snapshot(2);
    for (const external_id of ['GD-999999', gandalfExternalId(3, 0)]) {
      const res = await client.POST('/integrations/gandalf/import_one', { body: { external_id } });
      expect(res.response.status).toBe(404);
      expectErrorBody(res.error, 'NOT_FOUND');
    }
    const bad: unknown[] = [{}, { external_id: '' }, { external_id: 'x'.repeat(101) }, { external_id: 7 }];
    for (const json of bad) {
      const res = await raw('POST', '/integrations/gandalf/import_one', { token: client.token, json });
      expect(res.status, JSON.stringify(json)).toBe(422);
      expectErrorBody(res.body, 'VALIDATION_ERROR');
    }
    const malformed = await raw('POST', '/integrations/gandalf/import_one', {
      token: client.token,
      body: '{',
    });
    expect(malformed.status).toBe(400);
    const anonymous = await raw('POST', '/integrations/gandalf/import_one', {
      json: { external_id: 'GD-1' },
    });
    expect(anonymous.status).toBe(401);
    expect(snapshot(2)).toBe(before);
  });
});

describe('GET /admin/integrations/gandalf/validate', () => {
  it('tells administrators whether the link is present and unexpired; 403 for others', async () => {
    const gestor = await as('gestor');
    const corretor = await as('corretor');
    expect((await gestor.GET('/admin/integrations/gandalf/validate')).data).toEqual({ validated: false });
    const forbidden = await corretor.GET('/admin/integrations/gandalf/validate');
    expect(forbidden.response.status).toBe(403);
    expectErrorBody(forbidden.error, 'FORBIDDEN');
    await linkPortal('corretor');
    expect((await gestor.GET('/admin/integrations/gandalf/validate')).data).toEqual({ validated: true });
    advance(61 * MINUTE);
    expect((await gestor.GET('/admin/integrations/gandalf/validate')).data).toEqual({ validated: false });
    const anonymous = await raw('GET', '/admin/integrations/gandalf/validate');
    expect(anonymous.status).toBe(401);
  });
});

describe('tenant isolation', () => {
  it("keeps each tenant's link, sessions and imports apart", async () => {
    const { sessionId } = await start('gestor');
    const autonomo = await as('autonomo');
    // Another tenant cannot finish (or re-send the code of) gestor's login.
    const stolen = await autonomo.POST('/integrations/gandalf/validate', {
      body: { session_id: sessionId, otp: GANDALF_OTP },
    });
    expect(stolen.response.status).toBe(422);
    const resend = await autonomo.POST('/integrations/gandalf/request-otp', {
      body: { session_id: sessionId },
    });
    expect(resend.response.status).toBe(422);
    expect(linkOf(2).gandalf_token).toBeNull();
    expect(linkOf(3).gandalf_token).toBeNull();

    const { client: gestor } = await linkPortal('gestor');
    // gestor's link does not let autonomo import.
    expect(
      (await autonomo.POST('/integrations/gandalf/import', { body: { only_active: false } })).response.status,
    ).toBe(502);
    expect((await autonomo.GET('/admin/integrations/gandalf/validate')).data).toEqual({ validated: false });
    expect((await gestor.GET('/admin/integrations/gandalf/validate')).data).toEqual({ validated: true });

    const tenant3Before = JSON.stringify(propertiesOf(3));
    await gestor.POST('/integrations/gandalf/import', { body: { only_active: false } });
    expect(JSON.stringify(propertiesOf(3))).toBe(tenant3Before);
    expect(propertiesOf(2).filter((p) => p.external_id.startsWith('GD-00'))).toHaveLength(7);

    await linkPortal('autonomo');
    const tenant2Before = JSON.stringify(propertiesOf(2));
    const res = await autonomo.POST('/integrations/gandalf/import', { body: { only_active: false } });
    expect(res.data?.inserted).toBe(7);
    expect(JSON.stringify(propertiesOf(2))).toBe(tenant2Before);
    expect(propertiesOf(3).filter((p) => p.external_id.startsWith('GD-'))).toHaveLength(7);
    expect(propertiesOf(3).every((p) => !p.external_id.startsWith('GD-002'))).toBe(true);
  });
});

describe('Gandalf contract coverage', () => {
  it('exercised every operation of the tag', async () => {
    // One more full round in this test, since coverage is counted per test file.
    const { client } = await linkPortal('gestor');
    await client.POST('/integrations/gandalf/request-otp', { body: { session_id: 'gds_none' } });
    await client.POST('/integrations/gandalf/import', { body: { only_active: false } });
    await client.POST('/properties/import_gandalf', {});
    await client.POST('/integrations/gandalf/import_one', { body: { external_id: gandalfExternalId(2, 0) } });
    await client.GET('/admin/integrations/gandalf/validate');
    expectTagExercised('gandalf');
  });
});
