import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { as, expectErrorBody, exerciseTag, expectTagExercised, raw } from '../../tests/helpers/api';
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';

type PropertyPatch = components['schemas']['PropertyPatch'];
// openapi-typescript turns fields with a default (export_to_canalpro) into required request fields.
const patch = (b: Omit<PropertyPatch, 'export_to_canalpro'>) => b as PropertyPatch;

const GESTOR = 2;
const AUTONOMO = 3;
const BODY = { reason: 'SOLD', notes: 'Vendido pelo proprietário em novembro', confirmed: true } as const;

function own(tenantId: number): PropertyRecord[] {
  return db.properties.all().filter((p) => p.tenant_id === tenantId && !p.archived);
}

function record(id: number): PropertyRecord | undefined {
  return db.properties.findFirst((q) => q.where({ id }));
}

function snapshot(): string {
  return JSON.stringify([db.properties.all(), db.scheduleLinks.all(), db.vectorPoints.all()]);
}

function listed(tenantId: number): PropertyRecord {
  return own(tenantId).find(
    (p) => p.remote_id && db.scheduleLinks.all().some((l) => l.property_id === p.id),
  )!;
}

async function expirePortalCredentials(tenantId: number) {
  await db.portalLinks.update((q) => q.where({ tenant_id: tenantId }), {
    data(l) {
      l.canalpro_expires_at = Date.now() - 1000;
    },
  });
}

const SINGLE = [
  ['DELETE', 'soft-delete'],
  ['DELETE', 'delete-local'],
  ['DELETE', 'delete-both'],
  ['POST', 'delete-canalpro'],
] as const;

describe('single deletions', () => {
  it('soft-delete archives (hidden from lists, restorable with PATCH archived:false)', async () => {
    const gestor = await as('gestor');
    const p = listed(GESTOR);
    // A listing live on the portal ('Ativo') is no longer once archived.
    await db.properties.update((q) => q.where({ id: p.id }), { data: (d) => void (d.status = 'active') });
    const { data } = await gestor.DELETE('/properties/{id}/soft-delete', {
      params: { path: { id: p.id } },
      body: BODY,
    });
    expect(data).toEqual({
      message: 'Imóvel arquivado com sucesso',
      property_id: p.id,
      deletion_type: 'soft',
      archived: true,
    });
    expect(record(p.id)).toMatchObject({
      archived: true,
      archived_at: expect.any(String),
      deletion_reason: 'SOLD',
      deletion_notes: BODY.notes,
      portal_active: false,
      status: 'synced',
      remote_id: p.remote_id,
    });
    const list = await gestor.GET('/properties', { params: { query: { page_size: 200 } } });
    expect(list.data!.data.map((x) => x.id)).not.toContain(p.id);
    const archived = await gestor.GET('/properties', {
      params: { query: { page_size: 200, include_archived: true } },
    });
    expect(archived.data!.data.find((x) => x.id === p.id)?.archived).toBe(true);
    // Still readable by id, and counted nowhere (the statistics count own live + shared ones).
    expect((await gestor.GET('/properties/{id}', { params: { path: { id: p.id } } })).data?.archived).toBe(
      true,
    );
    const stats = (await gestor.GET('/properties/stats')).data!;
    expect(stats.total - (stats.shared ?? 0)).toBe(own(GESTOR).length);

    // Restore.
    const restored = await gestor.PATCH('/properties/{id}', {
      params: { path: { id: p.id } },
      body: patch({ archived: false }),
    });
    expect(restored.data!.message).toBe('Imóvel restaurado com sucesso');
    expect(restored.data!.property.archived).toBe(false);
    expect(record(p.id)).toMatchObject({ archived: false, archived_at: null, deletion_reason: null });
    const back = await gestor.GET('/properties', { params: { query: { page_size: 200 } } });
    expect(back.data!.data.map((x) => x.id)).toContain(p.id);
  });

  it('delete-local removes the record (and its schedule links), the portal listing stays', async () => {
    const gestor = await as('gestor');
    const p = listed(GESTOR);
    const { data } = await gestor.DELETE('/properties/{id}/delete-local', {
      params: { path: { id: p.id } },
      body: { reason: 'DUPLICATE', confirmed: true },
    });
    expect(data).toMatchObject({ property_id: p.id, deletion_type: 'local', archived: false });
    expect(record(p.id)).toBeUndefined();
    expect(db.scheduleLinks.all().some((l) => l.property_id === p.id)).toBe(false);
    expect(db.vectorPoints.all().some((v) => v.payload.property_id === p.id)).toBe(false);
  });

  it('delete-canalpro keeps the local property but takes it off the portal', async () => {
    const gestor = await as('gestor');
    const p = listed(GESTOR);
    const { data } = await gestor.POST('/properties/{id}/delete-canalpro', {
      params: { path: { id: p.id } },
      body: { reason: 'OWNER_REQUEST', confirmed: true },
    });
    expect(data).toMatchObject({ property_id: p.id, deletion_type: 'canalpro', archived: false });
    expect(record(p.id)).toMatchObject({
      remote_id: null,
      canalpro_id: null,
      portal_active: false,
      archived: false,
    });
    const detail = await gestor.GET('/properties/{id}', { params: { path: { id: p.id } } });
    expect(detail.data).toMatchObject({ remote_id: null, canalpro_id: null });
    // Not on the portal any more: a second removal is refused.
    const again = await gestor.POST('/properties/{id}/delete-canalpro', {
      params: { path: { id: p.id } },
      body: { reason: 'OWNER_REQUEST', confirmed: true },
    });
    expect(again.response.status).toBe(422);
    expectErrorBody(again.error, 'VALIDATION_ERROR');
  });

  it('delete-both removes it permanently', async () => {
    const gestor = await as('gestor');
    const p = listed(GESTOR);
    const { data } = await gestor.DELETE('/properties/{id}/delete-both', {
      params: { path: { id: p.id } },
      body: { reason: 'RENTED', confirmed: true },
    });
    expect(data).toMatchObject({ property_id: p.id, deletion_type: 'both', archived: false });
    expect(record(p.id)).toBeUndefined();
    const restore = await gestor.PATCH('/properties/{id}', {
      params: { path: { id: p.id } },
      body: patch({ archived: false }),
    });
    expect(restore.response.status).toBe(404);
  });

  it('answers 502 when the portal credentials expired, changing nothing', async () => {
    const gestor = await as('gestor');
    const p = listed(GESTOR);
    await expirePortalCredentials(GESTOR);
    const before = snapshot();
    for (const [method, route] of [
      ['POST', 'delete-canalpro'],
      ['DELETE', 'delete-both'],
    ] as const) {
      const r = await raw(method, `/properties/${p.id}/${route}`, { token: gestor.token, json: BODY });
      expect(r.status, route).toBe(502);
      expectErrorBody(r.body, 'PORTAL_CREDENTIALS_EXPIRED');
    }
    expect(snapshot()).toBe(before);
    // Local-only deletions do not need the portal.
    const local = await gestor.DELETE('/properties/{id}/delete-local', {
      params: { path: { id: p.id } },
      body: BODY,
    });
    expect(local.response.status).toBe(200);
  });

  it('refuses missing tokens, bad bodies, unknown and foreign ids without changing anything', async () => {
    const gestor = await as('gestor');
    const p = own(GESTOR).find((x) => x.remote_id)!;
    const foreign = own(AUTONOMO).find((x) => x.remote_id)!;
    const before = snapshot();
    for (const [method, route] of SINGLE) {
      const path = `/properties/${p.id}/${route}`;
      const noToken = await raw(method, path, { json: BODY });
      expect(noToken.status).toBe(401);
      expectErrorBody(noToken.body, 'TOKEN_MISSING');

      const invalid: [unknown, string][] = [
        [{ confirmed: true }, 'reason'],
        [{ reason: 'VENDIDO', confirmed: true }, 'reason'],
        [{ reason: 'SOLD' }, 'confirmed'],
        [{ reason: 'SOLD', confirmed: false }, 'confirmed'],
        [{ reason: 'SOLD', confirmed: 'sim' }, 'confirmed'],
        [{ reason: 'SOLD', confirmed: true, notes: 'x'.repeat(1001) }, 'notes'],
      ];
      for (const [json, field] of invalid) {
        const r = await raw(method, path, { token: gestor.token, json });
        expect(r.status, `${route} ${JSON.stringify(json).slice(0, 60)}`).toBe(422);
        expectErrorBody(r.body, 'VALIDATION_ERROR');
        expect((r.body as { details: Record<string, string> }).details).toHaveProperty(field);
      }
      const messages = (
        (await raw(method, path, { token: gestor.token, json: {} })).body as {
          details: Record<string, string>;
        }
      ).details;
      expect(messages).toEqual({
        reason: 'Motivo da exclusão é obrigatório',
        confirmed: 'É necessário confirmar a exclusão',
      });
      for (const body of ['{reason:', '', '[1]']) {
        const r = await raw(method, path, { token: gestor.token, body });
        expect(r.status, `${route} ${body}`).toBe(400);
        expectErrorBody(r.body, 'BAD_REQUEST');
      }
      for (const id of [foreign.id, 999999]) {
        const r = await raw(method, `/properties/${id}/${route}`, { token: gestor.token, json: BODY });
        expect(r.status, `${route} ${id}`).toBe(404);
        expectErrorBody(r.body, 'NOT_FOUND');
      }
    }
    expect(snapshot()).toBe(before);
  });
});

describe('POST /properties/bulk/delete', () => {
  it('archives several properties in one go', async () => {
    const gestor = await as('gestor');
    const ids = own(GESTOR)
      .slice(0, 3)
      .map((p) => p.id);
    const { data } = await gestor.POST('/properties/bulk/delete', {
      body: { property_ids: ids, deletion_type: 'soft', reason: 'SOLD', confirmed: true },
    });
    expect(data).toEqual({ deleted: 0, archived: 3, message: '3 imóveis arquivados' });
    for (const id of ids) expect(record(id)!.archived).toBe(true);
    // And restores them one by one.
    for (const id of ids) {
      await gestor.PATCH('/properties/{id}', { params: { path: { id } }, body: patch({ archived: false }) });
      expect(record(id)!.archived).toBe(false);
    }
  });

  it('deletes locally or permanently, ignoring (and reporting) other tenants’ ids', async () => {
    const gestor = await as('gestor');
    const mine = own(GESTOR).slice(0, 2);
    const foreign = own(AUTONOMO)[0]!;
    const local = await gestor.POST('/properties/bulk/delete', {
      body: {
        property_ids: [...mine.map((p) => p.id), foreign.id],
        deletion_type: 'local',
        reason: 'DUPLICATE',
        notes: 'Cadastro em dobro',
        confirmed: true,
      },
    });
    expect(local.data).toEqual({
      deleted: 2,
      archived: 0,
      message: '2 imóveis excluídos do sistema; 1 imóvel não encontrado ignorado(s)',
    });
    for (const p of mine) expect(record(p.id)).toBeUndefined();
    expect(record(foreign.id)).toBeDefined();

    const next = own(GESTOR)[0]!;
    const both = await gestor.POST('/properties/bulk/delete', {
      body: { property_ids: [next.id], deletion_type: 'both', reason: 'OTHER', confirmed: true },
    });
    expect(both.data).toEqual({ deleted: 1, archived: 0, message: '1 imóvel excluído permanentemente' });
    expect(record(next.id)).toBeUndefined();

    // Only foreign ids: nothing happens.
    const nothing = await gestor.POST('/properties/bulk/delete', {
      body: { property_ids: [foreign.id], deletion_type: 'both', reason: 'OTHER', confirmed: true },
    });
    expect(nothing.data).toMatchObject({ deleted: 0, archived: 0 });
    expect(record(foreign.id)).toBeDefined();
  });

  it('removes from the portal only what is listed there', async () => {
    const gestor = await as('gestor');
    const onPortal = own(GESTOR)
      .filter((p) => p.remote_id)
      .slice(0, 2);
    const offPortal = own(GESTOR).find((p) => !p.remote_id)!;
    const { data } = await gestor.POST('/properties/bulk/delete', {
      body: {
        property_ids: [...onPortal.map((p) => p.id), offPortal.id],
        deletion_type: 'canalpro',
        reason: 'SOLD',
        confirmed: true,
      },
    });
    expect(data).toMatchObject({ deleted: 2, archived: 0 });
    expect(data!.message).toContain('1 imóvel sem anúncio no CanalPro');
    for (const p of onPortal) expect(record(p.id)).toMatchObject({ remote_id: null, portal_active: false });
    expect(record(offPortal.id)).toBeDefined();

    await expirePortalCredentials(GESTOR);
    const before = snapshot();
    const other = own(GESTOR).find((p) => p.remote_id)!;
    const refused = await gestor.POST('/properties/bulk/delete', {
      body: { property_ids: [other.id], deletion_type: 'canalpro', reason: 'SOLD', confirmed: true },
    });
    expect(refused.response.status).toBe(502);
    expectErrorBody(refused.error, 'PORTAL_CREDENTIALS_EXPIRED');
    expect(snapshot()).toBe(before);
  });

  it('refuses invalid requests with pt-BR messages and changes nothing', async () => {
    const gestor = await as('gestor');
    const id = own(GESTOR)[0]!.id;
    const before = snapshot();
    const valid = { property_ids: [id], deletion_type: 'soft', reason: 'SOLD', confirmed: true };
    const cases: [unknown, Record<string, string>][] = [
      [{ ...valid, deletion_type: 'shred' }, { deletion_type: 'Tipo de exclusão inválido' }],
      [{ ...valid, deletion_type: undefined }, { deletion_type: 'Tipo de exclusão inválido' }],
      [{ ...valid, confirmed: false }, { confirmed: 'É necessário confirmar a exclusão' }],
      [{ ...valid, reason: undefined }, { reason: 'Motivo da exclusão é obrigatório' }],
      [{ ...valid, reason: 'CANSEI' }, { reason: 'Motivo da exclusão inválido' }],
      [{ ...valid, property_ids: [] }, { property_ids: 'Selecione ao menos um imóvel' }],
      [{ ...valid, property_ids: [id, id] }, { property_ids: 'A lista de imóveis contém IDs repetidos' }],
      [{ ...valid, property_ids: ['1'] }, { 'property_ids.0': 'ID de imóvel inválido' }],
      [{ ids: [id] }, { property_ids: 'Selecione ao menos um imóvel' }],
      [{ ...valid, notes: 'x'.repeat(1001) }, { notes: 'Observações devem ter no máximo 1000 caracteres' }],
    ];
    for (const [json, details] of cases) {
      const r = await raw('POST', '/properties/bulk/delete', { token: gestor.token, json });
      expect(r.status, JSON.stringify(json).slice(0, 80)).toBe(422);
      expectErrorBody(r.body, 'VALIDATION_ERROR');
      expect((r.body as { details: unknown }).details).toMatchObject(details);
    }
    for (const body of ['{', '"soft"', 'null']) {
      const r = await raw('POST', '/properties/bulk/delete', { token: gestor.token, body });
      expect(r.status, body).toBe(400);
    }
    const noToken = await raw('POST', '/properties/bulk/delete', { json: valid });
    expect(noToken.status).toBe(401);
    expectErrorBody(noToken.body);
    expect(snapshot()).toBe(before);
  });
});

it('keeps tenants apart: what autonomo deletes never touches gestor and vice versa', async () => {
  const gestor = await as('gestor');
  const autonomo = await as('autonomo');
  const g = own(GESTOR)[0]!;
  const a = own(AUTONOMO)[0]!;
  for (const [client, foreign] of [
    [gestor, a],
    [autonomo, g],
  ] as const) {
    const r = await client.DELETE('/properties/{id}/soft-delete', {
      params: { path: { id: foreign.id } },
      body: BODY,
    });
    expect(r.response.status).toBe(404);
    expect(record(foreign.id)!.archived).toBe(false);
  }
  await autonomo.DELETE('/properties/{id}/soft-delete', { params: { path: { id: a.id } }, body: BODY });
  const gList = await gestor.GET('/properties', {
    params: { query: { page_size: 200, include_archived: true } },
  });
  expect(gList.data!.data.map((p) => p.id)).not.toContain(a.id);
});

it("exercises every operation of the 'deletion' tag", async () => {
  await exerciseTag('deletion');
  expectTagExercised('deletion');
});
