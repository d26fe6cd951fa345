import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/api/schema';
import {
  anonymous,
  as,
  BASE_URL,
  expectErrorBody,
  exerciseTag,
  expectTagExercised,
  raw,
} from '../../tests/helpers/api';
import { JPEG_4X2, PNG_1X1, WEBP_3X2, withExif } from '../../tests/fixtures/images';
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';
import { fold } from '../properties-query';

type ListItem = components['schemas']['PropertyListItem'];
type PropertyInput = components['schemas']['PropertyInput'];
type PropertyPatch = components['schemas']['PropertyPatch'];
type PropertyReplace = PropertyInput & components['schemas']['ListingInput'];
// openapi-typescript turns fields with a default (export_to_canalpro) into required request
// fields; the server treats them as optional, so the tests send them only when they matter.
const input = (b: Omit<PropertyInput, 'export_to_canalpro'>) => b as PropertyInput;
const patch = (b: Omit<PropertyPatch, 'export_to_canalpro'>) => b as PropertyPatch;
const replace = (b: Omit<PropertyReplace, 'export_to_canalpro'>) => b as PropertyReplace;

const TENANT = { gestor: 2, autonomo: 3 } as const;

function own(tenantId: number, includeArchived = false): PropertyRecord[] {
  return db.properties.all().filter((p) => p.tenant_id === tenantId && (includeArchived || !p.archived));
}

function snapshot() {
  return JSON.stringify(db.properties.all());
}

function record(id: number): PropertyRecord | undefined {
  return db.properties.findFirst((q) => q.where({ id }));
}

/** A multipart body built by hand: the test DOM's FormData/File do not survive Node's fetch. */
function multipart(
  parts: { name: string; value: string | { type: string; bytes: Uint8Array; filename: string } }[],
) {
  const boundary = `----mock${Math.random().toString(16).slice(2)}`;
  const enc = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    if (typeof p.value === 'string') {
      chunks.push(
        enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      );
    } else {
      chunks.push(
        enc.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.value.filename}"\r\nContent-Type: ${p.value.type}\r\n\r\n`,
        ),
      );
      chunks.push(p.value.bytes, enc.encode('\r\n'));
    }
  }
  chunks.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    body.set(c, offset);
    offset += c.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  token: string | null,
  id: number,
  parts: Parameters<typeof multipart>[0],
  contentType?: string,
) {
  const m = multipart(parts);
  const headers: Record<string, string> = { 'Content-Type': contentType ?? m.contentType };
  if (token) headers.Authorization = `Bearer ${token}`;
  const r = await fetch(`${BASE_URL}/properties/${id}/images/upload`, {
    method: 'POST',
    headers,
    body: m.body,
  });
  return { status: r.status, body: (await r.json()) as unknown };
}

const PNG = { type: 'image/png', filename: 'foto.png', bytes: PNG_1X1 };
const WEBP = { type: 'image/webp', filename: 'foto.webp', bytes: WEBP_3X2 };
const JPEG = { type: 'image/jpeg', filename: 'foto.jpg', bytes: JPEG_4X2 };
const dataUrl = (file: { type: string; bytes: Uint8Array }) =>
  `data:${file.type};base64,${Buffer.from(file.bytes).toString('base64')}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('authentication and roles', () => {
  it('answers 401 without a token on every authenticated operation', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/properties'],
      ['POST', '/properties', { title: 'Casa nova' }],
      ['GET', '/properties/41'],
      ['PUT', '/properties/41', { title: 'Casa nova', external_id: 'X-1' }],
      ['PATCH', '/properties/41', { title: 'Casa nova' }],
      ['DELETE', '/properties/41'],
      ['POST', '/properties/41/duplicate'],
      ['POST', '/properties/41/sync_gandalf'],
      ['POST', '/properties/bulk/sync_gandalf', { ids: [41] }],
      ['GET', '/properties/41/sync_status'],
      ['POST', '/properties/41/retry_sync'],
      ['GET', '/properties/stats'],
      ['GET', '/properties/dashboard/stats'],
      ['GET', '/properties/debug/gandalf_token'],
      ['GET', '/developments?q=Mirante'],
      [
        'POST',
        '/properties/bulk/update_publication_type',
        { property_ids: [41], publication_type: 'PREMIUM' },
      ],
    ];
    const before = snapshot();
    for (const [method, path, json] of calls) {
      const r = await raw(method, path, { json });
      expect(r.status, `${method} ${path}`).toBe(401);
      expectErrorBody(r.body, 'TOKEN_MISSING');
    }
    const up = await upload(null, 41, [{ name: 'file', value: PNG }]);
    expect(up.status).toBe(401);
    expect(snapshot()).toBe(before);
  });

  it('restricts the Gandalf token debug view to administrators', async () => {
    const corretor = await as('corretor');
    const denied = await corretor.GET('/properties/debug/gandalf_token');
    expect(denied.response.status).toBe(403);
    expectErrorBody(denied.error, 'FORBIDDEN');

    const gestor = await as('gestor');
    const none = await gestor.GET('/properties/debug/gandalf_token');
    expect(none.data).toEqual({ has_token: false, expires_at: null, expires_in: null, token_preview: null });

    const expires = Date.now() + 3600_000;
    await db.portalLinks.update((q) => q.where({ tenant_id: TENANT.gestor }), {
      data(l) {
        l.gandalf_token = 'gdf_abcdefghijklmnopqrstuvwxyz';
        l.gandalf_expires_at = expires;
      },
    });
    const some = await gestor.GET('/properties/debug/gandalf_token');
    expect(some.data?.has_token).toBe(true);
    expect(some.data?.expires_at).toBe(new Date(expires).toISOString());
    expect(some.data?.expires_in).toBeGreaterThan(3590);
    expect(some.data?.expires_in).toBeLessThanOrEqual(3600);
    expect(some.data?.token_preview).toBe('gdf_abcd…');
    expect(JSON.stringify(some.data)).not.toContain('qrstuvwxyz');

    // Another tenant's token is never seen.
    const autonomo = await as('autonomo');
    expect((await autonomo.GET('/properties/debug/gandalf_token')).data?.has_token).toBe(false);
  });
});

describe('GET /properties', () => {
  it('answers the first page of own and shared properties, newest update first', async () => {
    const gestor = await as('gestor');
    const { data } = await gestor.GET('/properties');
    const visible = db.properties
      .all()
      .filter((p) => !p.archived && (p.tenant_id === TENANT.gestor || p.shared));
    expect(data!.total).toBe(visible.length);
    expect(data!.page).toBe(1);
    expect(data!.page_size).toBe(50);
    expect(data!.data).toHaveLength(Math.min(50, visible.length));
    const dates = data!.data.map((p) => p.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    // Server-side state never leaves the mock.
    for (const key of ['shared', 'portal_active', 'deletion_reason', 'sync_error', 'password_hash']) {
      expect(data!.data[0]).not.toHaveProperty(key);
    }
  });

  it('keeps other tenants out, except what they share (read-only)', async () => {
    for (const user of ['gestor', 'autonomo'] as const) {
      const client = await as(user);
      const tenantId = TENANT[user];
      const all = await client.GET('/properties', { params: { query: { page_size: 200 } } });
      for (const p of all.data!.data) {
        if (p.tenant_id !== tenantId) expect(record(p.id)!.shared, `foreign ${p.id}`).toBe(true);
      }
      const ownOnly = await client.GET('/properties', {
        params: { query: { page_size: 200, include_shared: false } },
      });
      expect(ownOnly.data!.total).toBe(own(tenantId).length);
      expect(ownOnly.data!.data.every((p) => p.tenant_id === tenantId)).toBe(true);
    }
    // A foreign, non-shared property is unknown; a shared one is readable but not writable.
    const gestor = await as('gestor');
    const foreign = own(TENANT.autonomo).find((p) => !p.shared)!;
    expect(
      (await gestor.GET('/properties/{id}', { params: { path: { id: foreign.id } } })).response.status,
    ).toBe(404);
    const shared = db.properties.all().find((p) => p.tenant_id !== TENANT.gestor && p.shared && !p.archived)!;
    const read = await gestor.GET('/properties/{id}', { params: { path: { id: shared.id } } });
    expect(read.data?.id).toBe(shared.id);
    const before = snapshot();
    const write = await gestor.PATCH('/properties/{id}', {
      params: { path: { id: shared.id } },
      body: patch({ title: 'Tomado' }),
    });
    expect(write.response.status).toBe(404);
    const del = await gestor.DELETE('/properties/{id}', { params: { path: { id: shared.id } } });
    expect(del.response.status).toBe(404);
    expect(snapshot()).toBe(before);
  });

  it('searches title, code, external id, id and neighbourhood, ignoring case and accents', async () => {
    const gestor = await as('gestor');
    const search = async (q: string) =>
      (await gestor.GET('/properties', { params: { query: { q, page_size: 200, include_shared: false } } }))
        .data!;

    const target = own(TENANT.gestor)[5]!;
    expect((await search(target.external_id.toLowerCase())).data.map((p) => p.id)).toContain(target.id);
    expect((await search(target.property_code!)).data.map((p) => p.id)).toContain(target.id);
    expect((await search(String(target.id))).data.map((p) => p.id)).toContain(target.id);

    const neighbourhood = own(TENANT.gestor).find(
      (p) => fold(p.address.neighborhood!) !== p.address.neighborhood!.toLowerCase(),
    )?.address.neighborhood;
    const name = neighbourhood ?? own(TENANT.gestor)[0]!.address.neighborhood!;
    const expected = own(TENANT.gestor).filter((p) =>
      fold(`${p.title} ${p.address.neighborhood}`).includes(fold(name)),
    );
    const folded = await search(fold(name).toUpperCase());
    expect(folded.total).toBe(expected.length);
    expect(folded.total).toBeGreaterThan(0);
    expect(folded.data.every((p) => fold(`${p.title} ${p.address.neighborhood}`).includes(fold(name)))).toBe(
      true,
    );

    // Several words must all match.
    const words = await search(`apartamento ${fold(name)}`);
    expect(words.data.every((p) => fold(p.title).includes('apartamento'))).toBe(true);
    expect((await search('xyzzy-nada-disso')).total).toBe(0);
  });

  it('filters by status and type and sorts by every key, nulls last, stable by id', async () => {
    const gestor = await as('gestor');
    const list = async (query: Record<string, unknown>) =>
      (
        await gestor.GET('/properties', {
          params: { query: { page_size: 200, include_shared: false, ...query } },
        })
      ).data!;

    const synced = await list({ status: 'synced' });
    expect(synced.total).toBe(own(TENANT.gestor).filter((p) => p.status === 'synced').length);
    expect(synced.data.every((p) => p.status === 'synced')).toBe(true);
    const flats = await list({ property_type: 'APARTMENT' });
    expect(flats.total).toBe(own(TENANT.gestor).filter((p) => p.property_type === 'APARTMENT').length);
    expect(flats.data.every((p) => p.property_type === 'APARTMENT')).toBe(true);

    const keys: [string, (p: ListItem) => number | string | null | undefined][] = [
      ['price', (p) => p.price_sale],
      ['price_rent', (p) => p.price_rent],
      ['usable_area', (p) => p.area_util],
      ['total_area', (p) => p.area_total],
      ['created_at', (p) => p.created_at],
      ['updated_at', (p) => p.updated_at],
    ];
    for (const [sort_by, key] of keys) {
      for (const sort_order of ['asc', 'desc'] as const) {
        const { data } = await list({ sort_by, sort_order });
        const values = data.map(key);
        const firstNull = values.findIndex((x) => x === null || x === undefined);
        if (firstNull >= 0)
          expect(
            values.slice(firstNull).every((x) => x == null),
            `${sort_by} nulls last`,
          ).toBe(true);
        const present = values.filter((x) => x != null) as (number | string)[];
        const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(present, `${sort_by} ${sort_order}`).toEqual(sort_order === 'asc' ? sorted : sorted.reverse());
        for (let i = 1; i < data.length; i++) {
          if (key(data[i]!) === key(data[i - 1]!)) {
            expect(sort_order === 'asc' ? data[i]!.id > data[i - 1]!.id : data[i]!.id < data[i - 1]!.id).toBe(
              true,
            );
          }
        }
      }
    }
    // At least one sale price is missing in the seed (rentals), so the nulls-last rule is exercised.
    expect((await list({ sort_by: 'price' })).data.some((p) => p.price_sale === null)).toBe(true);
  });

  it('paginates without gaps or repeats', async () => {
    const gestor = await as('gestor');
    const all = (await gestor.GET('/properties', { params: { query: { page_size: 200, sort_by: 'price' } } }))
      .data!;
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
      const { data } = await gestor.GET('/properties', {
        params: { query: { page, page_size: 7, sort_by: 'price' } },
      });
      expect(data!.page).toBe(page);
      expect(data!.page_size).toBe(7);
      expect(data!.total).toBe(all.total);
      pages.push(...data!.data.map((p) => p.id));
    }
    expect(pages).toEqual(all.data.map((p) => p.id));
    const beyond = await gestor.GET('/properties', { params: { query: { page: 999, page_size: 10 } } });
    expect(beyond.data!.data).toEqual([]);
    expect(beyond.data!.total).toBe(all.total);
  });

  it('answers 400 for query parameters the contract forbids', async () => {
    const gestor = await as('gestor');
    for (const query of [
      'page=0',
      'page=abc',
      'page_size=201',
      'page_size=0',
      'status=vendido',
      'property_type=CASTELO',
      'sort_by=title',
      'sort_order=up',
      'include_shared=talvez',
      `q=${'a'.repeat(201)}`,
    ]) {
      const r = await raw('GET', `/properties?${query}`, { token: gestor.token });
      expect(r.status, query).toBe(400);
      expectErrorBody(r.body, 'BAD_REQUEST');
    }
  });

  it('hides archived properties unless include_archived', async () => {
    const gestor = await as('gestor');
    const target = own(TENANT.gestor)[0]!;
    await db.properties.update((q) => q.where({ id: target.id }), {
      data(d) {
        d.archived = true;
      },
    });
    const hidden = await gestor.GET('/properties', {
      params: { query: { page_size: 200, include_shared: false } },
    });
    expect(hidden.data!.data.map((p) => p.id)).not.toContain(target.id);
    const shown = await gestor.GET('/properties', {
      params: { query: { page_size: 200, include_shared: false, include_archived: true } },
    });
    expect(shown.data!.data.find((p) => p.id === target.id)?.archived).toBe(true);
    expect(shown.data!.total).toBe(hidden.data!.total + 1);
  });
});

describe('public list and detail', () => {
  it('shows published properties of every tenant without a token', async () => {
    const published = db.properties
      .all()
      .filter((p) => !p.archived && (p.status === 'active' || p.status === 'synced'));
    const { data } = await anonymous().GET('/properties/public', { params: { query: { page_size: 200 } } });
    expect(data!.total).toBe(published.length);
    expect(data!.data.every((p) => p.status === 'active' || p.status === 'synced')).toBe(true);
    const filtered = await anonymous().GET('/properties/public', {
      params: { query: { status: 'pending', page_size: 10 } },
    });
    expect(filtered.data!.total).toBe(0);
    const bad = await raw('GET', '/properties/public?page_size=999');
    expect(bad.status).toBe(400);
  });

  it('answers a published property and 404 for the others', async () => {
    const published = db.properties.all().find((p) => p.status === 'synced' && !p.archived)!;
    const ok = await anonymous().GET('/properties/public/{id}', { params: { path: { id: published.id } } });
    expect(ok.data?.id).toBe(published.id);
    const unpublished = db.properties.all().find((p) => p.status === 'pending')!;
    const hidden = await anonymous().GET('/properties/public/{id}', {
      params: { path: { id: unpublished.id } },
    });
    expect(hidden.response.status).toBe(404);
    expectErrorBody(hidden.error, 'NOT_FOUND');
    expect((await raw('GET', '/properties/public/999999')).status).toBe(404);
    expect((await raw('GET', '/properties/public/abc')).status).toBe(404);
  });
});

describe('GET /properties/{id}', () => {
  it('answers the detail with aliases mirrored, 404 for unknown ids', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor).find((x) => x.condominium)!;
    const { data } = await gestor.GET('/properties/{id}', { params: { path: { id: p.id } } });
    expect(data).toMatchObject({
      id: p.id,
      title: p.title,
      external_id: p.external_id,
      usable_areas: p.area_util,
      total_areas: p.area_total,
      sale_price: p.price_sale,
      garage_spots: p.parking_spaces,
      condominium: { name: p.condominium!.name },
    });
    for (const id of [999999, 0]) {
      const r = await raw('GET', `/properties/${id}`, { token: gestor.token });
      expect(r.status).toBe(404);
      expectErrorBody(r.body, 'NOT_FOUND');
    }
    expect((await raw('GET', '/properties/abc', { token: gestor.token })).status).toBe(404);
  });
});

describe('POST /properties', () => {
  it('creates a pending STANDARD property with a generated QD-###### external id', async () => {
    const gestor = await as('gestor');
    const before = db.properties.count();
    const { data, response } = await gestor.POST('/properties', {
      body: input({
        title: 'Apartamento 2 quartos na Gávea',
        property_type: 'APARTMENT',
        business_type: 'SALE',
        sale_price: 950000,
        usable_areas: 70,
        garage_spots: 1,
        endereco: 'Rua Marquês de São Vicente',
        numero: '52',
        bairro: 'Gávea',
        cidade: 'Rio de Janeiro',
        estado: 'RJ',
        cep: '22451-040',
        latitude: -22.98,
        longitude: -43.23,
        features: ['Varanda', 'varanda', ' Piscina '],
        image_urls: ['https://cdn.exemplo.com.br/1.jpg', '/mock-images/apartment-1.svg'],
      }),
    });
    expect(response.status).toBe(201);
    expect(db.properties.count()).toBe(before + 1);
    const p = data!.property;
    expect(data!.message).toEqual(expect.any(String));
    expect(p.external_id).toMatch(/^QD-\d{6}$/);
    expect(p).toMatchObject({
      status: 'pending',
      publication_type: 'STANDARD',
      tenant_id: TENANT.gestor,
      remote_id: null,
      archived: false,
      price_sale: 950000,
      area_util: 70,
      parking_spaces: 1,
      address: { street: 'Rua Marquês de São Vicente', number: '52', neighborhood: 'Gávea', state: 'RJ' },
      coordinates: { latitude: -22.98, longitude: -43.23 },
      features: ['varanda', 'piscina'],
    });
    // It is in the list right away, and found by its neighbourhood without accents.
    const list = await gestor.GET('/properties', {
      params: { query: { q: 'gavea', include_shared: false } },
    });
    expect(list.data!.data.map((x) => x.id)).toContain(p.id);
  });

  it('keeps a given external id and refuses a duplicate one with 409', async () => {
    const gestor = await as('gestor');
    const created = await gestor.POST('/properties', {
      body: input({ title: 'Casa com quintal', external_id: 'CASA_01-b' }),
    });
    expect(created.data!.property.external_id).toBe('CASA_01-b');
    const before = snapshot();
    const again = await gestor.POST('/properties', {
      body: input({ title: 'Outra casa', external_id: 'CASA_01-b' }),
    });
    expect(again.response.status).toBe(409);
    expectErrorBody(again.error, 'CONFLICT');
    expect(snapshot()).toBe(before);
    // Unique per tenant only: another tenant may use it.
    const autonomo = await as('autonomo');
    expect(
      (
        await autonomo.POST('/properties', {
          body: input({ title: 'Casa com quintal', external_id: 'CASA_01-b' }),
        })
      ).response.status,
    ).toBe(201);
  });

  it('refuses invalid bodies with the spec messages and changes nothing', async () => {
    const gestor = await as('gestor');
    const before = snapshot();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { title: 'Título deve ter pelo menos 3 caracteres' }],
      [{ title: 'ab' }, { title: 'Título deve ter pelo menos 3 caracteres' }],
      [{ title: 'x'.repeat(256) }, { title: 'Título deve ter no máximo 255 caracteres' }],
      [
        { title: 'Casa', external_id: 'a'.repeat(101) },
        { external_id: 'ID externo deve ter no máximo 100 caracteres' },
      ],
      [
        { title: 'Casa', external_id: 'com espaço' },
        { external_id: 'ID externo deve conter apenas letras, números, hífens e underscores' },
      ],
      [{ title: 'Casa', external_id: '' }, { external_id: 'ID externo é obrigatório' }],
      [{ title: 'Casa', image_urls: ['não é url'] }, { 'image_urls.0': 'URL de imagem inválida' }],
      [{ title: 'Casa', bedrooms: 'três' }, { bedrooms: expect.any(String) }],
      [{ title: 'Casa', price_sale: -1 }, { price_sale: expect.any(String) }],
      [{ title: 'Casa', property_type: 'CASTELO' }, { property_type: 'Tipo de imóvel inválido' }],
      [{ title: 'Casa', latitude: -22.9 }, { longitude: 'Informe latitude e longitude juntas' }],
    ];
    for (const [json, details] of cases) {
      const r = await raw('POST', '/properties', { token: gestor.token, json });
      expect(r.status, JSON.stringify(json).slice(0, 80)).toBe(422);
      expectErrorBody(r.body, 'VALIDATION_ERROR');
      expect((r.body as { details: unknown }).details).toMatchObject(details);
    }
    for (const body of ['{"title":', '[]', '"casa"', '']) {
      const r = await raw('POST', '/properties', { token: gestor.token, body });
      expect(r.status, body).toBe(400);
      expectErrorBody(r.body, 'BAD_REQUEST');
    }
    expect(snapshot()).toBe(before);
  });

  it('queues an export when export_to_canalpro is set', async () => {
    const gestor = await as('gestor');
    const runs = db.exportRuns.count();
    const { data } = await gestor.POST('/properties', {
      body: {
        title: 'Studio mobiliado',
        business_type: 'RENTAL',
        price_rent: 2500,
        export_to_canalpro: true,
      },
    });
    expect(db.exportRuns.count()).toBe(runs + 1);
    expect(db.exportRuns.all().at(-1)).toMatchObject({
      tenant_id: TENANT.gestor,
      status: 'running',
      property_ids: [data!.property.id],
    });
  });
});

describe('PUT and PATCH /properties/{id}', () => {
  it('replaces the writable fields and requires the external id', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor).find((x) => x.condominium && x.bedrooms)!;
    const missing = await raw('PUT', `/properties/${p.id}`, {
      token: gestor.token,
      json: { title: 'Casa reformada' },
    });
    expect(missing.status).toBe(422);
    expect((missing.body as { details: Record<string, string> }).details.external_id).toBe(
      'ID externo é obrigatório',
    );

    const { data } = await gestor.PUT('/properties/{id}', {
      params: { path: { id: p.id } },
      body: replace({ title: 'Casa reformada', external_id: 'NOVO-1', price_sale: 500000 }),
    });
    expect(data!.property).toMatchObject({
      id: p.id,
      title: 'Casa reformada',
      external_id: 'NOVO-1',
      price_sale: 500000,
      bedrooms: null,
      condominium: null,
      status: p.status,
      created_at: p.created_at,
      publication_type: p.publication_type,
    });
    expect(data!.property.updated_at > p.updated_at).toBe(true);
    const other = own(TENANT.gestor).find((x) => x.id !== p.id)!;
    const clash = await gestor.PUT('/properties/{id}', {
      params: { path: { id: p.id } },
      body: replace({ title: 'Casa', external_id: other.external_id }),
    });
    expect(clash.response.status).toBe(409);
  });

  it('updates only the fields sent, accepting the wizard aliases and flat address', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor)[3]!;
    const { data } = await gestor.PATCH('/properties/{id}', {
      params: { path: { id: p.id } },
      body: patch({
        total_areas: 321,
        usable_areas: 250,
        parking_spaces: 4,
        rent_price: 8000,
        bairro: 'Jardim Botânico',
        numero: '77',
        images: ['https://cdn.exemplo.com.br/capa.jpg'],
      }),
    });
    const after = data!.property;
    expect(after).toMatchObject({
      title: p.title,
      area_total: 321,
      total_areas: 321,
      area_util: 250,
      parking_spaces: 4,
      garage_spots: 4,
      price_rent: 8000,
      rent_price: 8000,
      image_urls: ['https://cdn.exemplo.com.br/capa.jpg'],
      address: {
        neighborhood: 'Jardim Botânico',
        number: '77',
        street: p.address.street,
        city: p.address.city,
      },
    });
    expect(after.updated_at > p.updated_at).toBe(true);
    expect(record(p.id)!.area_total).toBe(321);
  });

  it('refuses bad patches without changing anything', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor)[0]!;
    const foreign = own(TENANT.autonomo).find((x) => !x.shared)!;
    const before = snapshot();
    const bad: [string, string, { json?: unknown; body?: string }, number][] = [
      ['PATCH', `/properties/${p.id}`, { json: { title: 'a' } }, 422],
      ['PATCH', `/properties/${p.id}`, { json: { external_id: 'bad id!' } }, 422],
      ['PATCH', `/properties/${p.id}`, { json: { publication_type: 'GOLD' } }, 422],
      ['PATCH', `/properties/${p.id}`, { json: { archived: true } }, 422],
      ['PATCH', `/properties/${p.id}`, { json: { condo_features: ['heliponto'] } }, 422],
      ['PATCH', `/properties/${p.id}`, { json: { address: ['Rua A'] } }, 422],
      ['PATCH', `/properties/${p.id}`, { json: { virtual_tour_link: 'tour' } }, 422],
      ['PATCH', `/properties/${p.id}`, { body: '{oops' }, 400],
      ['PUT', `/properties/${p.id}`, { body: '{"title": "Casa",' }, 400],
      ['PUT', `/properties/${p.id}`, { json: { title: 42, external_id: 'ok' } }, 422],
      ['PATCH', `/properties/${p.id}`, { json: [1, 2] }, 400],
      ['PATCH', `/properties/${foreign.id}`, { json: { title: 'Invasão' } }, 404],
      ['PATCH', '/properties/999999', { json: { title: 'Casa' } }, 404],
      ['PUT', `/properties/${p.id}`, { json: { title: 'Casa', external_id: 'x'.repeat(101) } }, 422],
      ['PUT', `/properties/${foreign.id}`, { json: { title: 'Casa', external_id: 'ok' } }, 404],
    ];
    for (const [method, path, options, status] of bad) {
      const r = await raw(method, path, { token: gestor.token, ...options });
      expect(r.status, `${method} ${path} ${JSON.stringify(options)}`).toBe(status);
      expectErrorBody(r.body);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('DELETE /properties/{id} and duplicate', () => {
  it('deletes the local record', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor)[0]!;
    const { data } = await gestor.DELETE('/properties/{id}', { params: { path: { id: p.id } } });
    expect(data).toEqual({
      message: 'Imóvel excluído com sucesso!',
      property_id: p.id,
      deletion_type: 'local',
      archived: false,
    });
    expect(record(p.id)).toBeUndefined();
    const again = await gestor.DELETE('/properties/{id}', { params: { path: { id: p.id } } });
    expect(again.response.status).toBe(404);
    const foreign = own(TENANT.autonomo)[0]!;
    expect(
      (await gestor.DELETE('/properties/{id}', { params: { path: { id: foreign.id } } })).response.status,
    ).toBe(404);
    expect(record(foreign.id)).toBeDefined();
  });

  it('duplicates into a pending copy with new ids and no portal listing', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor).find((x) => x.remote_id)!;
    const { data, response } = await gestor.POST('/properties/{id}/duplicate', {
      params: { path: { id: p.id } },
    });
    expect(response.status).toBe(201);
    const copy = data!.property;
    expect(copy.id).not.toBe(p.id);
    expect(copy.external_id).not.toBe(p.external_id);
    expect(copy.external_id).toMatch(/^QD-\d{6}$/);
    expect(copy).toMatchObject({
      title: `${p.title} (cópia)`,
      status: 'pending',
      remote_id: null,
      canalpro_id: null,
      price_sale: p.price_sale,
      tenant_id: TENANT.gestor,
    });
    expect(record(copy.id)).toBeDefined();
    const foreign = own(TENANT.autonomo)[0]!;
    const count = db.properties.count();
    const denied = await gestor.POST('/properties/{id}/duplicate', { params: { path: { id: foreign.id } } });
    expect(denied.response.status).toBe(404);
    expect(db.properties.count()).toBe(count);
  });
});

describe('sync with the first portal', () => {
  it('syncs over time: syncing, then synced, or error when data is missing; retry re-queues', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const gestor = await as('gestor');
    const complete = own(TENANT.gestor).find(
      (p) =>
        p.image_urls.length > 0 &&
        p.business_type === 'SALE' &&
        p.price_sale !== null &&
        p.status === 'imported',
    )!;
    const started = await gestor.POST('/properties/{id}/sync_gandalf', {
      params: { path: { id: complete.id } },
    });
    expect(started.data).toMatchObject({ property_id: complete.id, sync_status: 'syncing', error: null });
    const early = await gestor.GET('/properties/{id}/sync_status', { params: { path: { id: complete.id } } });
    expect(early.data!.sync_status).toBe('syncing');

    vi.setSystemTime(Date.now() + 3500);
    const done = await gestor.GET('/properties/{id}/sync_status', { params: { path: { id: complete.id } } });
    expect(done.data).toMatchObject({ sync_status: 'synced', error: null });
    expect(done.data!.last_sync_at).toEqual(expect.any(String));
    expect(record(complete.id)!.status).toBe('synced');

    // Nothing to retry on a successful sync.
    const noop = await gestor.POST('/properties/{id}/retry_sync', { params: { path: { id: complete.id } } });
    expect(noop.data!.sync_status).toBe('synced');

    // Without photos the portal refuses it.
    const bare = own(TENANT.gestor).find(
      (p) => p.id !== complete.id && p.business_type === 'SALE' && p.price_sale !== null,
    )!;
    await db.properties.update((q) => q.where({ id: bare.id }), {
      data(d) {
        d.image_urls = [];
      },
    });
    await gestor.POST('/properties/{id}/sync_gandalf', { params: { path: { id: bare.id } } });
    vi.setSystemTime(Date.now() + 3500);
    const failed = await gestor.GET('/properties/{id}/sync_status', { params: { path: { id: bare.id } } });
    expect(failed.data!.sync_status).toBe('error');
    expect(failed.data!.error).toMatch(/fotos/);
    const listed = await gestor.GET('/properties', {
      params: { query: { status: 'error', page_size: 200 } },
    });
    expect(listed.data!.data.map((p) => p.id)).toContain(bare.id);

    // Fix the data, retry: pending, then syncing, then synced.
    await gestor.PATCH('/properties/{id}', {
      params: { path: { id: bare.id } },
      body: patch({ image_urls: ['https://cdn.exemplo.com.br/f.jpg'] }),
    });
    const retried = await gestor.POST('/properties/{id}/retry_sync', { params: { path: { id: bare.id } } });
    expect(retried.data).toMatchObject({ sync_status: 'pending', error: null });
    vi.setSystemTime(Date.now() + 1500);
    expect(
      (await gestor.GET('/properties/{id}/sync_status', { params: { path: { id: bare.id } } })).data!
        .sync_status,
    ).toBe('syncing');
    vi.setSystemTime(Date.now() + 3000);
    const fixed = await gestor.GET('/properties/{id}', { params: { path: { id: bare.id } } });
    expect(fixed.data).toMatchObject({ sync_status: 'synced', status: 'synced' });
  });

  it('answers 404 for unknown and foreign ids', async () => {
    const gestor = await as('gestor');
    const foreign = own(TENANT.autonomo).find((p) => !p.shared)!;
    const before = snapshot();
    for (const [method, path] of [
      ['POST', `/properties/${foreign.id}/sync_gandalf`],
      ['GET', `/properties/${foreign.id}/sync_status`],
      ['POST', `/properties/${foreign.id}/retry_sync`],
      ['POST', '/properties/999999/sync_gandalf'],
      ['GET', '/properties/999999/sync_status'],
      ['POST', '/properties/999999/retry_sync'],
    ] as const) {
      const r = await raw(method, path, { token: gestor.token });
      expect(r.status, path).toBe(404);
      expectErrorBody(r.body, 'NOT_FOUND');
    }
    expect(snapshot()).toBe(before);
  });

  it('syncs in bulk, counting foreign ids and incomplete properties as failed', async () => {
    const gestor = await as('gestor');
    const mine = own(TENANT.gestor).slice(0, 6);
    const foreign = own(TENANT.autonomo)[0]!;
    const incomplete = mine.filter((p) => {
      const b = p.business_type;
      return (
        p.image_urls.length === 0 ||
        ((b === 'SALE' || b === 'SALE_RENTAL') && p.price_sale == null) ||
        ((b === 'RENTAL' || b === 'SALE_RENTAL') && p.price_rent == null)
      );
    }).length;
    const { data } = await gestor.POST('/properties/bulk/sync_gandalf', {
      body: { ids: [...mine.map((p) => p.id), foreign.id, 999999] },
    });
    expect(data).toEqual({ synced: 6 - incomplete, failed: 2 + incomplete, message: expect.any(String) });
    for (const p of mine) expect(record(p.id)!.sync_status).toBe('syncing');
    expect(record(foreign.id)!.sync_status).toBe(foreign.sync_status);

    const before = snapshot();
    for (const json of [{}, { ids: [] }, { ids: ['um'] }, { ids: 5 }]) {
      const r = await raw('POST', '/properties/bulk/sync_gandalf', { token: gestor.token, json });
      expect(r.status, JSON.stringify(json)).toBe(422);
      expectErrorBody(r.body, 'VALIDATION_ERROR');
    }
    expect(
      (await raw('POST', '/properties/bulk/sync_gandalf', { token: gestor.token, body: 'ids=1' })).status,
    ).toBe(400);
    expect(snapshot()).toBe(before);
  });
});

describe('POST /properties/{id}/images/upload', () => {
  it('stores the image as a data URL, appended or at a position', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor).find((x) => x.image_urls.length >= 2)!;
    const appended = await upload(gestor.token, p.id, [{ name: 'file', value: PNG }]);
    expect(appended.status).toBe(201);
    const body = appended.body as components['schemas']['ImageUploadResult'];
    expect(body.url).toBe(dataUrl(PNG));
    expect(body.image_urls).toEqual([...p.image_urls, body.url]);
    expect(body.position).toBe(p.image_urls.length);
    expect(record(p.id)!.image_urls).toEqual(body.image_urls);

    const atOne = await upload(gestor.token, p.id, [
      { name: 'file', value: WEBP },
      { name: 'position', value: '1' },
    ]);
    expect((atOne.body as { image_urls: string[] }).image_urls[1]).toMatch(/^data:image\/webp;base64,/);
    const cover = await upload(gestor.token, p.id, [
      { name: 'file', value: JPEG },
      { name: 'is_cover', value: 'true' },
    ]);
    expect(cover.body).toMatchObject({ is_cover: true, position: 0 });
    expect(record(p.id)!.image_urls[0]).toMatch(/^data:image\/jpeg;base64,/);
    expect(record(p.id)!.image_urls).toHaveLength(p.image_urls.length + 3);
  });

  it('records the size, dimensions, type, orientation and position of each stored image', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor).find((x) => x.image_urls.length >= 1)!;
    const sideways = { ...JPEG, bytes: withExif(JPEG_4X2, 6) };
    const r = await upload(gestor.token, p.id, [{ name: 'file', value: sideways }]);
    expect(r.status).toBe(201);
    const body = r.body as components['schemas']['ImageUploadResult'];
    expect(body.photo).toEqual({
      url: dataUrl(sideways),
      position: p.image_urls.length,
      size_bytes: sideways.bytes.length,
      width: 4,
      height: 2,
      content_type: 'image/jpeg',
      orientation: 6,
    });
    await upload(gestor.token, p.id, [{ name: 'file', value: WEBP }]);
    const detail = await gestor.GET('/properties/{id}', { params: { path: { id: p.id } } });
    const photos = detail.data!.photos!;
    expect(photos.map((x) => x.position)).toEqual(photos.map((_, i) => i));
    // An image given by address was never fetched: nothing is known of it.
    expect(photos[0]).toMatchObject({ url: p.image_urls[0], width: null, size_bytes: null });
    expect(photos.at(-1)).toMatchObject({ width: 3, height: 2, content_type: 'image/webp', orientation: 1 });
    expect(photos.at(-1)!.size_bytes).toBe(WEBP.bytes.length);
  });

  it('refuses missing, non-image and oversized files, and foreign properties', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor)[0]!;
    const foreign = own(TENANT.autonomo)[0]!;
    const before = snapshot();
    const cases: [number, Parameters<typeof multipart>[0], number, string?][] = [
      [p.id, [{ name: 'position', value: '0' }], 422],
      [
        p.id,
        [{ name: 'file', value: { type: 'text/plain', filename: 'a.txt', bytes: new Uint8Array([65]) } }],
        422,
      ],
      [p.id, [{ name: 'file', value: { ...PNG, bytes: new Uint8Array(10 * 1024 * 1024 + 1) } }], 422],
      [
        p.id,
        [
          { name: 'file', value: PNG },
          { name: 'position', value: '-1' },
        ],
        422,
      ],
      // Not the image it says it is: PNG bytes sent as a JPEG, a PNG signature with no header.
      [p.id, [{ name: 'file', value: { ...PNG, type: 'image/jpeg' } }], 422],
      [p.id, [{ name: 'file', value: { ...PNG, bytes: PNG_1X1.subarray(0, 8) } }], 422],
      [p.id, [{ name: 'file', value: PNG }], 400, 'application/json'],
      [foreign.id, [{ name: 'file', value: PNG }], 404],
      [999999, [{ name: 'file', value: PNG }], 404],
    ];
    for (const [id, parts, status, contentType] of cases) {
      const r = await upload(gestor.token, id, parts, contentType);
      expect(r.status, JSON.stringify(parts.map((x) => x.name))).toBe(status);
      expectErrorBody(r.body);
    }
    expect(snapshot()).toBe(before);
  });
});

describe('PUT /properties/{id}/images/order', () => {
  const reorder = (token: string, id: number, body: unknown) =>
    raw('PUT', `/properties/${id}/images/order`, { json: body, token });

  it('puts the images in the order of their current indexes (the first is the cover)', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor).find((x) => x.image_urls.length >= 1)!;
    await upload(gestor.token, p.id, [{ name: 'file', value: JPEG }]);
    await upload(gestor.token, p.id, [{ name: 'file', value: WEBP }]);
    const before = record(p.id)!.image_urls;
    const n = before.length;
    const order = [n - 1, n - 2, ...before.slice(0, n - 2).map((_, i) => i)];
    const r = await gestor.PUT('/properties/{id}/images/order', {
      params: { path: { id: p.id } },
      body: { order },
    });
    expect(r.response.status).toBe(200);
    expect(r.data!.image_urls).toEqual(order.map((i) => before[i]));
    expect(record(p.id)!.image_urls).toEqual(r.data!.image_urls);
    expect(r.data!.photos[0]).toMatchObject({ position: 0, content_type: 'image/webp', width: 3 });
    expect(r.data!.photos[1]).toMatchObject({ position: 1, content_type: 'image/jpeg', width: 4 });
  });

  it('refuses an order that does not name each image once, a foreign property, no session', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor).find((x) => x.image_urls.length >= 2)!;
    const foreign = own(TENANT.autonomo).find((x) => x.image_urls.length >= 1)!;
    const n = p.image_urls.length;
    const before = snapshot();
    const cases: [number, unknown, number, string | null][] = [
      [p.id, { order: [0] }, 422, 'order'],
      [p.id, { order: [...Array(n).keys()].map(() => 0) }, 422, 'order'],
      [p.id, { order: [...Array(n).keys()].map((i) => i + 1) }, 422, 'order'],
      [p.id, { order: ['0'] }, 422, 'order.0'],
      [p.id, {}, 422, 'order'],
      [foreign.id, { order: [0] }, 404, null],
    ];
    for (const [id, body, status, field] of cases) {
      const r = await reorder(gestor.token, id, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expectErrorBody(r.body);
      if (field) expect((r.body as { details: Record<string, string> }).details).toHaveProperty([field]);
    }
    const anon = await raw('PUT', `/properties/${p.id}/images/order`, { json: { order: [1, 0] } });
    expect(anon.status).toBe(401);
    expect(snapshot()).toBe(before);
  });
});

describe('statistics', () => {
  it('counts what the list shows: the tenant’s non-archived properties and the shared ones', async () => {
    const gestor = await as('gestor');
    await db.properties.update((q) => q.where({ id: own(TENANT.gestor)[0]!.id }), {
      data(d) {
        d.archived = true;
      },
    });
    const shared = db.properties
      .all()
      .filter((p) => p.tenant_id !== TENANT.gestor && p.shared && !p.archived);
    expect(shared.length).toBeGreaterThan(0);
    const live = [...own(TENANT.gestor), ...shared];
    const by = (s: string) => live.filter((p) => p.status === s).length;
    const { data } = await gestor.GET('/properties/stats');
    expect(data).toEqual({
      total: live.length,
      shared: shared.length,
      imported: by('imported'),
      pending: by('pending'),
      synced: by('synced'),
      error: by('error'),
      active: by('active'),
    });
    // The chips, the list's total and its status filter count the same set.
    const list = (await gestor.GET('/properties', { params: { query: { page_size: 1 } } })).data!;
    expect(list.total).toBe(data!.total);
    expect(list.shared_total).toBe(shared.length);
    const errors = (await gestor.GET('/properties', { params: { query: { status: 'error', page_size: 1 } } }))
      .data!;
    expect(errors.total).toBe(data!.error);
  });

  it('lists only the archived properties of the tenant with archived_only', async () => {
    const gestor = await as('gestor');
    const target = own(TENANT.gestor)[0]!;
    await db.properties.update((q) => q.where({ id: target.id }), {
      data(d) {
        d.archived = true;
      },
    });
    const { data } = await gestor.GET('/properties', { params: { query: { archived_only: true } } });
    expect(data!.total).toBe(own(TENANT.gestor, true).filter((p) => p.archived).length);
    expect(data!.data.every((p) => p.archived && p.tenant_id === TENANT.gestor)).toBe(true);
    expect(data!.data.map((p) => p.id)).toContain(target.id);
    expect(data!.shared_total).toBe(0);
  });

  it('computes the dashboard statistics from the data', async () => {
    const gestor = await as('gestor');
    const live = own(TENANT.gestor);
    const active = new Set(
      db.schedules
        .all()
        .filter((s) => s.tenant_id === TENANT.gestor && s.is_active)
        .map((s) => s.id),
    );
    const inRefresh = new Set(
      db.scheduleLinks
        .all()
        .filter((l) => active.has(l.schedule_id))
        .map((l) => l.property_id),
    );
    const { data } = await gestor.GET('/properties/dashboard/stats');
    const activeCount = live.filter(
      (p) => (p.status === 'active' || p.status === 'synced') && p.portal_active,
    ).length;
    expect(data).toMatchObject({
      total_properties: live.length,
      properties_in_refresh: live.filter((p) => inRefresh.has(p.id)).length,
      active_properties: activeCount,
      inactive_properties: live.length - activeCount,
      highlighted_properties: live.filter((p) => p.publication_type && p.publication_type !== 'STANDARD')
        .length,
      last_update: live
        .map((p) => p.updated_at)
        .sort()
        .at(-1),
    });
    expect(data!.properties_in_refresh).toBeGreaterThan(0);
    expect(Object.values(data!.properties_by_type).reduce((a, b) => a + b, 0)).toBe(live.length);
    expect(data!.properties_by_type.apartment).toBe(
      live.filter((p) =>
        ['APARTMENT', 'COBERTURA', 'FLAT', 'KITNET_CONJUGADO', 'LOFT', 'STUDIO'].includes(p.property_type!),
      ).length,
    );

    // An empty portfolio: zeros and no last update.
    db.properties.deleteMany((q) => q.where({ tenant_id: TENANT.autonomo }));
    const autonomo = await as('autonomo');
    const empty = await autonomo.GET('/properties/dashboard/stats');
    expect(empty.data).toEqual({
      total_properties: 0,
      properties_in_refresh: 0,
      active_properties: 0,
      inactive_properties: 0,
      highlighted_properties: 0,
      properties_by_type: {},
      last_update: null,
    });
  });
});

describe('POST /properties/bulk/update_publication_type', () => {
  it('sets the highlight of own properties only', async () => {
    const gestor = await as('gestor');
    const mine = own(TENANT.gestor).slice(0, 3);
    const foreign = own(TENANT.autonomo)[0]!;
    const { data } = await gestor.POST('/properties/bulk/update_publication_type', {
      body: { property_ids: [...mine.map((p) => p.id), foreign.id], publication_type: 'TRIPLE' },
    });
    expect(data).toEqual({ updated: 3, message: 'Tipo de destaque atualizado em 3 imóveis' });
    for (const p of mine) expect(record(p.id)!.publication_type).toBe('TRIPLE');
    expect(record(foreign.id)!.publication_type).toBe(foreign.publication_type);

    const before = snapshot();
    for (const json of [
      { property_ids: [mine[0]!.id], publication_type: 'GOLD' },
      { property_ids: [], publication_type: 'PREMIUM' },
      { publication_type: 'PREMIUM' },
      { property_ids: [mine[0]!.id] },
    ]) {
      const r = await raw('POST', '/properties/bulk/update_publication_type', { token: gestor.token, json });
      expect(r.status, JSON.stringify(json)).toBe(422);
      expectErrorBody(r.body, 'VALIDATION_ERROR');
    }
    expect(snapshot()).toBe(before);
  });
});

describe('what the save accepts is what the wizard checks', () => {
  const base = { title: 'Apartamento de teste', usage_type: 'RESIDENTIAL' } as const;

  it('refuses a CEP without 8 digits, usable area above the total and more suites than bedrooms', async () => {
    const gestor = await as('gestor');
    const before = snapshot();
    const cases: [unknown, Record<string, string>][] = [
      [{ ...base, cep: '80020-00' }, { cep: 'CEP deve ter 8 dígitos' }],
      [{ ...base, address: { zip_code: '8002000' } }, { 'address.zip_code': 'CEP deve ter 8 dígitos' }],
      [
        { ...base, usable_areas: 99_999_999, total_areas: 10 },
        { usable_areas: 'Área útil não pode ser maior que a área total' },
      ],
      // Aliases count too: the rule reads the figures whichever name carries them.
      [
        { ...base, area_util: 120, area_total: 90 },
        { usable_areas: 'Área útil não pode ser maior que a área total' },
      ],
      [{ ...base, suites: 900, bedrooms: 500 }, { suites: 'Suítes não podem ser mais que os quartos' }],
      // Several at once: a cross-field rule does not wait for the other fields to be right.
      [
        { ...base, title: 'AB', suites: 3, bedrooms: 2 },
        {
          title: 'Título deve ter pelo menos 3 caracteres',
          suites: 'Suítes não podem ser mais que os quartos',
        },
      ],
    ];
    for (const [json, details] of cases) {
      const r = await raw('POST', '/properties', { token: gestor.token, json });
      expect(r.status, JSON.stringify(json)).toBe(422);
      expect((r.body as { details: unknown }).details).toEqual(details);
    }
    // Equal figures, and figures with nothing to compare to, are fine.
    for (const json of [
      { ...base, cep: '80020000', usable_areas: 90, total_areas: 90, suites: 2, bedrooms: 2 },
      { ...base, cep: '80020-000', usable_areas: 72.5, suites: 1 },
    ]) {
      expect((await raw('POST', '/properties', { token: gestor.token, json })).status).toBe(201);
    }
    expect(db.properties.all().length).toBe(JSON.parse(before).length + 2);
  });

  it('refuses a delivery date that is not a month (2027-13, março 2027, 27/03/2027)', async () => {
    const gestor = await as('gestor');
    for (const delivery_at of ['2027-13', 'março 2027', '27/03/2027', '2027-3', '13/2027']) {
      const r = await raw('POST', '/properties', { token: gestor.token, json: { ...base, delivery_at } });
      expect(r.status, delivery_at).toBe(422);
      expect((r.body as { details: unknown }).details).toEqual({
        delivery_at: 'Data de entrega inválida: escolha o mês e o ano',
      });
    }
    const ok = await gestor.POST('/properties', { body: input({ ...base, delivery_at: '2027-03' }) });
    expect(ok.data?.property.delivery_at).toBe('2027-03');
  });

  it('checks a PATCH’s figures against what is stored', async () => {
    const gestor = await as('gestor');
    const p = own(TENANT.gestor).find((x) => (x.area_total ?? 0) > 0 && (x.bedrooms ?? 0) > 0)!;
    const before = snapshot();
    const tooBig = await gestor.PATCH('/properties/{id}', {
      params: { path: { id: p.id } },
      body: patch({ usable_areas: p.area_total! + 1 }),
    });
    expect(tooBig.response.status).toBe(422);
    expect(tooBig.error?.details).toEqual({ usable_areas: 'Área útil não pode ser maior que a área total' });
    const suites = await gestor.PATCH('/properties/{id}', {
      params: { path: { id: p.id } },
      body: patch({ suites: p.bedrooms! + 1 }),
    });
    expect(suites.error?.details).toEqual({ suites: 'Suítes não podem ser mais que os quartos' });
    expect(snapshot()).toBe(before);
    const fine = await gestor.PATCH('/properties/{id}', {
      params: { path: { id: p.id } },
      body: patch({ usable_areas: p.area_total! }),
    });
    expect(fine.data?.property.area_util).toBe(p.area_total);
  });

  it('publishes with publish: true — status active, served by the public page — once the rules are met', async () => {
    const gestor = await as('gestor');
    const complete = {
      ...base,
      property_type: 'HOUSE',
      business_type: 'SALE',
      endereco: 'Rua Moreira César',
      cidade: 'Niterói',
      price_sale: 950_000,
    } as const;
    const saved = await gestor.POST('/properties', { body: input(complete) });
    expect(saved.data?.property.status).toBe('pending');
    const hidden = await anonymous().GET('/properties/public/{id}', {
      params: { path: { id: saved.data!.property.id } },
    });
    expect(hidden.response.status).toBe(404);

    const published = await gestor.POST('/properties', { body: input({ ...complete, publish: true }) });
    expect(published.response.status).toBe(201);
    expect(published.data?.property.status).toBe('active');
    expect(published.data?.message).toBe('Imóvel criado com sucesso e publicado');
    const id = published.data!.property.id;
    const page = await anonymous().GET('/properties/public/{id}', { params: { path: { id } } });
    expect(page.data?.title).toBe(complete.title);

    // An edit saved without publish keeps it published; publishing the unpublished one by PATCH works.
    const kept = await gestor.PUT('/properties/{id}', {
      params: { path: { id } },
      body: replace({ ...complete, external_id: published.data!.property.external_id, price_sale: 900_000 }),
    });
    expect(kept.data?.property.status).toBe('active');
    const later = await gestor.PATCH('/properties/{id}', {
      params: { path: { id: saved.data!.property.id } },
      body: patch({ publish: true }),
    });
    expect(later.data?.property.status).toBe('active');
  });

  it('refuses to publish what the rules block, naming each field, and saves nothing', async () => {
    const gestor = await as('gestor');
    const before = snapshot();
    const r = await raw('POST', '/properties', {
      token: gestor.token,
      json: {
        title: 'Cobertura sem dados',
        property_type: 'COBERTURA',
        business_type: 'SALE_RENTAL',
        publish: true,
      },
    });
    expect(r.status).toBe(422);
    expect((r.body as { details: unknown }).details).toEqual({
      usage_type: 'Obrigatório para publicar: Tipo de uso',
      endereco: 'Obrigatório para publicar: Endereço',
      cidade: 'Obrigatório para publicar: Cidade',
      nome_empreendimento: 'Obrigatório para publicar: Empreendimento',
      price_sale: 'Obrigatório para publicar: Preço de venda',
      price_rent: 'Obrigatório para publicar: Valor do aluguel',
    });
    expect(snapshot()).toBe(before);
  });
});

describe('GET /developments and empreendimento_id', () => {
  it('finds the catalogue and the tenant’s own by name, place or id, never another tenant’s', async () => {
    const gestor = await as('gestor');
    const mirante = await gestor.GET('/developments', { params: { query: { q: 'mirante' } } });
    expect(mirante.data?.data.map((d) => d.name)).toEqual(['Edifício Mirante']);
    expect(mirante.data?.data[0]).toMatchObject({
      id: 1,
      shared: true,
      address: { city: expect.any(String) },
    });
    // Accents and case ignored; names that start with it first.
    const names = (await gestor.GET('/developments', { params: { query: { q: 'EDIFICIO' } } })).data!.data;
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((d) => fold(d.name).startsWith('edificio'))).toBe(true);
    // The agency's own development is the agency's alone.
    const mine = (await gestor.GET('/developments', { params: { query: { q: 'Alto do Leblon' } } })).data!
      .data;
    expect(mine).toEqual([expect.objectContaining({ name: 'Residencial Alto do Leblon', shared: false })]);
    const autonomo = await as('autonomo');
    const theirs = await autonomo.GET('/developments', { params: { query: { q: 'Alto do Leblon' } } });
    expect(theirs.data?.data).toEqual([]);
    const byId = await gestor.GET('/developments', { params: { query: { q: '3' } } });
    expect(byId.data?.data[0]?.id).toBe(3);
    const limited = await gestor.GET('/developments', { params: { query: { limit: 2 } } });
    expect(limited.data?.data).toHaveLength(2);
    for (const query of ['limit=0', 'limit=51', 'limit=dois', `q=${'x'.repeat(101)}`]) {
      const r = await raw('GET', `/developments?${query}`, { token: gestor.token });
      expect(r.status, query).toBe(400);
      expectErrorBody(r.body, 'BAD_REQUEST');
    }
    expect((await raw('GET', '/developments')).status).toBe(401);
  });

  it('fills the condominium from the development chosen and refuses one the tenant cannot see', async () => {
    const gestor = await as('gestor');
    const own = (await gestor.GET('/developments', { params: { query: { q: 'Alto do Leblon' } } })).data!
      .data[0]!;
    const created = await gestor.POST('/properties', {
      body: input({ title: 'Apartamento no Alto do Leblon', empreendimento_id: own.id }),
    });
    expect(created.response.status).toBe(201);
    expect(created.data?.property).toMatchObject({
      empreendimento_id: own.id,
      nome_empreendimento: own.name,
      condominium: {
        id: own.id,
        name: own.name,
        endereco: { street: own.address.street, cidade: own.address.city },
      },
    });

    const autonomo = await as('autonomo');
    const before = snapshot();
    for (const id of [own.id, 99_999]) {
      const r = await raw('POST', '/properties', {
        token: autonomo.token,
        json: { title: 'Apartamento qualquer', empreendimento_id: id },
      });
      expect(r.status, String(id)).toBe(422);
      expect((r.body as { details: unknown }).details).toEqual({
        empreendimento_id: 'Empreendimento não encontrado',
      });
    }
    expect(snapshot()).toBe(before);
  });
});

it("exercises every operation of the 'properties' tag", async () => {
  await exerciseTag('properties');
  expectTagExercised('properties');
});
