/**
 * The tenants' portal links (Canal Pro credentials, automation, the agency's contract), their
 * export history and automation log (docs/rules.md#the-seed). Draws no random number.
 */
import type { Scenario } from '../runtime';
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';
import { TENANTS } from './tenants';

/** Gandalf's one-time code in the mock, always. */
export const GANDALF_OTP = '123456';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** One link per tenant: Canal Pro credentials valid for 6 hours (expired in that scenario). */
export async function seedPortalLinks(now: number, scenario: Scenario): Promise<void> {
  await db.portalLinks.createMany(TENANTS.length, (i) => ({
    id: i + 1,
    tenant_id: TENANTS[i]!.id,
    gandalf_email: null,
    gandalf_session_id: null,
    gandalf_device_id: null,
    gandalf_token: null,
    gandalf_expires_at: null,
    gandalf_session_expires_at: null,
    gandalf_otp_attempts: 0,
    canalpro_email: TENANTS[i]!.email ?? null,
    // Valid for 6 hours, unless the scenario says the credentials expired an hour ago.
    canalpro_expires_at: scenario === 'expired-portal-credentials' ? now - HOUR : now + 6 * HOUR,
    automation_enabled: i % 2 === 1,
    hours_before_expiry: 4,
    device_id: i % 2 === 1 ? `device-${TENANTS[i]!.id}-a1b2c3` : null,
    next_renewal_at: i % 2 === 1 ? iso(now + 2 * HOUR) : null,
    last_renewal_at: i % 2 === 1 ? iso(now - 20 * HOUR) : null,
    // The agency has a contract, except in the empty scenario, where every screen shows its empty state.
    contract:
      i === 1 && scenario !== 'empty'
        ? {
            contract_id: 'CP-2026-00421',
            plan_name: 'Plano Profissional 200',
            monthly_fee: 1890,
            listing_limit: 200,
            highlight_limits: { PREMIUM: 20, SUPER_PREMIUM: 10, PREMIERE_1: 5, PREMIERE_2: 3, TRIPLE: 2 },
            start_date: '2026-01-01',
            end_date: '2026-12-31',
            updated_at: iso(now - 30 * DAY),
          }
        : null,
  }));
}

/** A few finished export runs per tenant, and the automation log of tenants with automation on. */
export async function seedPortalHistory(properties: PropertyRecord[], now: number): Promise<void> {
  let runId = 0;
  for (const tenantId of [1, 2, 3, 4]) {
    const ids = properties.filter((p) => p.tenant_id === tenantId).map((p) => p.id);
    for (const [k, daysAgo] of [12, 6, 2, 1].entries()) {
      runId += 1;
      const take = ids.slice(k * 3, k * 3 + 5 + k);
      const failed = k === 1 ? take.slice(0, 2) : [];
      const started = now - daysAgo * DAY;
      await db.exportRuns.create({
        id: runId,
        tenant_id: tenantId,
        status: k === 2 ? 'failed' : 'completed',
        property_ids: take,
        started_at: iso(started),
        finished_at: iso(started + 12_000),
        started_ms: started,
        duration_ms: 12_000,
        failures: (k === 2 ? take : failed).map((property_id) => ({
          property_id,
          code: 'PORTAL_REJECTED',
          message: 'Anúncio rejeitado pelo portal: fotos insuficientes',
        })),
      });
    }
  }

  // Automation history for tenants with automation on.
  let eventId = 0;
  for (const link of db.portalLinks.all().filter((l) => l.automation_enabled)) {
    for (const [k, hoursAgo] of [92, 68, 44, 20].entries()) {
      eventId += 1;
      await db.automationEvents.create({
        id: eventId,
        tenant_id: link.tenant_id,
        action: k === 0 ? 'setup' : 'renewal',
        success: k !== 2,
        message:
          k === 0
            ? 'Automação configurada'
            : k === 2
              ? 'Falha ao renovar: portal indisponível'
              : 'Token renovado com sucesso',
        created_at: iso(now - hoursAgo * HOUR),
      });
    }
  }
}
