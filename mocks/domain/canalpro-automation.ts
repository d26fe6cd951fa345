/**
 * Canal Pro's token and its renewal automation (docs/rules.md#canal-pro-token-renewal): a token
 * lives 6 hours; with automation on, a registered device and stored credentials it is renewed
 * `hours_before_expiry` before it expires, at most once an hour, applied lazily when a read
 * observes it. A token that already expired is not renewed (the user renews or triggers by hand).
 */
import type { components } from '../../src/api/schema';
import { randomId } from '../crypto';
import { db, nextId } from '../db';
import type { PortalLinkRecord } from '../db/schemas';
import { nowIso } from '../http';
import { canalProCredentialsValid, PORTAL_MESSAGES } from './canalpro-credentials';
import { ensurePortalLink, updatePortalLink } from './portal-link';

type S = components['schemas'];

const HOUR = 3_600_000;
/** A Canal Pro token lives 6 hours. */
export const CANALPRO_TOKEN_TTL_MS = 6 * HOUR;
/** Automatic renewals happen at most once an hour. */
const MIN_RENEWAL_INTERVAL_MS = HOUR;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** What GET /integrations/canalpro/credentials/check and the credential writes answer. */
export function credentialCheck(link: PortalLinkRecord, message?: string): S['CredentialCheck'] {
  const now = Date.now();
  const expiresAt = link.canalpro_expires_at;
  const valid = canalProCredentialsValid(link, now);
  return {
    is_valid: valid,
    expires_at: expiresAt === null ? null : iso(expiresAt),
    seconds_left: expiresAt === null ? null : Math.max(0, Math.floor((expiresAt - now) / 1000)),
    message:
      message ??
      (!link.canalpro_email || expiresAt === null
        ? 'Credenciais do CanalPro não configuradas'
        : valid
          ? 'Credenciais válidas'
          : PORTAL_MESSAGES.expired),
  };
}

function nextRenewalMs(link: PortalLinkRecord): number | null {
  if (!link.automation_enabled || link.canalpro_expires_at === null) return null;
  return link.canalpro_expires_at - link.hours_before_expiry * HOUR;
}

/** Keeps the stored next_renewal_at in step with expiry, hours and enabled. */
export function syncNextRenewal(l: PortalLinkRecord): void {
  const next = nextRenewalMs(l);
  l.next_renewal_at = next === null ? null : iso(next);
}

export async function recordEvent(
  tenantId: number,
  action: string,
  success: boolean,
  message: string,
  at = nowIso(),
): Promise<S['AutomationHistoryItem']> {
  const event = await db.automationEvents.create({
    id: nextId('automationEvents'),
    tenant_id: tenantId,
    action,
    success,
    message,
    created_at: at,
  });
  return {
    id: event.id,
    action: event.action,
    success: event.success,
    message: event.message,
    created_at: event.created_at,
  };
}

/** The tenant's automation log, newest first. */
export function automationHistory(tenantId: number): S['AutomationHistoryItem'][] {
  return db.automationEvents
    .all()
    .filter((e) => e.tenant_id === tenantId)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((e) => ({
      id: e.id,
      action: e.action,
      success: e.success,
      message: e.message,
      created_at: e.created_at,
    }));
}

/** Renews the token: 6 more hours from `atMs` (a sign-in with the credentials does the same). */
export async function renew(link: PortalLinkRecord, atMs: number, email?: string): Promise<PortalLinkRecord> {
  return updatePortalLink(link, (l) => {
    if (email) l.canalpro_email = email;
    l.canalpro_expires_at = atMs + CANALPRO_TOKEN_TTL_MS;
    l.last_renewal_at = iso(atMs);
    syncNextRenewal(l);
  });
}

async function settleAutomation(link: PortalLinkRecord): Promise<PortalLinkRecord> {
  const due = nextRenewalMs(link);
  if (due === null || !link.device_id || !link.canalpro_email) return link;
  // A lead time as long as the token's life would renew on every read: at most once an hour.
  const last = link.last_renewal_at ? Date.parse(link.last_renewal_at) : Number.NEGATIVE_INFINITY;
  const at = Math.max(due, last + MIN_RENEWAL_INTERVAL_MS);
  const now = Date.now();
  if (now < at || now >= link.canalpro_expires_at!) return link;
  const renewed = await renew(link, at);
  await recordEvent(link.tenant_id, 'renewal', true, 'Token renovado automaticamente', iso(at));
  return renewed;
}

/** The tenant's portal link with any renewal the automation was due to make applied. */
export async function canalProLink(tenantId: number): Promise<PortalLinkRecord> {
  return settleAutomation(await ensurePortalLink(tenantId));
}

export function automationStatus(link: PortalLinkRecord): S['AutomationStatus'] {
  const hasCredentials = !!link.canalpro_email;
  const hasDevice = !!link.device_id;
  const feasible = hasCredentials && hasDevice;
  // What is still missing, said as a task: the hub lists them under 'Pendências'.
  const requires: string[] = [];
  const steps: string[] = [];
  if (!hasCredentials) {
    requires.push('Configurar as credenciais do CanalPro');
    steps.push('Configure as credenciais do CanalPro em Configurações');
  }
  if (!hasDevice) {
    requires.push('Registrar um dispositivo para a renovação');
    steps.push('Registre este dispositivo para permitir a renovação automática');
  }
  if (hasCredentials && !canalProCredentialsValid(link))
    steps.push('Renove as credenciais do CanalPro: o token expirou');
  if (feasible && !link.automation_enabled) steps.push('Ative a renovação automática');
  const next = nextRenewalMs(link);
  return {
    enabled: link.automation_enabled,
    device_id_available: hasDevice,
    automation_feasible: feasible,
    requires_implementation: requires,
    next_steps: steps,
    last_renewal_at: link.last_renewal_at,
    next_renewal_at: next === null ? null : iso(next),
    hours_before_expiry: link.hours_before_expiry,
  };
}

export function newDeviceId(tenantId: number): string {
  return `device-${tenantId}-${randomId().slice(-6)}`;
}
