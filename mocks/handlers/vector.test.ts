import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import { as, expectErrorBody, exerciseTag, expectTagExercised, raw } from '../../tests/helpers/api';
import { db } from '../db';
import { rank, tokens } from './vector';

type SearchRequest = components['schemas']['VectorSearchRequest'];
// openapi-typescript turns fields with a default (limit) into required request fields.
const search = (b: Omit<SearchRequest, 'limit'> & { limit?: number }) => b as SearchRequest;

const GESTOR = 2;
const AUTONOMO = 3;

function points(tenantId: number) {
  return db.vectorPoints.all().filter((p) => p.tenant_id === tenantId);
}

describe('similarity', () => {
  it('tokenises without case, accents or stopwords', () => {
    expect(tokens('Apartamento de 3 Quartos no Leblon, com VARANDA e área gourmet')).toEqual([
      'apartamento',
      '3',
      'quartos',
      'leblon',
      'varanda',
      'area',
      'gourmet',
    ]);
  });

  it('ranks by shared words, rarer words weighing more', () => {
    const docs = [
      { text: 'Casa 3 quartos em Pinheiros' },
      { text: 'Apartamento 3 quartos no Leblon com varanda' },
      { text: 'Apartamento 1 quarto em Copacabana' },
      { text: 'Terreno plano em Atibaia' },
    ];
    const ranked = rank('apartamento varanda leblon', docs).sort((a, b) => b.score - a.score);
    expect(ranked.map((r) => r.index)).toEqual([1, 2]);
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
    expect(ranked[0]!.score).toBeLessThanOrEqual(1);
    expect(rank('de em no', docs)).toEqual([]);
  });
});

describe('POST /mcp/upsert', () => {
  it("inserts and replaces points of the caller's tenant", async () => {
    const gestor = await as('gestor');
    const before = points(GESTOR).length;
    const first = await gestor.POST('/mcp/upsert', {
      body: {
        tenant_id: GESTOR,
        points: [
          {
            id: 'nota-1',
            text: 'Cobertura duplex com piscina privativa na Lagoa',
            payload: { property_id: 999 },
          },
          { id: 7001, text: 'Sala comercial no Centro', vector: [0.1, 0.2] },
        ],
      },
    });
    expect(first.data).toEqual({ upserted: 2 });
    expect(points(GESTOR)).toHaveLength(before + 2);

    const second = await gestor.POST('/mcp/upsert', {
      body: {
        tenant_id: GESTOR,
        points: [
          {
            id: 'nota-1',
            text: 'Cobertura triplex com piscina e vista para a Lagoa',
            payload: { bairro: 'Lagoa' },
          },
        ],
      },
    });
    expect(second.data).toEqual({ upserted: 1 });
    expect(points(GESTOR)).toHaveLength(before + 2);
    const stored = db.vectorPoints.findFirst((q) => q.where({ id: 'nota-1', tenant_id: GESTOR }))!;
    expect(stored.text).toContain('triplex');
    expect(stored.payload).toEqual({ bairro: 'Lagoa' });

    // Integer ids come back as integers.
    const found = await gestor.POST('/mcp/search', { body: { query: 'sala comercial centro', limit: 1 } });
    expect(found.data!.results[0]!.id).toBe(7001);
  });

  it('lets two tenants use the same point id independently', async () => {
    const gestor = await as('gestor');
    const autonomo = await as('autonomo');
    await gestor.POST('/mcp/upsert', {
      body: { tenant_id: GESTOR, points: [{ id: 'x', text: 'chácara em Itaipava' }] },
    });
    await autonomo.POST('/mcp/upsert', {
      body: { tenant_id: AUTONOMO, points: [{ id: 'x', text: 'kitnet na Liberdade' }] },
    });
    expect(db.vectorPoints.findFirst((q) => q.where({ id: 'x', tenant_id: GESTOR }))!.text).toBe(
      'chácara em Itaipava',
    );
    expect(db.vectorPoints.findFirst((q) => q.where({ id: 'x', tenant_id: AUTONOMO }))!.text).toBe(
      'kitnet na Liberdade',
    );
  });

  it("refuses another tenant's index with 403, except for the master super administrator", async () => {
    const gestor = await as('gestor');
    const before = JSON.stringify(db.vectorPoints.all());
    const denied = await gestor.POST('/mcp/upsert', {
      body: { tenant_id: AUTONOMO, points: [{ id: 'intruso', text: 'nada' }] },
    });
    expect(denied.response.status).toBe(403);
    expectErrorBody(denied.error, 'FORBIDDEN');
    expect(JSON.stringify(db.vectorPoints.all())).toBe(before);

    const admin = await as('admin');
    const allowed = await admin.POST('/mcp/upsert', {
      body: { tenant_id: AUTONOMO, points: [{ id: 'suporte-1', text: 'ponto criado pelo suporte' }] },
    });
    expect(allowed.data).toEqual({ upserted: 1 });
    expect(points(AUTONOMO).some((p) => p.id === 'suporte-1')).toBe(true);
    const unknown = await admin.POST('/mcp/upsert', {
      body: { tenant_id: 999, points: [{ id: 'a', text: 'b' }] },
    });
    expect(unknown.response.status).toBe(422);
  });

  it('refuses bad bodies without changing the index', async () => {
    const gestor = await as('gestor');
    const before = JSON.stringify(db.vectorPoints.all());
    const invalid: unknown[] = [
      {},
      { tenant_id: GESTOR },
      { tenant_id: GESTOR, points: [] },
      { tenant_id: 'dois', points: [{ id: 'a', text: 'b' }] },
      { tenant_id: GESTOR, points: [{ id: 'a' }] },
      { tenant_id: GESTOR, points: [{ id: 1.5, text: 'b' }] },
      { tenant_id: GESTOR, points: [{ id: true, text: 'b' }] },
      { tenant_id: GESTOR, points: [{ id: 'a', text: 'b', vector: ['x'] }] },
      { tenant_id: GESTOR, points: [{ id: 'a', text: 'b', payload: [1] }] },
    ];
    for (const json of invalid) {
      const r = await raw('POST', '/mcp/upsert', { token: gestor.token, json });
      expect(r.status, JSON.stringify(json)).toBe(422);
      expectErrorBody(r.body, 'VALIDATION_ERROR');
    }
    for (const body of ['{', '[]', '']) {
      const r = await raw('POST', '/mcp/upsert', { token: gestor.token, body });
      expect(r.status, body).toBe(400);
      expectErrorBody(r.body, 'BAD_REQUEST');
    }
    const noToken = await raw('POST', '/mcp/upsert', {
      json: { tenant_id: GESTOR, points: [{ id: 'a', text: 'b' }] },
    });
    expect(noToken.status).toBe(401);
    expectErrorBody(noToken.body, 'TOKEN_MISSING');
    expect(JSON.stringify(db.vectorPoints.all())).toBe(before);
  });
});

describe('POST /mcp/search', () => {
  it("searches the caller's tenant only, best score first, 5 results by default", async () => {
    for (const [user, tenantId] of [
      ['gestor', GESTOR],
      ['autonomo', AUTONOMO],
    ] as const) {
      const client = await as(user);
      const mine = new Set(points(tenantId).map((p) => p.id));
      const { data } = await client.POST('/mcp/search', { body: search({ query: 'apartamento quartos' }) });
      expect(data!.results.length).toBe(5);
      for (const r of data!.results) expect(mine.has(String(r.id)), `${user} ${r.id}`).toBe(true);
      const scores = data!.results.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(scores.every((s) => s > 0 && s <= 1)).toBe(true);
    }
  });

  it('finds a freshly indexed point first and never another tenant’s', async () => {
    const gestor = await as('gestor');
    const autonomo = await as('autonomo');
    await autonomo.POST('/mcp/upsert', {
      body: { tenant_id: AUTONOMO, points: [{ id: 'unico', text: 'Mansão neoclássica em Petrópolis' }] },
    });
    const own = await autonomo.POST('/mcp/search', {
      body: { query: 'mansao neoclassica petropolis', limit: 3 },
    });
    expect(own.data!.results[0]).toMatchObject({ id: 'unico', text: 'Mansão neoclássica em Petrópolis' });
    expect(own.data!.results[0]!.score).toBeCloseTo(1, 2);
    const other = await gestor.POST('/mcp/search', {
      body: search({ query: 'mansao neoclassica petropolis' }),
    });
    expect(other.data!.results.map((r) => r.id)).not.toContain('unico');
  });

  it('applies the payload filter and the limit', async () => {
    const gestor = await as('gestor');
    const neighbourhood = points(GESTOR)[0]!.payload.neighborhood as string;
    const { data } = await gestor.POST('/mcp/search', {
      body: { query: 'apartamento casa quartos', limit: 50, filter: { neighborhood: neighbourhood } },
    });
    expect(data!.results.length).toBeGreaterThan(0);
    expect(data!.results.every((r) => r.payload.neighborhood === neighbourhood)).toBe(true);
    const one = await gestor.POST('/mcp/search', { body: { query: 'apartamento', limit: 1 } });
    expect(one.data!.results).toHaveLength(1);
    const none = await gestor.POST('/mcp/search', { body: search({ query: 'zzzz qqqq' }) });
    expect(none.data!.results).toEqual([]);
  });

  it('refuses bad bodies', async () => {
    const gestor = await as('gestor');
    for (const json of [
      {},
      { query: '' },
      { query: '   ' },
      { query: 'casa', limit: 0 },
      { query: 'casa', limit: 51 },
      { query: 3 },
      { query: 'casa', filter: 'x' },
    ]) {
      const r = await raw('POST', '/mcp/search', { token: gestor.token, json });
      expect(r.status, JSON.stringify(json)).toBe(422);
      expectErrorBody(r.body, 'VALIDATION_ERROR');
    }
    expect((await raw('POST', '/mcp/search', { token: gestor.token, body: 'query=casa' })).status).toBe(400);
    const noToken = await raw('POST', '/mcp/search', { json: { query: 'casa' } });
    expect(noToken.status).toBe(401);
    expectErrorBody(noToken.body);
  });
});

it("exercises every operation of the 'vector-search' tag", async () => {
  await exerciseTag('vector-search');
  expectTagExercised('vector-search');
});
