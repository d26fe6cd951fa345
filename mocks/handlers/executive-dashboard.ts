/**
 * Executive dashboard of the master tenant (tag `executive-dashboard`): read by any user of the
 * master tenant; 403 for every other tenant. Everything is computed from the data.
 *
 * - Clients are the tenants other than the master tenant (the platform itself): the KPIs, the
 *   PF/PJ distribution, the client list and the activity feed count only them — the platform's
 *   own staff signing in is not client activity.
 * - new_30d: clients (users, properties) created within the last 30 days. growth_rate: clients
 *   created in the last 30 days against the 30 days before, in percent (one decimal); 100 when
 *   there were none before and some now, 0 when none in either.
 * - Active users: the clients' users who signed in within the last 30 days. Each average is its
 *   card's number per client (active users, properties), one decimal.
 * - health_score (0–100) adds up: recent logins (35 if someone logged in within 7 days, 20 within
 *   30 days), portfolio (25 × properties / 20, capped), refresh reliability (20 × share of the
 *   last 7 days' finished refresh jobs that did not fail; 20 with no jobs) and portal credentials
 *   (20 when the second portal's credentials are valid). health_status: excellent ≥ 80, good ≥ 60,
 *   warning ≥ 40, else critical.
 * - last_activity: the latest of the tenant's activities and its users' logins. Rows come
 *   healthiest first (ties by name).
 * - Activity: the clients' 20 most recent, newest first.
 */
import type { components } from '../../src/api/schema';
import { db } from '../db';
import { http, requireMaster, requireSession, run } from '../http';
import { tenantCounts } from '../domain/tenants';

type HealthStatus = components['schemas']['HealthStatus'];

const DAY = 24 * 3_600_000;
export const ACTIVITY_LIMIT = 20;

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function healthStatus(score: number): HealthStatus {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'warning';
  return 'critical';
}

function clients() {
  return db.tenants.all().filter((t) => !t.is_master);
}

export const executiveDashboardHandlers = [
  http.get('/api/admin/dashboard/overview', ({ request, response }) =>
    run(() => {
      requireMaster(requireSession(request));
      const now = Date.now();
      const within = (iso: string | null | undefined, from: number, to = now) => {
        if (!iso) return false;
        const t = Date.parse(iso);
        return t >= from && t <= to;
      };
      const tenants = clients();
      const ids = new Set(tenants.map((t) => t.id));
      const newLast30 = tenants.filter((t) => within(t.created_at, now - 30 * DAY)).length;
      const newPrev30 = tenants.filter((t) =>
        within(t.created_at, now - 60 * DAY, now - 30 * DAY - 1),
      ).length;
      const growth =
        newPrev30 === 0 ? (newLast30 > 0 ? 100 : 0) : round1(((newLast30 - newPrev30) / newPrev30) * 100);
      const users = db.users.all().filter((u) => ids.has(u.tenant_id));
      const active = users.filter((u) => within(u.last_login_at, now - 30 * DAY)).length;
      const properties = db.properties.all().filter((p) => ids.has(p.tenant_id) && !p.archived);
      const perTenant = (n: number) => (tenants.length === 0 ? 0 : round1(n / tenants.length));
      return response(200).json({
        data: {
          tenants: { total: tenants.length, growth_rate: growth, new_30d: newLast30 },
          users: {
            active,
            total: users.length,
            new_30d: users.filter((u) => within(u.created_at, now - 30 * DAY)).length,
            avg_per_tenant: perTenant(active),
          },
          properties: {
            total: properties.length,
            new_30d: properties.filter((p) => within(p.created_at, now - 30 * DAY)).length,
            avg_per_tenant: perTenant(properties.length),
          },
          tenant_distribution: {
            PF: tenants.filter((t) => t.tenant_type === 'PF').length,
            PJ: tenants.filter((t) => t.tenant_type === 'PJ').length,
          },
        },
      });
    }),
  ),

  http.get('/api/admin/dashboard/tenants', ({ request, response }) =>
    run(() => {
      requireMaster(requireSession(request));
      const now = Date.now();
      const counts = tenantCounts();
      const lastLogin = new Map<number, number>();
      for (const u of db.users.all()) {
        if (!u.last_login_at) continue;
        const t = Date.parse(u.last_login_at);
        if (t > (lastLogin.get(u.tenant_id) ?? -Infinity)) lastLogin.set(u.tenant_id, t);
      }
      const lastActivity = new Map(lastLogin);
      for (const a of db.activities.all()) {
        const t = Date.parse(a.timestamp);
        if (t <= now && t > (lastActivity.get(a.tenant_id) ?? -Infinity)) lastActivity.set(a.tenant_id, t);
      }
      const jobs = new Map<number, { finished: number; failed: number }>();
      for (const j of db.jobs.all()) {
        if ((j.status !== 'completed' && j.status !== 'failed') || Date.parse(j.created_at) < now - 7 * DAY)
          continue;
        const entry = jobs.get(j.tenant_id) ?? { finished: 0, failed: 0 };
        entry.finished += 1;
        if (j.status === 'failed') entry.failed += 1;
        jobs.set(j.tenant_id, entry);
      }
      const credentials = new Map<number, boolean>();
      for (const l of db.portalLinks.all()) {
        credentials.set(l.tenant_id, Boolean(l.canalpro_expires_at && l.canalpro_expires_at > now));
      }

      const data = clients().map((t) => {
        const login = lastLogin.get(t.id);
        const loginScore =
          login === undefined ? 0 : login >= now - 7 * DAY ? 35 : login >= now - 30 * DAY ? 20 : 0;
        const properties = counts.properties.get(t.id) ?? 0;
        const portfolioScore = Math.min(properties / 20, 1) * 25;
        const job = jobs.get(t.id);
        const reliabilityScore = job && job.finished > 0 ? 20 * (1 - job.failed / job.finished) : 20;
        const credentialScore = credentials.get(t.id) ? 20 : 0;
        const score = Math.max(
          0,
          Math.min(100, Math.round(loginScore + portfolioScore + reliabilityScore + credentialScore)),
        );
        const last = lastActivity.get(t.id);
        return {
          id: t.id,
          name: t.name,
          tenant_type: t.tenant_type,
          creci: t.creci ?? null,
          health_score: score,
          health_status: healthStatus(score),
          users_count: counts.users.get(t.id) ?? 0,
          properties_count: properties,
          last_activity: last === undefined ? null : new Date(last).toISOString(),
        };
      });
      data.sort((a, b) => b.health_score - a.health_score || a.name.localeCompare(b.name, 'pt-BR'));
      return response(200).json({ data });
    }),
  ),

  http.get('/api/admin/dashboard/activity', ({ request, response }) =>
    run(() => {
      requireMaster(requireSession(request));
      const clientIds = new Set(clients().map((t) => t.id));
      const data = db.activities
        .all()
        .filter((a) => clientIds.has(a.tenant_id))
        .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id)
        .slice(0, ACTIVITY_LIMIT)
        .map((a) => ({
          type: a.type,
          description: a.description,
          timestamp: a.timestamp,
          tenant_type: a.tenant_type ?? null,
        }));
      return response(200).json({ data });
    }),
  ),
];
