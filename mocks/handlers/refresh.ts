/**
 * Refresh schedules ("Cockpit do Corretor"), manual refresh and the jobs monitor (contract tag
 * `refresh`). The rules — schedules, the job simulation, the monitor's figures — live in
 * `mocks/domain/refresh-*.ts` (docs/rules.md#refresh-schedules); this file parses, authorises,
 * calls them and answers.
 */
import { REFRESH_JOB_STATUSES } from '../../src/api/enums';
import {
  cleanupSchema,
  scheduleCreateBodySchema,
  schedulePropertyIdsSchema,
  scheduleToggleSchema,
  scheduleUpdateBodySchema,
} from '../../src/features/refresh/schemas';
import { plural } from '../../src/lib/format';
import { db, nextId } from '../db';
import type { PropertyRecord } from '../db/schemas';
import {
  isOpen,
  manualRefresh,
  scheduleIsRunning,
  settleJobs,
  startScheduleRun,
  stopScheduleRun,
} from '../domain/refresh-jobs';
import { monitorHealth, monitorStats } from '../domain/refresh-monitor';
import {
  deleteSchedule,
  linkProperties,
  linksOf,
  membersOf,
  ownedSchedule,
  propertyTitles,
  requireExported,
  scheduleContext,
  scheduleNames,
  scheduleOut,
  scheduleProperties,
  toAvailable,
  toJob,
  toSchedule,
  touchSchedule,
} from '../domain/refresh-schedules';
import { liveProperties, requireLiveIds } from '../domain/tenant-properties';
import { errors, http, idParam, nowIso, parseBody, requireSession, run } from '../http';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function intQuery(
  params: URLSearchParams,
  name: string,
  { min, max, allowed }: { min?: number; max?: number; allowed?: readonly number[] } = {},
): number | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  const ok =
    raw.trim() !== '' &&
    Number.isInteger(value) &&
    (min === undefined || value >= min) &&
    (max === undefined || value <= max) &&
    (allowed === undefined || allowed.includes(value));
  if (!ok) throw errors.badRequest(`Parâmetro ${name} inválido`, { [name]: `Valor inválido: ${raw}` });
  return value;
}

const collator = new Intl.Collator('pt-BR');

// ───────────── handlers ─────────────

export const refreshHandlers = [
  // ── schedules ──
  http.get('/properties/api/refresh-schedules', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const activeParam = new URL(request.url).searchParams.get('is_active');
      if (activeParam !== null && activeParam !== 'true' && activeParam !== 'false') {
        throw errors.badRequest('Parâmetro is_active inválido', { is_active: 'Use true ou false' });
      }
      const now = Date.now();
      await settleJobs(session.tenant.id, now);
      const ctx = scheduleContext(session.tenant.id, now);
      const data = db.schedules
        .all()
        .filter((s) => s.tenant_id === session.tenant.id)
        .filter((s) => activeParam === null || s.is_active === (activeParam === 'true'))
        .map((s) => toSchedule(s, ctx))
        // Next run first; paused schedules (no next run) last.
        .sort(
          (a, b) =>
            (a.next_run ? Date.parse(a.next_run) : Infinity) -
              (b.next_run ? Date.parse(b.next_run) : Infinity) ||
            a.name.localeCompare(b.name, 'pt-BR') ||
            a.id - b.id,
        );
      return response(200).json({ data });
    }),
  ),

  http.post('/properties/api/refresh-schedules', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, scheduleCreateBodySchema);
      const live = liveProperties(session.tenant.id);
      const propertyIds = requireLiveIds(body.property_ids, live);
      requireExported(propertyIds, live);
      const now = nowIso();
      const id = nextId('schedules');
      const schedule = await db.schedules.create({
        id,
        tenant_id: session.tenant.id,
        name: body.name,
        time_slot: body.time_slot,
        days_of_week: [...body.days_of_week].sort((a, b) => a - b),
        is_active: body.is_active,
        running: false,
        created_at: now,
        updated_at: now,
      });
      await linkProperties(session.tenant.id, id, propertyIds);
      return response(201).json(await scheduleOut(session.tenant.id, schedule));
    }),
  ),

  http.get('/properties/api/refresh-schedules/available-properties', ({ request, response }) =>
    run(() => {
      const session = requireSession(request);
      const params = new URL(request.url).searchParams;
      const q = (params.get('q') ?? '').trim().toLocaleLowerCase('pt-BR');
      if (q.length > 200) throw errors.badRequest('Parâmetro q inválido', { q: 'Máximo de 200 caracteres' });
      const scheduleId = intQuery(params, 'schedule_id', { min: 1 });
      // Another tenant's schedule has no links of this tenant, so nothing is left out: no leak.
      const linked = new Set(
        scheduleId === undefined
          ? []
          : db.scheduleLinks
              .all()
              .filter((l) => l.schedule_id === scheduleId && l.tenant_id === session.tenant.id)
              .map((l) => l.property_id),
      );
      const matches = (p: PropertyRecord) =>
        !q ||
        [
          p.title,
          p.property_code,
          p.external_id,
          String(p.id),
          p.address?.neighborhood,
          p.address?.city,
        ].some((field) => field?.toLocaleLowerCase('pt-BR').includes(q));
      const out = [...liveProperties(session.tenant.id).values()]
        .filter((p) => !linked.has(p.id) && matches(p))
        .sort((a, b) => collator.compare(a.title, b.title) || a.id - b.id)
        .map(toAvailable);
      return response(200).json(out);
    }),
  ),

  http.get('/properties/api/refresh-schedules/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      return response(200).json(await scheduleOut(session.tenant.id, schedule));
    }),
  ),

  http.put('/properties/api/refresh-schedules/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      const body = await parseBody(request, scheduleUpdateBodySchema);
      const updated = await db.schedules.update((q) => q.where({ id: schedule.id }), {
        data(s) {
          s.name = body.name;
          s.time_slot = body.time_slot;
          s.days_of_week = [...body.days_of_week].sort((a, b) => a - b);
          if (body.is_active !== undefined) s.is_active = body.is_active;
          s.updated_at = nowIso();
        },
      });
      return response(200).json(await scheduleOut(session.tenant.id, updated!));
    }),
  ),

  http.delete('/properties/api/refresh-schedules/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      await deleteSchedule(session.tenant.id, schedule.id);
      return response(200).json({ message: 'Cronograma excluído com sucesso' });
    }),
  ),

  http.put('/properties/api/refresh-schedules/{id}/toggle', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      const body = await parseBody(request, scheduleToggleSchema);
      const updated = await db.schedules.update((q) => q.where({ id: schedule.id }), {
        data(s) {
          s.is_active = body.is_active;
          s.updated_at = nowIso();
        },
      });
      return response(200).json(await scheduleOut(session.tenant.id, updated!));
    }),
  ),

  http.get('/properties/api/refresh-schedules/{id}/properties', ({ params, request, response }) =>
    run(() => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      return response(200).json(scheduleProperties(schedule.id, liveProperties(session.tenant.id)));
    }),
  ),

  http.post('/properties/api/refresh-schedules/{id}/properties', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      const body = await parseBody(request, schedulePropertyIdsSchema);
      const live = liveProperties(session.tenant.id);
      const ids = requireLiveIds(body.property_ids, live);
      const already = new Set(linksOf(schedule.id).map((l) => l.property_id));
      const added = ids.filter((id) => !already.has(id));
      requireExported(added, live);
      await linkProperties(session.tenant.id, schedule.id, added);
      if (added.length > 0) await touchSchedule(schedule.id);
      return response(200).json(scheduleProperties(schedule.id, live));
    }),
  ),

  http.delete('/properties/api/refresh-schedules/{id}/properties', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      const body = await parseBody(request, schedulePropertyIdsSchema);
      const live = liveProperties(session.tenant.id);
      const ids = new Set(requireLiveIds(body.property_ids, live));
      // Ids of the tenant that are not linked are simply not there to remove.
      const removed = db.scheduleLinks.deleteMany((q) =>
        q.where((l) => l.schedule_id === schedule.id && ids.has(l.property_id)),
      );
      if ((removed ?? []).length > 0) await touchSchedule(schedule.id);
      return response(200).json(scheduleProperties(schedule.id, live));
    }),
  ),

  // ── manual refresh ──
  http.post('/api/properties/{id}/refresh', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const id = idParam(params.id);
      const property = db.properties.findFirst((q) => q.where({ id, tenant_id: session.tenant.id }));
      if (!property || property.archived) throw errors.notFound('Imóvel não encontrado');
      return response(200).json(await manualRefresh(session.tenant.id, property));
    }),
  ),

  // ── monitor ──
  http.get('/properties/api/refresh-monitor/stats', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      return response(200).json(await monitorStats(session.tenant.id));
    }),
  ),

  http.get('/properties/api/refresh-monitor/jobs', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const params = new URL(request.url).searchParams;
      const hours = intQuery(params, 'hours', { allowed: [24, 48, 168] });
      const scheduleId = intQuery(params, 'schedule_id', { min: 1 });
      const limit = intQuery(params, 'limit', { min: 1, max: 500 }) ?? 100;
      const status = params.get('status');
      if (status !== null && !(REFRESH_JOB_STATUSES as readonly string[]).includes(status)) {
        throw errors.badRequest('Parâmetro status inválido', { status: `Valor inválido: ${status}` });
      }
      const now = Date.now();
      await settleJobs(session.tenant.id, now);
      const since = hours === undefined ? -Infinity : now - hours * HOUR;
      const matches = db.jobs
        .all()
        .filter(
          (j) =>
            j.tenant_id === session.tenant.id &&
            Date.parse(j.created_at) >= since &&
            (status === null || j.status === status) &&
            (scheduleId === undefined || j.schedule_id === scheduleId),
        )
        .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
      const names = scheduleNames(session.tenant.id);
      const titles = propertyTitles(session.tenant.id);
      return response(200).json({
        data: matches.slice(0, limit).map((j) => toJob(j, names, titles)),
        total: matches.length,
      });
    }),
  ),

  http.get('/properties/api/refresh-monitor/jobs/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const id = idParam(params.id);
      await settleJobs(session.tenant.id);
      const job = db.jobs.findFirst((q) => q.where({ id, tenant_id: session.tenant.id }));
      if (!job) throw errors.notFound('Job não encontrado');
      return response(200).json(
        toJob(job, scheduleNames(session.tenant.id), propertyTitles(session.tenant.id)),
      );
    }),
  ),

  http.post('/properties/api/refresh-monitor/schedules/{id}/run', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      const now = Date.now();
      await settleJobs(session.tenant.id, now);
      if (scheduleIsRunning(schedule.id)) {
        throw errors.conflict('Este cronograma já está em execução', 'SCHEDULE_RUNNING');
      }
      const members = membersOf(schedule.id, liveProperties(session.tenant.id));
      if (members.length === 0) {
        throw errors.conflict('O cronograma não possui imóveis vinculados', 'SCHEDULE_EMPTY');
      }
      await startScheduleRun(session.tenant.id, schedule, members, now);
      return response(202).json({ message: 'Execução manual iniciada!', jobs_created: members.length });
    }),
  ),

  http.post('/properties/api/refresh-monitor/schedules/{id}/stop', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const schedule = ownedSchedule(session.tenant.id, idParam(params.id));
      await settleJobs(session.tenant.id);
      const count = await stopScheduleRun(schedule.id);
      return response(200).json({
        message:
          count > 0
            ? `Execução interrompida: ${plural(count, 'job cancelado', 'jobs cancelados')}`
            : 'Nenhuma execução em andamento para este cronograma',
      });
    }),
  ),

  http.post('/properties/api/refresh-monitor/cleanup', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      // The body is optional: none (or {}) means the default of 30 days.
      const hasBody = (await (request as Request).clone().text()).trim() !== '';
      const { days } = hasBody ? await parseBody(request, cleanupSchema) : { days: 30 };
      const cutoff = Date.now() - days * DAY;
      // Only finished jobs are logs; a job still open is work in progress, whatever its age.
      const deleted = db.jobs.deleteMany((q) =>
        q.where((j) => j.tenant_id === session.tenant.id && !isOpen(j) && Date.parse(j.created_at) < cutoff),
      );
      return response(200).json({ deleted: (deleted ?? []).length });
    }),
  ),

  http.get('/properties/api/refresh-monitor/health', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      return response(200).json(await monitorHealth(session.tenant.id));
    }),
  ),
];
