/**
 * The refresh monitor's figures (docs/rules.md#refresh-monitor): counts of the last 24 hours
 * (cancelled jobs apart, out of the rates' base), the jobs stuck past their limit (open
 * more than 5 minutes) and the health checks.
 */
import type { components } from '../../src/api/schema';
import { db } from '../db';
import { canalProCredentialsValid } from './canalpro-credentials';
import { findPortalLink } from './portal-link';
import { isOpen, settleJobs } from './refresh-jobs';
import { scheduleContext } from './refresh-schedules';

type Health = components['schemas']['MonitorHealth'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/**
 * A job still open this long after its creation is "stuck" for the health report: a run's jobs
 * settle within seconds, so a queue that has waited minutes is past its limit (the seeded queue of
 * 'Refresh manhã', 10 minutes old, is reported until the scheduler picks it up).
 */
export const STUCK_AFTER_MS = 5 * MINUTE;

/**
 * The jobs of the last 24 hours by outcome. Cancelled jobs neither succeeded nor failed: counted
 * apart, out of `total`, the base of both the cockpit's success rate and the health check's
 * failure rate (so that with the pending ones they add up to 100%).
 */
function lastDayCounts(tenantId: number, now: number) {
  const since = now - DAY;
  const counts = { total: 0, pending: 0, completed: 0, failed: 0, cancelled: 0 };
  for (const j of db.jobs.all()) {
    if (j.tenant_id !== tenantId || Date.parse(j.created_at) < since) continue;
    if (j.status === 'cancelled') {
      counts.cancelled += 1;
      continue;
    }
    counts.total += 1;
    if (isOpen(j)) counts.pending += 1;
    else if (j.status === 'completed') counts.completed += 1;
    else counts.failed += 1;
  }
  return counts;
}

export async function monitorStats(tenantId: number): Promise<components['schemas']['RefreshStats']> {
  const now = Date.now();
  await settleJobs(tenantId, now);
  const schedules = db.schedules.all().filter((s) => s.tenant_id === tenantId);
  return {
    jobs_last_24h: lastDayCounts(tenantId, now),
    active_schedules: schedules.filter((s) => s.is_active).length,
    total_schedules: schedules.length,
  };
}

function schedulerCheck(tenantId: number, now: number): Health['checks']['scheduler'] {
  const active = db.schedules.all().filter((s) => s.tenant_id === tenantId && s.is_active);
  if (active.length === 0) return { status: 'warning', message: 'Nenhum cronograma ativo' };
  // An active schedule without a live property runs with nothing to refresh.
  const linkCounts = scheduleContext(tenantId, now).linkCounts;
  const empty = active.filter((s) => (linkCounts.get(s.id) ?? 0) === 0).map((s) => s.name);
  if (empty.length > 0) {
    return {
      status: 'warning',
      message: `${empty.length === 1 ? 'Cronograma ativo' : 'Cronogramas ativos'} sem imóveis: ${empty.join(', ')}`,
    };
  }
  return {
    status: 'ok',
    message: `${active.length} ${active.length === 1 ? 'cronograma ativo' : 'cronogramas ativos'}`,
  };
}

export async function monitorHealth(tenantId: number): Promise<Health> {
  const now = Date.now();
  await settleJobs(tenantId, now);
  const jobs = db.jobs.all().filter((j) => j.tenant_id === tenantId);
  const { total, failed } = lastDayCounts(tenantId, now);
  const failureRate = total === 0 ? 0 : failed / total;
  const open = jobs.filter(isOpen);
  const stuck = open.filter((j) => now - Date.parse(j.created_at) > STUCK_AFTER_MS).length;
  const checks: Health['checks'] = {
    database: { status: 'ok', message: 'Banco de dados acessível' },
    scheduler: schedulerCheck(tenantId, now),
    // Stuck jobs make the check warn; `stuck_jobs` says how many (the cockpit lists them apart).
    jobs: {
      status: failureRate >= 0.5 ? 'error' : failureRate >= 0.2 || stuck > 0 ? 'warning' : 'ok',
      message: `Taxa de falhas nas últimas 24h: ${Math.round(failureRate * 100)}%`,
    },
    portal: canalProCredentialsValid(findPortalLink(tenantId), now)
      ? { status: 'ok', message: 'Credenciais do Canal Pro válidas' }
      : { status: 'error', message: 'Credenciais do Canal Pro ausentes ou expiradas' },
  };
  const statuses = Object.values(checks).map((c) => c.status);
  return {
    status: statuses.includes('error') ? 'unhealthy' : statuses.includes('warning') ? 'degraded' : 'healthy',
    checks,
    pending_jobs: open.length,
    stuck_jobs: stuck,
    checked_at: new Date(now).toISOString(),
  };
}
