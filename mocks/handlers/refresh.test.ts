import { afterEach, describe, expect, it, vi } from 'vitest';
import { as, expectErrorBody, exerciseTag, expectTagExercised, raw } from '../../tests/helpers/api';
import { nextRunInBrasilia } from '../../src/lib/brasilia';
import { db } from '../db';
import {
  DELETED_MESSAGE,
  JOB_ERRORS,
  NO_PHOTOS_MESSAGE,
  NOT_EXPORTED_MESSAGE,
  republishedRemoteId,
  RUN_FIRST_SETTLE_MS,
  RUN_LAST_SETTLE_MS,
  runOutcome,
  simulatedFailure,
  STOPPED_MESSAGE,
} from '../domain/refresh-jobs';
import { STUCK_AFTER_MS } from '../domain/refresh-monitor';

const BASE = '/properties/api/refresh-schedules';
const MONITOR = '/properties/api/refresh-monitor';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the mock's clock (only Date is faked: MSW and fetch keep working). */
function advance(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
}

function propertiesOf(tenantId: number, filter: 'exported' | 'not-exported' | 'no-photos' | 'all' = 'all') {
  const hasPhotos = (p: { image_urls?: string[] | null }) => (p.image_urls ?? []).length > 0;
  return db.properties
    .all()
    .filter((p) => p.tenant_id === tenantId && !p.archived)
    .filter((p) =>
      filter === 'all'
        ? true
        : filter === 'exported'
          ? Boolean(p.remote_id) && hasPhotos(p)
          : filter === 'no-photos'
            ? Boolean(p.remote_id) && !hasPhotos(p)
            : !p.remote_id,
    );
}

function schedulesOf(tenantId: number) {
  return db.schedules.all().filter((s) => s.tenant_id === tenantId);
}

function linkedIds(scheduleId: number) {
  return db.scheduleLinks
    .all()
    .filter((l) => l.schedule_id === scheduleId)
    .map((l) => l.property_id)
    .sort((a, b) => a - b);
}

/** What the refresh mutations may touch. */
function snapshot() {
  const byId = <T extends { id: number }>(rows: T[]) => structuredClone(rows).sort((a, b) => a.id - b.id);
  return {
    schedules: byId(db.schedules.all()),
    links: byId(db.scheduleLinks.all()),
    jobs: byId(db.jobs.all()),
  };
}

/** A schedule of the tenant that is not running (the seed leaves the first one with a queued job). */
function idleSchedule(tenantId: number) {
  return schedulesOf(tenantId).find(
    (s) =>
      !db.jobs
        .all()
        .some((j) => j.schedule_id === s.id && (j.status === 'pending' || j.status === 'running')),
  )!;
}

const validBody = (propertyIds: number[]) => ({
  name: 'Refresh fim de tarde',
  time_slot: '18:30',
  frequency_days: 1 as const,
  property_ids: propertyIds,
  is_active: true,
  days_of_week: [5, 1, 3],
});

// ───────────────────────────── schedules ─────────────────────────────

describe('GET /properties/api/refresh-schedules', () => {
  it("lists the tenant's schedules with computed counts, next run first", async () => {
    const gestor = await as('gestor');
    const { data, response } = await gestor.GET(BASE);
    expect(response.status).toBe(200);
    const list = data!.data;
    expect(list.map((s) => s.id).sort()).toEqual(
      schedulesOf(2)
        .map((s) => s.id)
        .sort(),
    );
    const since = Date.now() - DAY;
    for (const s of list) {
      expect(s.execution_time).toBe(s.time_slot);
      expect(s.frequency_days).toBe(1);
      expect(s.time_config).toEqual({ times: [s.time_slot] });
      expect(s.properties_count).toBe(linkedIds(s.id).length);
      expect(s.failed_jobs).toBe(
        db.jobs
          .all()
          .filter((j) => j.schedule_id === s.id && j.status === 'failed' && Date.parse(j.created_at) >= since)
          .length,
      );
      expect(s.next_execution).toBe(s.next_run);
      expect(s.next_run).toBe(nextRunInBrasilia(s.time_slot, s.days_of_week, Date.now())?.toISOString());
      // The seed leaves one queued job on the tenant's first schedule.
      expect(s.is_running).toBe(
        db.jobs
          .all()
          .some((j) => j.schedule_id === s.id && (j.status === 'pending' || j.status === 'running')),
      );
    }
    expect(list.filter((s) => s.is_running)).toHaveLength(1);
    const times = list.map((s) => Date.parse(s.next_run!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(list.some((s) => s.failed_jobs > 0)).toBe(true);
  });

  it('filters by is_active; a paused schedule has no next run and comes last', async () => {
    const autonomo = await as('autonomo');
    const paused = await autonomo.GET(BASE, { params: { query: { is_active: false } } });
    expect(paused.data!.data.map((s) => s.name)).toEqual(['Refresh noite']);
    expect(paused.data!.data[0]).toMatchObject({ is_active: false, next_run: null, next_execution: null });
    const active = await autonomo.GET(BASE, { params: { query: { is_active: true } } });
    expect(active.data!.data.every((s) => s.is_active && s.next_run)).toBe(true);
    expect(active.data!.data).toHaveLength(2);
    const all = await autonomo.GET(BASE);
    expect(all.data!.data.at(-1)!.is_active).toBe(false);

    const bad = await raw('GET', `${BASE}?is_active=talvez`, { token: autonomo.token });
    expect(bad.status).toBe(400);
    expectErrorBody(bad.body, 'BAD_REQUEST');
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await raw('GET', BASE);
    expect(status).toBe(401);
    expectErrorBody(body);
  });
});

describe('GET /properties/api/refresh-schedules/{id}', () => {
  it('answers one schedule of the tenant; another tenant’s or an unknown id is 404', async () => {
    const gestor = await as('gestor');
    const own = schedulesOf(2)[0]!;
    const { data, response } = await gestor.GET(`${BASE}/{id}`, { params: { path: { id: own.id } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ id: own.id, name: own.name, time_slot: own.time_slot });
    for (const id of [schedulesOf(3)[0]!.id, schedulesOf(1)[0]!.id, 9999]) {
      const { status, body } = await raw('GET', `${BASE}/${id}`, { token: gestor.token });
      expect(status, String(id)).toBe(404);
      expectErrorBody(body, 'NOT_FOUND');
    }
    expect((await raw('GET', `${BASE}/abc`, { token: gestor.token })).status).toBe(404);
    expect((await raw('GET', `${BASE}/${own.id}`)).status).toBe(401);
  });
});

describe('POST /properties/api/refresh-schedules', () => {
  it('creates a schedule with its property links', async () => {
    const gestor = await as('gestor');
    const ids = propertiesOf(2, 'exported')
      .slice(0, 3)
      .map((p) => p.id);
    const { data, response } = await gestor.POST(BASE, { body: validBody([...ids, ids[0]!]) });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Refresh fim de tarde',
      time_slot: '18:30',
      execution_time: '18:30',
      days_of_week: [1, 3, 5],
      is_active: true,
      properties_count: 3,
      failed_jobs: 0,
    });
    expect(data!.next_run).toBe(nextRunInBrasilia('18:30', [1, 3, 5], Date.now())!.toISOString());
    expect(linkedIds(data!.id)).toEqual([...ids].sort((a, b) => a - b));
    const list = await gestor.GET(BASE);
    expect(list.data!.data.map((s) => s.id)).toContain(data!.id);
    // Not visible to another tenant.
    expect((await raw('GET', `${BASE}/${data!.id}`, { token: (await as('autonomo')).token })).status).toBe(
      404,
    );
  });

  it('creates a paused schedule when asked; is_active defaults to true', async () => {
    const gestor = await as('gestor');
    const id = propertiesOf(2)[0]!.id;
    const paused = await gestor.POST(BASE, { body: { ...validBody([id]), is_active: false } });
    expect(paused.data).toMatchObject({ is_active: false, next_run: null });
    const { is_active: _omit, ...withoutActive } = validBody([id]);
    const active = await raw('POST', BASE, { token: gestor.token, json: withoutActive });
    expect(active.status).toBe(201);
    expect((active.body as { is_active: boolean }).is_active).toBe(true);
  });

  it('rejects bad input with 400/422 and the spec messages, changing nothing', async () => {
    const { token } = await as('gestor');
    const own = propertiesOf(2)[0]!.id;
    const foreign = propertiesOf(3)[0]!.id;
    const before = snapshot();
    const malformed = await raw('POST', BASE, { token, body: '{"name": "x",' });
    expect(malformed.status).toBe(400);
    expectErrorBody(malformed.body, 'BAD_REQUEST');
    expect((await raw('POST', BASE, { token, json: 'texto' })).status).toBe(400);

    const body = validBody([own]);
    const { name: _n, ...noName } = body;
    const { time_slot: _t, ...noTime } = body;
    const cases: [unknown, string, string][] = [
      [noName, 'name', 'Nome é obrigatório'],
      [{ ...body, name: '   ' }, 'name', 'Nome é obrigatório'],
      [{ ...body, name: 'x'.repeat(101) }, 'name', 'Nome deve ter no máximo 100 caracteres'],
      [noTime, 'time_slot', 'Horário de execução é obrigatório'],
      [{ ...body, time_slot: '' }, 'time_slot', 'Horário de execução é obrigatório'],
      [{ ...body, time_slot: '24:00' }, 'time_slot', 'Formato de horário inválido (HH:MM)'],
      [{ ...body, time_slot: '9:00' }, 'time_slot', 'Formato de horário inválido (HH:MM)'],
      [{ ...body, time_slot: 930 }, 'time_slot', 'Horário de execução é obrigatório'],
      [{ ...body, days_of_week: [] }, 'days_of_week', 'Selecione pelo menos um dia da semana'],
      [{ ...body, days_of_week: [1, 1] }, 'days_of_week', 'Dias da semana repetidos'],
      [{ ...body, days_of_week: [7] }, 'days_of_week.0', 'Dia da semana inválido'],
      [
        { ...body, property_ids: [] },
        'property_ids',
        'É necessário selecionar ao menos um imóvel para o agendamento',
      ],
      [{ ...body, property_ids: ['1'] }, 'property_ids.0', 'Imóvel inválido'],
      [{ ...body, property_ids: [own, foreign] }, 'property_ids', `Imóveis não encontrados: ${foreign}`],
      [{ ...body, property_ids: [999999] }, 'property_ids', 'Imóveis não encontrados: 999999'],
      [{ ...body, frequency_days: 2 }, 'frequency_days', 'A frequência deve ser de 1 dia'],
      [{ ...body, is_active: 'sim' }, 'is_active', 'Status do agendamento inválido'],
    ];
    for (const [json, field, message] of cases) {
      const { status, body: answer } = await raw('POST', BASE, { token, json });
      expect(status, JSON.stringify(json)).toBe(422);
      expectErrorBody(answer, 'VALIDATION_ERROR');
      expect((answer as { details: Record<string, string> }).details[field], field).toBe(message);
    }
    expect((await raw('POST', BASE, { json: body })).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('PUT /properties/api/refresh-schedules/{id}', () => {
  it('updates the settings and keeps the links; is_active absent = unchanged', async () => {
    const gestor = await as('gestor');
    const schedule = schedulesOf(2)[1]!;
    const links = linkedIds(schedule.id);
    const { data, response } = await gestor.PUT(`${BASE}/{id}`, {
      params: { path: { id: schedule.id } },
      body: { name: 'Refresh do almoço', time_slot: '12:30', frequency_days: 1, days_of_week: [2, 4] },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      name: 'Refresh do almoço',
      time_slot: '12:30',
      days_of_week: [2, 4],
      is_active: schedule.is_active,
      properties_count: links.length,
    });
    expect(Date.parse(data!.updated_at)).toBeGreaterThan(Date.parse(schedule.updated_at));
    expect(linkedIds(schedule.id)).toEqual(links);
    const paused = await gestor.PUT(`${BASE}/{id}`, {
      params: { path: { id: schedule.id } },
      body: {
        name: 'Refresh do almoço',
        time_slot: '12:30',
        frequency_days: 1,
        days_of_week: [2],
        is_active: false,
      },
    });
    expect(paused.data).toMatchObject({ is_active: false, next_run: null });
  });

  it('answers 404 for another tenant’s schedule and 422/400 for bad input, changing nothing', async () => {
    const { token } = await as('gestor');
    const own = schedulesOf(2)[0]!.id;
    const body = { name: 'X', time_slot: '10:00', frequency_days: 1, days_of_week: [1] };
    const before = snapshot();
    const foreign = await raw('PUT', `${BASE}/${schedulesOf(3)[0]!.id}`, { token, json: body });
    expect(foreign.status).toBe(404);
    expectErrorBody(foreign.body, 'NOT_FOUND');
    expect((await raw('PUT', `${BASE}/9999`, { token, json: body })).status).toBe(404);
    expect((await raw('PUT', `${BASE}/${own}`, { token, body: '{' })).status).toBe(400);
    const cases: [unknown, string][] = [
      [{ ...body, name: '' }, 'name'],
      [{ ...body, time_slot: '10h' }, 'time_slot'],
      [{ ...body, days_of_week: [] }, 'days_of_week'],
      [{ ...body, frequency_days: 7 }, 'frequency_days'],
      [{ name: 'X' }, 'time_slot'],
    ];
    for (const [json, field] of cases) {
      const { status, body: answer } = await raw('PUT', `${BASE}/${own}`, { token, json });
      expect(status, field).toBe(422);
      expect((answer as { details: Record<string, string> }).details).toHaveProperty(field);
    }
    expect((await raw('PUT', `${BASE}/${own}`, { json: body })).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('DELETE /properties/api/refresh-schedules/{id}', () => {
  it('deletes the schedule and its links, cancels its queued jobs and keeps the history', async () => {
    const gestor = await as('gestor');
    const running = schedulesOf(2).find((s) =>
      db.jobs.all().some((j) => j.schedule_id === s.id && j.status === 'pending'),
    )!;
    const history = db.jobs
      .all()
      .filter((j) => j.schedule_id === running.id && j.status !== 'pending').length;
    expect(linkedIds(running.id).length).toBeGreaterThan(0);
    const { data, response } = await gestor.DELETE(`${BASE}/{id}`, { params: { path: { id: running.id } } });
    expect(response.status).toBe(200);
    expect(data!.message).toBe('Cronograma excluído com sucesso');
    expect(db.schedules.findFirst((q) => q.where({ id: running.id }))).toBeUndefined();
    expect(linkedIds(running.id)).toEqual([]);
    const jobs = db.jobs.all().filter((j) => j.schedule_id === running.id);
    expect(jobs.filter((j) => j.status === 'pending')).toEqual([]);
    expect(jobs.length).toBe(history + 1);
    // The queued job was cancelled, not failed: a deletion is no error of the portal.
    expect(jobs.filter((j) => j.status === 'cancelled')).toEqual([
      expect.objectContaining({ error_message: DELETED_MESSAGE }),
    ]);
    // The history still lists its jobs, without a schedule.
    const listed = await gestor.GET(`${MONITOR}/jobs`, { params: { query: { schedule_id: running.id } } });
    expect(listed.data!.total).toBe(jobs.length);
    expect(listed.data!.data.every((j) => j.schedule === null)).toBe(true);
    // A second delete finds nothing.
    expect((await raw('DELETE', `${BASE}/${running.id}`, { token: gestor.token })).status).toBe(404);
  });

  it('answers 404 for another tenant’s schedule and 401 without a token, changing nothing', async () => {
    const { token } = await as('autonomo');
    const before = snapshot();
    const foreign = await raw('DELETE', `${BASE}/${schedulesOf(2)[0]!.id}`, { token });
    expect(foreign.status).toBe(404);
    expectErrorBody(foreign.body, 'NOT_FOUND');
    expect((await raw('DELETE', `${BASE}/${schedulesOf(3)[0]!.id}`)).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('PUT /properties/api/refresh-schedules/{id}/toggle', () => {
  it('pauses and activates a schedule', async () => {
    const gestor = await as('gestor');
    const id = schedulesOf(2)[0]!.id;
    const paused = await gestor.PUT(`${BASE}/{id}/toggle`, {
      params: { path: { id } },
      body: { is_active: false },
    });
    expect(paused.response.status).toBe(200);
    expect(paused.data).toMatchObject({ id, is_active: false, next_run: null });
    expect(db.schedules.findFirst((q) => q.where({ id }))!.is_active).toBe(false);
    const active = await gestor.PUT(`${BASE}/{id}/toggle`, {
      params: { path: { id } },
      body: { is_active: true },
    });
    expect(active.data!.is_active).toBe(true);
    expect(active.data!.next_run).not.toBeNull();
  });

  it('rejects bad input and foreign ids, changing nothing', async () => {
    const { token } = await as('gestor');
    const id = schedulesOf(2)[0]!.id;
    const before = snapshot();
    expect((await raw('PUT', `${BASE}/${id}/toggle`, { token, body: 'true' })).status).toBe(400);
    expect((await raw('PUT', `${BASE}/${id}/toggle`, { token, body: '{"is_active":' })).status).toBe(400);
    for (const json of [{}, { is_active: 'false' }, { is_active: 0 }]) {
      const { status, body } = await raw('PUT', `${BASE}/${id}/toggle`, { token, json });
      expect(status).toBe(422);
      expect(body).toMatchObject({ details: { is_active: 'Status do agendamento inválido' } });
    }
    const foreign = await raw('PUT', `${BASE}/${schedulesOf(3)[0]!.id}/toggle`, {
      token,
      json: { is_active: false },
    });
    expect(foreign.status).toBe(404);
    expect((await raw('PUT', `${BASE}/${id}/toggle`, { json: { is_active: false } })).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('schedule properties', () => {
  it('lists the linked properties with their summary', async () => {
    const gestor = await as('gestor');
    const schedule = schedulesOf(2)[0]!;
    const { data, response } = await gestor.GET(`${BASE}/{id}/properties`, {
      params: { path: { id: schedule.id } },
    });
    expect(response.status).toBe(200);
    expect(data!.data.map((l) => l.property_id).sort((a, b) => a - b)).toEqual(linkedIds(schedule.id));
    const first = data!.data[0]!;
    const property = db.properties.findFirst((q) => q.where({ id: first.property_id }))!;
    expect(first.property).toEqual({
      title: property.title,
      description: property.description,
      status: property.status,
      neighborhood: property.address.neighborhood,
      city: property.address.city,
    });
    const foreign = await raw('GET', `${BASE}/${schedulesOf(3)[0]!.id}/properties`, { token: gestor.token });
    expect(foreign.status).toBe(404);
    expect((await raw('GET', `${BASE}/${schedule.id}/properties`)).status).toBe(401);
  });

  it('adds properties, ignoring ones already linked', async () => {
    const gestor = await as('gestor');
    const schedule = schedulesOf(2)[0]!;
    const already = linkedIds(schedule.id);
    const fresh = propertiesOf(2, 'exported')
      .filter((p) => !already.includes(p.id))
      .slice(0, 2)
      .map((p) => p.id);
    const { data, response } = await gestor.POST(`${BASE}/{id}/properties`, {
      params: { path: { id: schedule.id } },
      body: { property_ids: [already[0]!, ...fresh, fresh[0]!] },
    });
    expect(response.status).toBe(200);
    expect(linkedIds(schedule.id)).toEqual([...already, ...fresh].sort((a, b) => a - b));
    expect(data!.data).toHaveLength(already.length + 2);
    const one = await gestor.GET(`${BASE}/{id}`, { params: { path: { id: schedule.id } } });
    expect(one.data!.properties_count).toBe(already.length + 2);
  });

  it('refuses a never-exported property on create and on add (every run would fail), changing nothing', async () => {
    const { token } = await as('gestor');
    const never = propertiesOf(2, 'not-exported')
      .slice(0, 2)
      .map((p) => p.id);
    const exported = propertiesOf(2, 'exported')[0]!.id;
    expect(never).toHaveLength(2);
    const before = snapshot();
    const create = await raw('POST', BASE, { token, json: validBody([exported, never[0]!]) });
    expect(create.status).toBe(422);
    expectErrorBody(create.body, 'VALIDATION_ERROR');
    expect(create.body).toMatchObject({
      message: NOT_EXPORTED_MESSAGE,
      details: { property_ids: `${NOT_EXPORTED_MESSAGE}: ${never[0]}` },
    });
    const schedule = idleSchedule(2);
    const add = await raw('POST', `${BASE}/${schedule.id}/properties`, {
      token,
      json: { property_ids: [exported, ...never] },
    });
    expect(add.status).toBe(422);
    expect(add.body).toMatchObject({
      message: 'Imóveis ainda não exportados para o Canal Pro',
      details: { property_ids: `${NOT_EXPORTED_MESSAGE}: ${never.join(', ')}` },
    });
    expect(snapshot()).toEqual(before);
  });

  it('removes properties; ids of the tenant that are not linked are ignored', async () => {
    const gestor = await as('gestor');
    const schedule = schedulesOf(2)[0]!;
    const [gone, ...rest] = linkedIds(schedule.id);
    const unlinked = propertiesOf(2).find((p) => !linkedIds(schedule.id).includes(p.id))!.id;
    const { data, response } = await gestor.DELETE(`${BASE}/{id}/properties`, {
      params: { path: { id: schedule.id } },
      body: { property_ids: [gone!, unlinked] },
    });
    expect(response.status).toBe(200);
    expect(data!.data.map((l) => l.property_id).sort((a, b) => a - b)).toEqual(rest);
    expect(linkedIds(schedule.id)).toEqual(rest);
  });

  it('rejects foreign or unknown property ids, empty lists and malformed bodies, changing nothing', async () => {
    const { token } = await as('gestor');
    const schedule = schedulesOf(2)[0]!;
    const foreignProperty = propertiesOf(3)[0]!.id;
    const before = snapshot();
    for (const method of ['POST', 'DELETE']) {
      const path = `${BASE}/${schedule.id}/properties`;
      expect((await raw(method, path, { token, body: '{"property_ids": [1' })).status).toBe(400);
      const cases: [unknown, string][] = [
        [{ property_ids: [foreignProperty] }, `Imóveis não encontrados: ${foreignProperty}`],
        [{ property_ids: [123456] }, 'Imóveis não encontrados: 123456'],
        [{ property_ids: [] }, 'Selecione ao menos um imóvel'],
        [{}, 'Selecione ao menos um imóvel'],
        [{ property_ids: 'todos' }, 'Selecione ao menos um imóvel'],
      ];
      for (const [json, message] of cases) {
        const { status, body } = await raw(method, path, { token, json });
        expect(status, `${method} ${JSON.stringify(json)}`).toBe(422);
        expectErrorBody(body, 'VALIDATION_ERROR');
        expect((body as { details: Record<string, string> }).details.property_ids).toBe(message);
      }
      const foreignSchedule = await raw(method, `${BASE}/${schedulesOf(3)[0]!.id}/properties`, {
        token,
        json: { property_ids: [propertiesOf(2)[0]!.id] },
      });
      expect(foreignSchedule.status).toBe(404);
      expect((await raw(method, path, { json: { property_ids: [1] } })).status).toBe(401);
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('GET /properties/api/refresh-schedules/available-properties', () => {
  it("answers the tenant's live properties; portal ids only on exported ones", async () => {
    const gestor = await as('gestor');
    const archived = propertiesOf(2)[0]!;
    await db.properties.update((q) => q.where({ id: archived.id }), {
      data(p) {
        p.archived = true;
      },
    });
    const { data, response } = await gestor.GET(`${BASE}/available-properties`);
    expect(response.status).toBe(200);
    const ids = data!.map((p) => p.id);
    expect(ids.sort((a, b) => a - b)).toEqual(
      propertiesOf(2)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );
    expect(ids).not.toContain(archived.id);
    for (const item of data!) {
      const p = db.properties.findFirst((q) => q.where({ id: item.id }))!;
      if (p.remote_id) expect(item).toMatchObject({ remote_id: p.remote_id, canalpro_id: p.canalpro_id });
      else {
        expect(item).not.toHaveProperty('remote_id');
        expect(item).not.toHaveProperty('canalpro_id');
      }
      expect(item).toMatchObject({
        title: p.title,
        address_neighborhood: p.address.neighborhood,
        address_city: p.address.city,
        property_code: p.property_code,
        status: p.status,
        property_type: p.property_type,
        price: p.price_sale ?? p.price_rent ?? null,
        images: p.image_urls,
      });
    }
    expect(data!.some((p) => p.remote_id)).toBe(true);
    expect(data!.some((p) => !p.remote_id)).toBe(true);
  });

  it('searches with q and leaves out the properties of schedule_id', async () => {
    const gestor = await as('gestor');
    const schedule = schedulesOf(2)[0]!;
    const without = await gestor.GET(`${BASE}/available-properties`, {
      params: { query: { schedule_id: schedule.id } },
    });
    const linked = linkedIds(schedule.id);
    expect(without.data!).toHaveLength(propertiesOf(2).length - linked.length);
    expect(without.data!.some((p) => linked.includes(p.id))).toBe(false);

    const target = propertiesOf(2)[5]!;
    const byCode = await gestor.GET(`${BASE}/available-properties`, {
      params: { query: { q: target.property_code!.toLowerCase() } },
    });
    expect(byCode.data!.map((p) => p.id)).toContain(target.id);
    expect(
      byCode.data!.every(
        (p) => p.property_code === target.property_code || p.title.includes(target.property_code!),
      ),
    ).toBe(true);

    // Another tenant's schedule id excludes nothing and reveals nothing.
    const foreign = await gestor.GET(`${BASE}/available-properties`, {
      params: { query: { schedule_id: schedulesOf(3)[0]!.id } },
    });
    expect(foreign.data!).toHaveLength(propertiesOf(2).length);

    for (const query of ['schedule_id=0', 'schedule_id=abc', `q=${'x'.repeat(201)}`]) {
      const { status, body } = await raw('GET', `${BASE}/available-properties?${query}`, {
        token: gestor.token,
      });
      expect(status, query).toBe(400);
      expectErrorBody(body, 'BAD_REQUEST');
    }
    expect((await raw('GET', `${BASE}/available-properties`)).status).toBe(401);
  });
});

// ───────────────────────────── manual refresh ─────────────────────────────

describe('POST /api/properties/{id}/refresh', () => {
  it('republishes an exported property with a new portal id and records a completed job', async () => {
    const gestor = await as('gestor');
    const property = propertiesOf(2, 'exported')[0]!;
    const jobsBefore = db.jobs.all().length;
    const { data, response } = await gestor.POST('/api/properties/{id}/refresh', {
      params: { path: { id: property.id } },
    });
    expect(response.status).toBe(200);
    expect(data!.operation_id).toBeTruthy();
    expect(data!.new_remote_id).not.toBe(property.remote_id);
    expect(data!.message).toBe('Anúncio republicado com sucesso');
    const updated = db.properties.findFirst((q) => q.where({ id: property.id }))!;
    expect(updated.remote_id).toBe(data!.new_remote_id);
    expect(updated.canalpro_id).toBe(data!.new_remote_id);
    expect(db.jobs.all()).toHaveLength(jobsBefore + 1);
    const job = db.jobs.all().at(-1)!;
    expect(job).toMatchObject({
      tenant_id: 2,
      property_id: property.id,
      schedule_id: null,
      status: 'completed',
    });
    expect(data!.new_remote_id).toBe(republishedRemoteId(job.id));
  });

  it('answers 422 for a property that was never exported, recording nothing', async () => {
    const { token } = await as('gestor');
    const property = propertiesOf(2, 'not-exported')[0]!;
    const before = snapshot();
    const { status, body } = await raw('POST', `/api/properties/${property.id}/refresh`, { token });
    expect(status).toBe(422);
    expectErrorBody(body, 'PROPERTY_NOT_EXPORTED');
    expect((body as { message: string }).message).toBe(NOT_EXPORTED_MESSAGE);
    expect(snapshot()).toEqual(before);
  });

  it('answers only the portal’s reason for a listing it refuses (no photos), recording a failed job', async () => {
    const gestor = await as('gestor');
    const property = propertiesOf(2, 'no-photos')[0]!;
    const { data, response } = await gestor.POST('/api/properties/{id}/refresh', {
      params: { path: { id: property.id } },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ message: NO_PHOTOS_MESSAGE });
    expect(db.jobs.all().at(-1)).toMatchObject({
      property_id: property.id,
      status: 'failed',
      error_message: NO_PHOTOS_MESSAGE,
    });
    expect(db.properties.findFirst((q) => q.where({ id: property.id }))!.remote_id).toBe(property.remote_id);
  });

  it('answers 502 when the portal credentials expired, recording a failed job', async () => {
    const { token } = await as('autonomo');
    await db.portalLinks.update((q) => q.where({ tenant_id: 3 }), {
      data(l) {
        l.canalpro_expires_at = Date.now() - HOUR;
      },
    });
    const property = propertiesOf(3, 'exported')[0]!;
    const { status, body } = await raw('POST', `/api/properties/${property.id}/refresh`, { token });
    expect(status).toBe(502);
    expectErrorBody(body, 'PORTAL_CREDENTIALS_EXPIRED');
    expect(db.jobs.all().at(-1)).toMatchObject({ property_id: property.id, status: 'failed' });
    expect(db.properties.findFirst((q) => q.where({ id: property.id }))!.remote_id).toBe(property.remote_id);
  });

  it("answers 404 for another tenant's, an archived or an unknown property; 401 without a token", async () => {
    const { token } = await as('gestor');
    const archived = propertiesOf(2, 'exported')[1]!;
    await db.properties.update((q) => q.where({ id: archived.id }), {
      data(p) {
        p.archived = true;
      },
    });
    const before = snapshot();
    for (const id of [propertiesOf(3, 'exported')[0]!.id, archived.id, 999999]) {
      const { status, body } = await raw('POST', `/api/properties/${id}/refresh`, { token });
      expect(status, String(id)).toBe(404);
      expectErrorBody(body, 'NOT_FOUND');
    }
    expect((await raw('POST', `/api/properties/${propertiesOf(2, 'exported')[0]!.id}/refresh`)).status).toBe(
      401,
    );
    expect(snapshot()).toEqual(before);
  });
});

// ───────────────────────────── monitor ─────────────────────────────

describe('GET /properties/api/refresh-monitor/stats', () => {
  it('counts the last 24 h of the tenant’s jobs and its schedules', async () => {
    const gestor = await as('gestor');
    const { data, response } = await gestor.GET(`${MONITOR}/stats`);
    expect(response.status).toBe(200);
    const since = Date.now() - DAY;
    const recent = db.jobs.all().filter((j) => j.tenant_id === 2 && Date.parse(j.created_at) >= since);
    expect(data!.jobs_last_24h).toEqual({
      total: recent.length,
      pending: recent.filter((j) => j.status === 'pending' || j.status === 'running').length,
      completed: recent.filter((j) => j.status === 'completed').length,
      failed: recent.filter((j) => j.status === 'failed').length,
      cancelled: 0,
    });
    expect(data!.jobs_last_24h.pending).toBe(1);
    expect(data!.total_schedules).toBe(3);
    expect(data!.active_schedules).toBe(3);
    const autonomo = await (await as('autonomo')).GET(`${MONITOR}/stats`);
    expect(autonomo.data).toMatchObject({ total_schedules: 3, active_schedules: 2 });
    expect((await raw('GET', `${MONITOR}/stats`)).status).toBe(401);
  });

  it('counts a stopped run apart: cancelled jobs are not in the total nor failures', async () => {
    const gestor = await as('gestor');
    const before = (await gestor.GET(`${MONITOR}/stats`)).data!.jobs_last_24h;
    const schedule = idleSchedule(2);
    const run = await gestor.POST(`${MONITOR}/schedules/{id}/run`, { params: { path: { id: schedule.id } } });
    const count = run.data!.jobs_created;
    const running = (await gestor.GET(`${MONITOR}/stats`)).data!.jobs_last_24h;
    expect(running).toMatchObject({ total: before.total + count, pending: before.pending + count });
    await gestor.POST(`${MONITOR}/schedules/{id}/stop`, { params: { path: { id: schedule.id } } });
    const after = (await gestor.GET(`${MONITOR}/stats`)).data!.jobs_last_24h;
    expect(after).toEqual({ ...before, cancelled: count });
  });
});

describe('GET /properties/api/refresh-monitor/jobs', () => {
  it('lists the tenant’s jobs newest first, with schedule and error alias', async () => {
    const gestor = await as('gestor');
    const { data, response } = await gestor.GET(`${MONITOR}/jobs`);
    expect(response.status).toBe(200);
    const all = db.jobs.all().filter((j) => j.tenant_id === 2);
    expect(data!.total).toBe(all.length);
    expect(data!.data).toHaveLength(Math.min(100, all.length));
    const times = data!.data.map((j) => Date.parse(j.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const names = new Map(schedulesOf(2).map((s) => [s.id, s.name]));
    for (const job of data!.data) {
      expect(job.error).toBe(job.error_message);
      expect(job.schedule).toEqual({ id: job.schedule_id, name: names.get(job.schedule_id!) });
      if (job.property_id !== null) {
        const property = db.properties.findFirst((q) => q.where({ id: job.property_id! }))!;
        expect(job.property).toEqual({ id: property.id, title: property.title });
      }
    }
    expect(data!.data.some((j) => j.status === 'failed' && j.error_message)).toBe(true);
  });

  it('filters by hours, status and schedule, and limits', async () => {
    const gestor = await as('gestor');
    const now = Date.now();
    const own = db.jobs.all().filter((j) => j.tenant_id === 2);
    for (const hours of [24, 48, 168] as const) {
      const { data } = await gestor.GET(`${MONITOR}/jobs`, { params: { query: { hours, limit: 500 } } });
      expect(data!.total, String(hours)).toBe(
        own.filter((j) => Date.parse(j.created_at) >= now - hours * HOUR).length,
      );
      expect(data!.data.every((j) => Date.parse(j.created_at) >= now - hours * HOUR)).toBe(true);
    }
    const failed = await gestor.GET(`${MONITOR}/jobs`, {
      params: { query: { status: 'failed', hours: 48 } },
    });
    expect(failed.data!.data.every((j) => j.status === 'failed' && j.error_message)).toBe(true);
    expect(failed.data!.total).toBe(
      own.filter((j) => j.status === 'failed' && Date.parse(j.created_at) >= now - 48 * HOUR).length,
    );
    // Every error class appears among the failures, fresh and old.
    expect(new Set(failed.data!.data.map((j) => j.error_message))).toEqual(new Set(JOB_ERRORS));
    const schedule = schedulesOf(2)[1]!;
    const bySchedule = await gestor.GET(`${MONITOR}/jobs`, {
      params: { query: { schedule_id: schedule.id } },
    });
    expect(bySchedule.data!.total).toBe(own.filter((j) => j.schedule_id === schedule.id).length);
    expect(bySchedule.data!.data.every((j) => j.schedule_id === schedule.id)).toBe(true);
    const limited = await gestor.GET(`${MONITOR}/jobs`, { params: { query: { limit: 3 } } });
    expect(limited.data!.data).toHaveLength(3);
    expect(limited.data!.total).toBe(own.length);

    for (const query of ['hours=12', 'hours=abc', 'status=done', 'limit=0', 'limit=501', 'schedule_id=-1']) {
      const { status, body } = await raw('GET', `${MONITOR}/jobs?${query}`, { token: gestor.token });
      expect(status, query).toBe(400);
      expectErrorBody(body, 'BAD_REQUEST');
    }
    expect((await raw('GET', `${MONITOR}/jobs`)).status).toBe(401);
  });
});

describe('GET /properties/api/refresh-monitor/jobs/{id}', () => {
  it('answers one job of the tenant; 404 for another tenant’s or an unknown id', async () => {
    const gestor = await as('gestor');
    const own = db.jobs.all().find((j) => j.tenant_id === 2 && j.status === 'failed')!;
    const { data, response } = await gestor.GET(`${MONITOR}/jobs/{id}`, { params: { path: { id: own.id } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      id: own.id,
      status: 'failed',
      error_message: own.error_message,
      error: own.error_message,
    });
    const foreign = db.jobs.all().find((j) => j.tenant_id === 3)!;
    for (const id of [foreign.id, 999999]) {
      const { status, body } = await raw('GET', `${MONITOR}/jobs/${id}`, { token: gestor.token });
      expect(status).toBe(404);
      expectErrorBody(body, 'NOT_FOUND');
    }
    expect((await raw('GET', `${MONITOR}/jobs/${own.id}`)).status).toBe(401);
  });
});

describe('running a schedule', () => {
  it('gives every job its own id when runs start side by side ("Executar Agora" runs each schedule at once)', async () => {
    const gestor = await as('gestor');
    const idle = schedulesOf(2).filter(
      (s) =>
        linkedIds(s.id).length > 0 &&
        !db.jobs
          .all()
          .some((j) => j.schedule_id === s.id && (j.status === 'pending' || j.status === 'running')),
    );
    expect(idle.length).toBeGreaterThan(1);
    const runs = await Promise.all(
      idle.map((s) => gestor.POST(`${MONITOR}/schedules/{id}/run`, { params: { path: { id: s.id } } })),
    );
    expect(runs.map((r) => r.response.status)).toEqual(idle.map(() => 202));
    const ids = db.jobs.all().map((j) => j.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('creates one pending job per property, which settle over 4–20 s into completed or failed', async () => {
    const gestor = await as('gestor');
    const schedule = idleSchedule(2);
    const members = linkedIds(schedule.id);
    expect(members.length).toBeGreaterThan(1);
    const start = Date.now();
    const { data, response } = await gestor.POST(`${MONITOR}/schedules/{id}/run`, {
      params: { path: { id: schedule.id } },
    });
    expect(response.status).toBe(202);
    expect(data).toEqual({ message: 'Execução manual iniciada!', jobs_created: members.length });
    const created = db.jobs.all().filter((j) => j.schedule_id === schedule.id && j.status === 'pending');
    expect(created.map((j) => j.property_id).sort((a, b) => a! - b!)).toEqual(members);
    for (const job of created) {
      expect(job.settles_at! - start).toBeGreaterThanOrEqual(RUN_FIRST_SETTLE_MS);
      expect(job.settles_at! - start).toBeLessThanOrEqual(RUN_LAST_SETTLE_MS + 1000);
    }
    const stats = await gestor.GET(`${MONITOR}/stats`);
    expect(stats.data!.jobs_last_24h.pending).toBe(1 + members.length);

    // Half-way: the first jobs settled, the last still pending.
    advance((RUN_FIRST_SETTLE_MS + RUN_LAST_SETTLE_MS) / 2);
    const mid = await gestor.GET(`${MONITOR}/jobs`, {
      params: { query: { schedule_id: schedule.id, hours: 24 } },
    });
    const midJobs = mid.data!.data.filter((j) => created.some((c) => c.id === j.id));
    expect(midJobs.some((j) => j.status === 'pending')).toBe(true);
    expect(midJobs.some((j) => j.status !== 'pending')).toBe(true);

    advance(RUN_LAST_SETTLE_MS);
    const done = await gestor.GET(`${MONITOR}/jobs`, {
      params: { query: { schedule_id: schedule.id, hours: 24 } },
    });
    const doneJobs = done.data!.data.filter((j) => created.some((c) => c.id === j.id));
    expect(doneJobs).toHaveLength(members.length);
    for (const job of doneJobs) {
      const member = db.properties.findFirst((q) => q.where({ id: job.property_id! }))!;
      const failure = runOutcome(member, job.id, true);
      expect(job.status).toBe(failure ? 'failed' : 'completed');
      expect(job.error_message).toBe(failure);
      expect(job.finished_at).not.toBeNull();
      const property = db.properties.findFirst((q) => q.where({ id: job.property_id! }))!;
      if (!failure) expect(property.remote_id).toBe(republishedRemoteId(job.id));
    }
    const after = await gestor.GET(`${MONITOR}/stats`);
    expect(after.data!.jobs_last_24h.pending).toBe(1);
    expect(db.schedules.findFirst((q) => q.where({ id: schedule.id }))!.running).toBe(false);
  });

  it('fails the jobs of listings the portal refuses (no photos), whatever the simulation says', async () => {
    const gestor = await as('gestor');
    const schedule = idleSchedule(2);
    const refused = propertiesOf(2, 'no-photos')[0]!;
    await gestor.POST(`${BASE}/{id}/properties`, {
      params: { path: { id: schedule.id } },
      body: { property_ids: [refused.id] },
    });
    await gestor.POST(`${MONITOR}/schedules/{id}/run`, { params: { path: { id: schedule.id } } });
    advance(RUN_LAST_SETTLE_MS + 1000);
    const { data } = await gestor.GET(`${MONITOR}/jobs`, {
      params: { query: { schedule_id: schedule.id, hours: 24 } },
    });
    const job = data!.data.find((j) => j.property_id === refused.id && j.finished_at !== null)!;
    expect(job).toMatchObject({ status: 'failed', error_message: NO_PHOTOS_MESSAGE });
    expect(runOutcome(refused, job.id, true)).toBe(NO_PHOTOS_MESSAGE);
    expect(runOutcome(refused, job.id, false)).toBe(JOB_ERRORS[1]);
  });

  it('fails about one job in five, deterministically, with the monitor’s error classes', () => {
    const outcomes = Array.from({ length: 1000 }, (_, i) => simulatedFailure(i + 1));
    const failures = outcomes.filter((o) => o !== null);
    expect(failures.length).toBeGreaterThan(150);
    expect(failures.length).toBeLessThan(250);
    expect(new Set(failures)).toEqual(new Set(JOB_ERRORS));
    expect(Array.from({ length: 1000 }, (_, i) => simulatedFailure(i + 1))).toEqual(outcomes);
  });

  it('fails every job with the authentication error when the portal credentials expired', async () => {
    const gestor = await as('gestor');
    await db.portalLinks.update((q) => q.where({ tenant_id: 2 }), {
      data(l) {
        l.canalpro_expires_at = Date.now() - 1000;
      },
    });
    const schedule = idleSchedule(2);
    await gestor.POST(`${MONITOR}/schedules/{id}/run`, { params: { path: { id: schedule.id } } });
    advance(RUN_LAST_SETTLE_MS + 1000);
    const { data } = await gestor.GET(`${MONITOR}/jobs`, {
      params: { query: { schedule_id: schedule.id, hours: 24 } },
    });
    const fresh = data!.data.filter((j) => Date.now() - Date.parse(j.created_at) < 60_000);
    expect(fresh).toHaveLength(linkedIds(schedule.id).length);
    expect(fresh.every((j) => j.status === 'failed' && j.error_message === JOB_ERRORS[1])).toBe(true);
  });

  it('answers 409 while running or without properties, 404 for another tenant, changing nothing', async () => {
    const { token } = await as('gestor');
    const running = schedulesOf(2).find((s) =>
      db.jobs.all().some((j) => j.schedule_id === s.id && j.status === 'pending'),
    )!;
    const created = await (await as('gestor')).POST(BASE, { body: validBody([propertiesOf(2)[0]!.id]) });
    const emptyId = created.data!.id;
    await (
      await as('gestor')
    ).DELETE(`${BASE}/{id}/properties`, {
      params: { path: { id: emptyId } },
      body: { property_ids: [propertiesOf(2)[0]!.id] },
    });
    const before = snapshot();
    const busy = await raw('POST', `${MONITOR}/schedules/${running.id}/run`, { token });
    expect(busy.status).toBe(409);
    expectErrorBody(busy.body, 'SCHEDULE_RUNNING');
    const empty = await raw('POST', `${MONITOR}/schedules/${emptyId}/run`, { token });
    expect(empty.status).toBe(409);
    expectErrorBody(empty.body, 'SCHEDULE_EMPTY');
    const foreign = await raw('POST', `${MONITOR}/schedules/${schedulesOf(3)[0]!.id}/run`, { token });
    expect(foreign.status).toBe(404);
    expectErrorBody(foreign.body, 'NOT_FOUND');
    expect((await raw('POST', `${MONITOR}/schedules/${running.id}/run`)).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });

  it('the seeded queued job is reported stuck, then picked up 15 minutes after its creation', async () => {
    const gestor = await as('gestor');
    const queued = db.jobs.all().find((j) => j.tenant_id === 2 && j.status === 'pending')!;
    expect((await gestor.GET(`${MONITOR}/health`)).data!.stuck_jobs).toBe(1);
    // Until it is 5 minutes old a queued job is within its limit.
    await db.jobs.update((q) => q.where({ id: queued.id }), {
      data(j) {
        j.created_at = new Date(Date.now() - STUCK_AFTER_MS + 60_000).toISOString();
      },
    });
    expect((await gestor.GET(`${MONITOR}/health`)).data!.stuck_jobs).toBe(0);
    advance(2 * 60_000);
    expect((await gestor.GET(`${MONITOR}/health`)).data!.stuck_jobs).toBe(1);
    const created = db.jobs.findFirst((q) => q.where({ id: queued.id }))!.created_at;
    advance(Date.parse(created) + 15 * 60_000 - Date.now() + 1000);
    const { data } = await gestor.GET(`${MONITOR}/jobs/{id}`, { params: { path: { id: queued.id } } });
    expect(data!.status).toBe('completed');
    const health = await gestor.GET(`${MONITOR}/health`);
    expect(health.data).toMatchObject({ pending_jobs: 0, stuck_jobs: 0 });
    const run = await gestor.POST(`${MONITOR}/schedules/{id}/run`, {
      params: { path: { id: queued.schedule_id! } },
    });
    expect(run.response.status).toBe(202);
  });
});

describe('POST /properties/api/refresh-monitor/schedules/{id}/stop', () => {
  it('cancels the pending jobs of a running schedule: status cancelled, not failed', async () => {
    const gestor = await as('gestor');
    const schedule = idleSchedule(2);
    const run = await gestor.POST(`${MONITOR}/schedules/{id}/run`, { params: { path: { id: schedule.id } } });
    const count = run.data!.jobs_created;
    const { data, response } = await gestor.POST(`${MONITOR}/schedules/{id}/stop`, {
      params: { path: { id: schedule.id } },
    });
    expect(response.status).toBe(200);
    expect(data!.message).toBe(`Execução interrompida: ${count} jobs cancelados`);
    const jobs = db.jobs
      .all()
      .filter((j) => j.schedule_id === schedule.id && j.error_message === STOPPED_MESSAGE);
    expect(jobs).toHaveLength(count);
    expect(jobs.every((j) => j.status === 'cancelled' && j.finished_at && !j.started_at)).toBe(true);
    const listed = await gestor.GET(`${BASE}/{id}`, { params: { path: { id: schedule.id } } });
    expect(listed.data!.is_running).toBe(false);
    // Stopped jobs stay stopped when their time would have come, and the schedule can run again.
    advance(RUN_LAST_SETTLE_MS + 1000);
    const list = await gestor.GET(`${MONITOR}/jobs`, {
      params: { query: { schedule_id: schedule.id, status: 'cancelled' } },
    });
    expect(list.data!.data.filter((j) => j.error_message === STOPPED_MESSAGE)).toHaveLength(count);
    // A stop is no failure: the failed-job filter does not see them.
    const failed = await gestor.GET(`${MONITOR}/jobs`, {
      params: { query: { schedule_id: schedule.id, status: 'failed', limit: 500 } },
    });
    expect(failed.data!.data.some((j) => j.error_message === STOPPED_MESSAGE)).toBe(false);
    const again = await gestor.POST(`${MONITOR}/schedules/{id}/run`, {
      params: { path: { id: schedule.id } },
    });
    expect(again.response.status).toBe(202);

    const idle = await gestor.POST(`${MONITOR}/schedules/{id}/stop`, {
      params: { path: { id: idleSchedule(2).id } },
    });
    expect(idle.data!.message).toBe('Nenhuma execução em andamento para este cronograma');
  });

  it('answers 404 for another tenant’s schedule and 401 without a token, changing nothing', async () => {
    const { token } = await as('autonomo');
    const before = snapshot();
    const running = schedulesOf(2).find((s) =>
      db.jobs.all().some((j) => j.schedule_id === s.id && j.status === 'pending'),
    )!;
    const foreign = await raw('POST', `${MONITOR}/schedules/${running.id}/stop`, { token });
    expect(foreign.status).toBe(404);
    expectErrorBody(foreign.body, 'NOT_FOUND');
    expect((await raw('POST', `${MONITOR}/schedules/${running.id}/stop`)).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('POST /properties/api/refresh-monitor/cleanup', () => {
  async function addOldJobs() {
    const base = Math.max(...db.jobs.all().map((j) => j.id));
    await db.jobs.createMany(3, (i) => ({
      id: base + 1 + i,
      tenant_id: i === 2 ? 3 : 2,
      schedule_id: null,
      property_id: null,
      status: 'completed',
      error_message: null,
      created_at: new Date(Date.now() - (40 + i) * DAY).toISOString(),
      started_at: null,
      finished_at: null,
      settles_at: null,
      will_fail_with: null,
    }));
  }

  it("removes the tenant's finished jobs older than 30 days by default, or than `days`", async () => {
    await addOldJobs();
    const gestor = await as('gestor');
    const tenant3Before = db.jobs.all().filter((j) => j.tenant_id === 3).length;
    const { data, response } = await gestor.POST(`${MONITOR}/cleanup`);
    expect(response.status).toBe(200);
    expect(data).toEqual({ deleted: 2 });
    expect(db.jobs.all().filter((j) => j.tenant_id === 3)).toHaveLength(tenant3Before);

    const emptyBody = await raw('POST', `${MONITOR}/cleanup`, { token: gestor.token, json: {} });
    expect(emptyBody).toEqual({ status: 200, body: { deleted: 0 } });

    const cutoff = Date.now() - DAY;
    const expected = db.jobs
      .all()
      .filter((j) => j.tenant_id === 2 && j.status !== 'pending' && Date.parse(j.created_at) < cutoff).length;
    expect(expected).toBeGreaterThan(0);
    const oneDay = await gestor.POST(`${MONITOR}/cleanup`, { body: { days: 1 } });
    expect(oneDay.data).toEqual({ deleted: expected });
    const left = db.jobs.all().filter((j) => j.tenant_id === 2);
    expect(left.every((j) => Date.parse(j.created_at) >= cutoff || j.status === 'pending')).toBe(true);
    expect(left.some((j) => j.status === 'pending')).toBe(true);
  });

  it('rejects bad input, changing nothing', async () => {
    await addOldJobs();
    const { token } = await as('gestor');
    const before = snapshot();
    expect((await raw('POST', `${MONITOR}/cleanup`, { token, body: '{"days": ' })).status).toBe(400);
    expect((await raw('POST', `${MONITOR}/cleanup`, { token, json: [7] })).status).toBe(400);
    for (const days of [0, -1, 366, 1.5, '7', null]) {
      const { status, body } = await raw('POST', `${MONITOR}/cleanup`, { token, json: { days } });
      expect(status, String(days)).toBe(422);
      expectErrorBody(body, 'VALIDATION_ERROR');
      expect((body as { details: Record<string, string> }).details).toHaveProperty('days');
    }
    expect((await raw('POST', `${MONITOR}/cleanup`, { json: { days: 7 } })).status).toBe(401);
    expect(snapshot()).toEqual(before);
  });
});

describe('GET /properties/api/refresh-monitor/health', () => {
  it('reports the health from the recent failure rate, stuck jobs and portal credentials', async () => {
    const gestor = await as('gestor');
    const { data, response } = await gestor.GET(`${MONITOR}/health`);
    expect(response.status).toBe(200);
    expect(data!.checks).toHaveProperty('database');
    expect(data!.checks).toHaveProperty('scheduler');
    expect(data!.checks).toHaveProperty('jobs');
    expect(data!.checks.portal!.status).toBe('ok');
    expect(data!.pending_jobs).toBe(1);
    // The seeded queue has waited 10 minutes: past its limit, it is reported stuck.
    expect(data!.stuck_jobs).toBe(1);
    expect(data!.checks.jobs!.status).not.toBe('ok');
    expect(Math.abs(Date.parse(data!.checked_at) - Date.now())).toBeLessThan(5_000);
    // Over the same base as the cockpit's success rate: with the pending share they make 100%.
    const day = (await gestor.GET(`${MONITOR}/stats`)).data!.jobs_last_24h;
    expect(day.pending).toBeGreaterThan(0);
    expect(data!.checks.jobs!.message).toBe(
      `Taxa de falhas nas últimas 24h: ${Math.round((day.failed / day.total) * 100)}%`,
    );
    // The seed has fresh failures of every class: degraded at least.
    expect(['degraded', 'unhealthy']).toContain(data!.status);

    // Without recent failures nor a stuck queue it is healthy …
    const queued = db.jobs.all().find((j) => j.tenant_id === 2 && j.status === 'pending')!;
    await gestor.POST(`${MONITOR}/schedules/{id}/stop`, { params: { path: { id: queued.schedule_id! } } });
    await db.jobs.updateMany((q) => q.where((j) => j.tenant_id === 2 && j.status === 'failed'), {
      data(j) {
        j.status = 'completed';
        j.error_message = null;
      },
    });
    const healthy = await gestor.GET(`${MONITOR}/health`);
    expect(healthy.data!.status).toBe('healthy');
    expect(healthy.data!.checks.jobs!.status).toBe('ok');

    // … most jobs failing makes it unhealthy …
    await db.jobs.updateMany((q) => q.where((j) => j.tenant_id === 2 && j.status === 'completed'), {
      data(j) {
        j.status = 'failed';
        j.error_message = JOB_ERRORS[0];
      },
    });
    const failing = await gestor.GET(`${MONITOR}/health`);
    expect(failing.data!.status).toBe('unhealthy');
    expect(failing.data!.checks.jobs!.status).toBe('error');
  });

  it('names an active schedule left without properties (it runs with nothing to refresh)', async () => {
    const gestor = await as('gestor');
    const schedule = idleSchedule(2);
    await gestor.DELETE(`${BASE}/{id}/properties`, {
      params: { path: { id: schedule.id } },
      body: { property_ids: linkedIds(schedule.id) },
    });
    const { data } = await gestor.GET(`${MONITOR}/health`);
    expect(data!.checks.scheduler).toEqual({
      status: 'warning',
      message: `Cronograma ativo sem imóveis: ${schedule.name}`,
    });
    const one = await gestor.GET(`${BASE}/{id}`, { params: { path: { id: schedule.id } } });
    expect(one.data).toMatchObject({ is_active: true, properties_count: 0 });
    // Paused, it is no longer a problem.
    await gestor.PUT(`${BASE}/{id}/toggle`, {
      params: { path: { id: schedule.id } },
      body: { is_active: false },
    });
    const after = await gestor.GET(`${MONITOR}/health`);
    expect(after.data!.checks.scheduler!.status).toBe('ok');
  });

  it('is unhealthy with expired credentials; a job queued for over 30 minutes is stuck', async () => {
    const autonomo = await as('autonomo');
    await db.portalLinks.update((q) => q.where({ tenant_id: 3 }), {
      data(l) {
        l.canalpro_expires_at = Date.now() - 1000;
      },
    });
    await db.jobs.updateMany((q) => q.where((j) => j.tenant_id === 3 && j.status === 'pending'), {
      data(j) {
        j.created_at = new Date(Date.now() - 40 * 60_000).toISOString();
        j.settles_at = Date.now() + HOUR;
      },
    });
    const { data } = await autonomo.GET(`${MONITOR}/health`);
    expect(data!.status).toBe('unhealthy');
    expect(data!.checks.portal!.status).toBe('error');
    expect(data!.stuck_jobs).toBe(1);
    expect((await raw('GET', `${MONITOR}/health`)).status).toBe(401);
  });
});

// ───────────────────────────── isolation ─────────────────────────────

describe('tenant isolation', () => {
  it('never shows one tenant’s schedules, properties or jobs to another', async () => {
    const gestor = await as('gestor');
    const autonomo = await as('autonomo');
    const ownedBy = (tenantId: number) => ({
      schedules: new Set(schedulesOf(tenantId).map((s) => s.id)),
      properties: new Set(propertiesOf(tenantId).map((p) => p.id)),
      jobs: new Set(
        db.jobs
          .all()
          .filter((j) => j.tenant_id === tenantId)
          .map((j) => j.id),
      ),
    });
    for (const [client, tenantId] of [
      [gestor, 2],
      [autonomo, 3],
    ] as const) {
      const own = ownedBy(tenantId);
      const schedules = (await client.GET(BASE)).data!.data;
      expect(schedules.length).toBeGreaterThan(0);
      expect(schedules.every((s) => own.schedules.has(s.id))).toBe(true);
      const available = (await client.GET(`${BASE}/available-properties`)).data!;
      expect(available.every((p) => own.properties.has(p.id))).toBe(true);
      const jobs = (await client.GET(`${MONITOR}/jobs`, { params: { query: { limit: 500 } } })).data!;
      expect(jobs.total).toBe(own.jobs.size);
      expect(jobs.data.every((j) => own.jobs.has(j.id))).toBe(true);
      expect(jobs.data.every((j) => j.property_id === null || own.properties.has(j.property_id))).toBe(true);
      for (const s of schedules) {
        const links = (await client.GET(`${BASE}/{id}/properties`, { params: { path: { id: s.id } } })).data!;
        expect(links.data.every((l) => own.properties.has(l.property_id))).toBe(true);
      }
    }
  });
});

describe('contract coverage', () => {
  it('exercised every operation of the refresh tag', async () => {
    await exerciseTag('refresh');
    expectTagExercised('refresh');
  });
});
