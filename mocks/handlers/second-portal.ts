/**
 * Second listing portal ("CanalPro"): credentials and their 6-hour token, the token-renewal
 * automation, export (long-running, progress computed from elapsed time), export + activation
 * (synchronous, per-item results), and the contract configuration with its usage KPIs.
 *
 * Permissions (design decision): every user of a tenant may read all of this, store or renew the
 * tenant's portal credentials, trigger a renewal and export; configuring or disabling the
 * automation, scheduling renewals and saving or deleting the contract are for administrators.
 *
 * Deterministic failures, so a designer or a test can rely on them:
 * - export: no photo (MISSING_IMAGES), no sale or rent price (MISSING_PRICE), no street or city
 *   (MISSING_ADDRESS); and a transient timeout (PORTAL_TIMEOUT) for ids ≡ 4 (mod 9), which
 *   happens once: the retry of a property that timed out succeeds.
 * - activation: the contract's listing limit or highlight limit reached (LISTING_LIMIT_REACHED,
 *   HIGHLIGHT_LIMIT_REACHED), and a transient moderation hold (LISTING_UNDER_REVIEW) for ids ≡ 7
 *   (mod 13), which also clears on retry.
 */
import type * as v from 'valibot';
import type { components } from '../../src/api/schema';
import { PORTAL_REFUSALS, portalRefusals } from '../../src/lib/portal-rules';
import {
  automationSetupSchema,
  canalproSetupSchema,
  contractConfigSchema,
  credentialsRenewSchema,
  exportActivateSchema,
  exportSchema,
  scheduleRenewalSchema,
} from '../../src/features/portals/schemas';
import { randomId } from '../crypto';
import { db, nextId } from '../db';
import type { ExportRunRecord, PortalLinkRecord, PropertyRecord } from '../db/schemas';
import {
  errors,
  HttpError,
  http,
  nowIso,
  parseBody,
  requireAdmin,
  requireSession,
  run,
  validate,
  type Session,
} from '../http';
import { ensurePortalLink, updatePortalLink } from './first-portal';

type S = components['schemas'];
type PublicationType = S['PublicationType'];
type Highlight = Exclude<PublicationType, 'STANDARD'>;
type HighlightCounts = Required<S['HighlightCounts']>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A second-portal token lives 6 hours. */
export const CANALPRO_TOKEN_TTL_MS = 6 * HOUR;
/** Automatic renewals happen at most once an hour. */
export const MIN_RENEWAL_INTERVAL_MS = HOUR;
/**
 * Export pace: ~0.8 s per property, between 10 and 20 seconds in all — long enough that the
 * progress of a small export can be watched (and seen by a journey on a busy machine).
 */
export const EXPORT_MS_PER_PROPERTY = 800;
export const EXPORT_MIN_MS = 10_000;
export const EXPORT_MAX_MS = 20_000;

const HIGHLIGHT_LABELS: Record<Highlight, string> = {
  PREMIUM: 'Destaque',
  SUPER_PREMIUM: 'Super destaque',
  PREMIERE_1: 'Destaque Exclusivo',
  PREMIERE_2: 'Destaque Superior',
  TRIPLE: 'Destaque Triplo',
};

export const PORTAL_MESSAGES = {
  authFailed: 'Falha de autenticação. Verifique suas credenciais.',
  expired: 'Credenciais expiradas. Configure novas credenciais em Configurações.',
  timeout: 'Tempo limite excedido ao enviar o anúncio ao portal. Tente novamente.',
  underReview: 'Anúncio em moderação no portal. Tente ativar novamente.',
} as const;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** The contract's JSON body helper for bodies that may be absent (→ `{}`). */
async function parseOptionalBody<T extends v.GenericSchema>(
  request: Request,
  schema: T,
): Promise<v.InferOutput<T>> {
  const text = await request.clone().text();
  if (!text.trim()) return validate(schema, {});
  return parseBody(request, schema);
}

// ───────────── credentials and automation ─────────────

function isValid(link: PortalLinkRecord, now = Date.now()): boolean {
  return !!link.canalpro_email && link.canalpro_expires_at !== null && link.canalpro_expires_at > now;
}

function credentialCheck(link: PortalLinkRecord, message?: string): S['CredentialCheck'] {
  const now = Date.now();
  const expiresAt = link.canalpro_expires_at;
  const valid = isValid(link, now);
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

/** 502, never 401 (that would sign the user out of the product). */
function requireCanalpro(link: PortalLinkRecord): void {
  if (!link.canalpro_email || link.canalpro_expires_at === null) {
    throw new HttpError(502, PORTAL_MESSAGES.authFailed, 'PORTAL_AUTH_FAILED');
  }
  if (!isValid(link)) throw new HttpError(502, PORTAL_MESSAGES.expired, 'PORTAL_CREDENTIALS_EXPIRED');
}

function nextRenewalMs(link: PortalLinkRecord): number | null {
  if (!link.automation_enabled || link.canalpro_expires_at === null) return null;
  return link.canalpro_expires_at - link.hours_before_expiry * HOUR;
}

/** Keeps the stored next_renewal_at in step with expiry, hours and enabled. */
function syncNextRenewal(l: PortalLinkRecord): void {
  const next = nextRenewalMs(l);
  l.next_renewal_at = next === null ? null : iso(next);
}

async function recordEvent(
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

/** Renews the token: 6 more hours from `atMs`. */
async function renew(link: PortalLinkRecord, atMs: number, email?: string): Promise<PortalLinkRecord> {
  return updatePortalLink(link, (l) => {
    if (email) l.canalpro_email = email;
    l.canalpro_expires_at = atMs + CANALPRO_TOKEN_TTL_MS;
    l.last_renewal_at = iso(atMs);
    syncNextRenewal(l);
  });
}

/**
 * The automation at work, applied lazily when a read observes it: with automation on, a
 * registered device and stored credentials, the token is renewed `hours_before_expiry` before it
 * expires. A token that already expired is not renewed (the user renews or triggers by hand).
 */
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

async function linkFor(session: Session): Promise<PortalLinkRecord> {
  return settleAutomation(await ensurePortalLink(session.tenant.id));
}

function automationStatus(link: PortalLinkRecord): S['AutomationStatus'] {
  const hasCredentials = !!link.canalpro_email;
  const hasDevice = !!link.device_id;
  const feasible = hasCredentials && hasDevice;
  const requires: string[] = [];
  const steps: string[] = [];
  if (!hasCredentials) {
    requires.push('Credenciais do CanalPro configuradas');
    steps.push('Configure as credenciais do CanalPro em Configurações');
  }
  if (!hasDevice) {
    requires.push('Dispositivo registrado para renovação (device_id)');
    steps.push('Registre este dispositivo para permitir a renovação automática');
  }
  if (hasCredentials && !isValid(link)) steps.push('Renove as credenciais do CanalPro: o token expirou');
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

function newDeviceId(tenantId: number): string {
  return `device-${tenantId}-${randomId().slice(-6)}`;
}

// ───────────── export ─────────────

function remoteIdFor(p: PropertyRecord): string {
  return p.remote_id ?? p.canalpro_id ?? String(2_700_000_000 + p.id * 137);
}

interface Problem {
  code: string;
  message: string;
}

/** Why the portal rejects a property's export, or null. */
export function exportProblem(p: PropertyRecord): Problem | null {
  const [refusal] = portalRefusals({
    photos: p.image_urls.length,
    salePrice: p.price_sale ?? null,
    rentPrice: p.price_rent ?? null,
    street: p.address?.street ?? null,
    city: p.address?.city ?? null,
  });
  if (refusal) return { code: refusal, message: PORTAL_REFUSALS[refusal] };
  // Transient: the first attempt times out, the retry goes through.
  if (p.id % 9 === 4 && p.sync_error !== PORTAL_MESSAGES.timeout) {
    return { code: 'PORTAL_TIMEOUT', message: PORTAL_MESSAGES.timeout };
  }
  return null;
}

function tenantPropertyMap(tenantId: number): Map<number, PropertyRecord> {
  const map = new Map<number, PropertyRecord>();
  for (const p of db.properties.all()) if (p.tenant_id === tenantId) map.set(p.id, p);
  return map;
}

/** The requested properties of the caller's tenant; 422 naming the ids that are not (another tenant's included). */
function ownedProperties(tenantId: number, ids: number[]): PropertyRecord[] {
  const map = tenantPropertyMap(tenantId);
  const unique = [...new Set(ids)];
  const missing = unique.filter((id) => !map.get(id) || map.get(id)!.archived);
  if (missing.length > 0) {
    throw errors.validation(
      { property_ids: `Imóveis não encontrados: ${missing.join(', ')}` },
      'Imóveis não encontrados',
    );
  }
  return unique.map((id) => map.get(id)!);
}

interface Progress {
  running: boolean;
  total: number;
  processed: number;
  successful: number;
  failed: number;
  remainingMs: number;
}

function progressOf(run: ExportRunRecord, now = Date.now()): Progress {
  const total = run.property_ids.length;
  const failing = new Set(run.failures.map((f) => f.property_id));
  const elapsed = Math.max(0, now - run.started_ms);
  const done = run.status !== 'running' || elapsed >= run.duration_ms;
  const processed = done ? total : Math.min(total, Math.floor((elapsed / run.duration_ms) * total));
  const failed = run.property_ids.slice(0, processed).filter((id) => failing.has(id)).length;
  return {
    running: !done,
    total,
    processed,
    successful: processed - failed,
    failed,
    remainingMs: done ? 0 : run.duration_ms - elapsed,
  };
}

/**
 * Applies the end of the tenant's finished runs once: the run's status and finish time, and on
 * the properties their remote ids, sync state and portal visibility (or the error).
 */
export async function settleExports(tenantId: number): Promise<void> {
  const now = Date.now();
  const finished = db.exportRuns
    .all()
    .filter((r) => r.tenant_id === tenantId && r.status === 'running' && now - r.started_ms >= r.duration_ms);
  if (finished.length === 0) return;
  const properties = tenantPropertyMap(tenantId);
  for (const run of finished) {
    const end = run.started_ms + run.duration_ms;
    const endIso = iso(end);
    const failures = new Map(run.failures.map((f) => [f.property_id, f]));
    for (const id of run.property_ids) {
      const p = properties.get(id);
      if (!p) continue;
      const failure = failures.get(id);
      await db.properties.update((q) => q.where({ id: p.id }), {
        data(d) {
          if (failure) {
            d.status = 'error';
            d.sync_status = 'error';
            d.sync_error = failure.message;
          } else {
            const remote = remoteIdFor(d);
            d.remote_id = remote;
            d.canalpro_id = remote;
            d.status = 'synced';
            d.sync_status = 'synced';
            d.sync_error = null;
            d.portal_active = true;
            d.last_sync_at = endIso;
          }
          d.updated_at = endIso;
        },
      });
    }
    await db.exportRuns.update((q) => q.where({ id: run.id }), {
      data(r) {
        r.status = failures.size >= r.property_ids.length ? 'failed' : 'completed';
        r.finished_at = endIso;
      },
    });
  }
}

function latestRun(tenantId: number): ExportRunRecord | undefined {
  let latest: ExportRunRecord | undefined;
  for (const r of db.exportRuns.all()) {
    if (r.tenant_id !== tenantId) continue;
    if (
      !latest ||
      r.started_ms > latest.started_ms ||
      (r.started_ms === latest.started_ms && r.id > latest.id)
    ) {
      latest = r;
    }
  }
  return latest;
}

function exportStatus(tenantId: number): S['ExportStatus'] {
  const latest = latestRun(tenantId);
  if (!latest) {
    return {
      is_running: false,
      export_id: null,
      total_properties: 0,
      processed: 0,
      successful: 0,
      failed: 0,
      current_property: null,
      estimated_time_remaining: null,
      started_at: null,
      errors: [],
    };
  }
  const progress = progressOf(latest);
  const properties = tenantPropertyMap(tenantId);
  const describe = (id: number) => {
    const p = properties.get(id);
    return p ? `${p.title} (${p.external_id})` : `Imóvel ${id}`;
  };
  const processedIds = new Set(latest.property_ids.slice(0, progress.processed));
  const currentId = progress.running ? latest.property_ids[progress.processed] : undefined;
  return {
    is_running: progress.running,
    export_id: String(latest.id),
    total_properties: progress.total,
    processed: progress.processed,
    successful: progress.successful,
    failed: progress.failed,
    current_property:
      currentId === undefined
        ? null
        : { id: currentId, title: properties.get(currentId)?.title ?? `Imóvel ${currentId}` },
    estimated_time_remaining: Math.ceil(progress.remainingMs / 1000),
    started_at: latest.started_at,
    errors: latest.failures
      .filter((f) => processedIds.has(f.property_id))
      .map((f) => `${describe(f.property_id)}: ${f.message}`),
  };
}

// ───────────── export + activate ─────────────

function zeroCounts(): HighlightCounts {
  return { PREMIUM: 0, SUPER_PREMIUM: 0, PREMIERE_1: 0, PREMIERE_2: 0, TRIPLE: 0 };
}

function isHighlight(type: PublicationType | null | undefined): type is Highlight {
  return !!type && type !== 'STANDARD';
}

/** Live listings and highlights of a tenant at the portal. */
function portalUsage(properties: Iterable<PropertyRecord>): {
  listings: number;
  highlights: HighlightCounts;
} {
  const highlights = zeroCounts();
  let listings = 0;
  for (const p of properties) {
    if (p.archived || !p.portal_active) continue;
    listings += 1;
    if (isHighlight(p.publication_type)) highlights[p.publication_type] += 1;
  }
  return { listings, highlights };
}

function activationProblem(
  p: PropertyRecord,
  usage: { listings: number; highlights: HighlightCounts },
  contract: S['ContractConfig'] | null,
): Problem | null {
  if (contract) {
    if (!p.portal_active && usage.listings >= contract.listing_limit) {
      return {
        code: 'LISTING_LIMIT_REACHED',
        message: `Limite de anúncios do contrato atingido (${contract.listing_limit})`,
      };
    }
    const type = p.publication_type;
    if (isHighlight(type)) {
      const limit = contract.highlight_limits[type] ?? 0;
      const alreadyCounted = p.portal_active ? 1 : 0;
      if (usage.highlights[type] - alreadyCounted >= limit) {
        return {
          code: 'HIGHLIGHT_LIMIT_REACHED',
          message: `Limite de ${HIGHLIGHT_LABELS[type]} do contrato atingido (${limit})`,
        };
      }
    }
  }
  if (p.id % 13 === 7 && p.sync_error !== PORTAL_MESSAGES.underReview) {
    return { code: 'LISTING_UNDER_REVIEW', message: PORTAL_MESSAGES.underReview };
  }
  return null;
}

type ExportActivateResult = S['ExportActivateResult'];

async function exportAndActivate(
  tenantId: number,
  properties: PropertyRecord[],
  contract: S['ContractConfig'] | null,
): Promise<ExportActivateResult> {
  const usage = portalUsage(tenantPropertyMap(tenantId).values());
  const result: ExportActivateResult = {
    success: false,
    export_stats: { successful: 0, failed: 0, errors: [] },
    activation_results: [],
  };
  const now = nowIso();
  for (const p of properties) {
    const exportIssue = exportProblem(p);
    if (exportIssue) {
      result.export_stats.failed += 1;
      result.export_stats.errors.push({
        property_id: p.id,
        external_id: p.external_id,
        code: exportIssue.code,
        message: exportIssue.message,
        remote_id: p.remote_id ?? null,
        step: 'export',
      });
      await db.properties.update((q) => q.where({ id: p.id }), {
        data(d) {
          d.status = 'error';
          d.sync_status = 'error';
          d.sync_error = exportIssue.message;
          d.updated_at = now;
        },
      });
      continue;
    }
    result.export_stats.successful += 1;
    const remote = remoteIdFor(p);
    const activationIssue = activationProblem(p, usage, contract);
    if (activationIssue) {
      result.export_stats.errors.push({
        property_id: p.id,
        external_id: p.external_id,
        code: activationIssue.code,
        message: activationIssue.message,
        remote_id: remote,
        step: 'activation',
      });
      result.activation_results.push({
        property_id: p.id,
        remote_id: remote,
        activated: false,
        error: activationIssue.message,
      });
    } else {
      result.activation_results.push({ property_id: p.id, remote_id: remote, activated: true, error: null });
      if (!p.portal_active) usage.listings += 1;
      if (isHighlight(p.publication_type) && !p.portal_active) usage.highlights[p.publication_type] += 1;
    }
    await db.properties.update((q) => q.where({ id: p.id }), {
      data(d) {
        d.remote_id = remote;
        d.canalpro_id = remote;
        d.sync_status = 'synced';
        d.last_sync_at = now;
        d.updated_at = now;
        if (activationIssue) {
          // Exported but not live: an already live listing stays live.
          d.sync_error = activationIssue.message;
          if (!d.portal_active) d.status = 'synced';
        } else {
          d.sync_error = null;
          d.portal_active = true;
          d.status = 'active';
        }
      },
    });
  }
  result.success = result.export_stats.successful > 0;
  return result;
}

// ───────────── contract ─────────────

function contractKpis(tenantId: number, contract: S['ContractConfig'] | null): S['ContractKpis'] {
  const usage = portalUsage(tenantPropertyMap(tenantId).values());
  const limit = contract?.listing_limit ?? 0;
  let daysRemaining: number | null = null;
  if (contract?.end_date) {
    const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    daysRemaining = Math.max(0, Math.round((Date.parse(`${contract.end_date}T00:00:00Z`) - today) / DAY));
  }
  return {
    listing_limit: limit,
    listings_used: usage.listings,
    listings_available: Math.max(0, limit - usage.listings),
    highlight_limits: { ...zeroCounts(), ...(contract?.highlight_limits ?? {}) },
    highlights_used: usage.highlights,
    usage_percent: limit > 0 ? Math.round((usage.listings / limit) * 1000) / 10 : 0,
    days_remaining: daysRemaining,
    computed_at: nowIso(),
  };
}

// ───────────── handlers ─────────────

export const secondPortalHandlers = [
  // Automation of the token renewal.
  http.post('/integrations/canalpro/auto-renew', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      let link = await linkFor(session);
      // Preparing the renewal registers a device once credentials exist.
      if (link.canalpro_email && !link.device_id) {
        link = await updatePortalLink(link, (l) => {
          l.device_id = newDeviceId(l.tenant_id);
        });
      }
      const status = automationStatus(link);
      return response(200).json({
        device_id: link.device_id,
        automation_feasible: status.automation_feasible,
        requires_implementation: status.requires_implementation,
        next_steps: status.next_steps,
      });
    }),
  ),

  http.post('/integrations/canalpro/schedule-renewal', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = await parseOptionalBody(request, scheduleRenewalSchema);
      const link = await updatePortalLink(await linkFor(session), (l) => {
        l.hours_before_expiry = body.hours_before_expiry;
        l.automation_enabled = true;
        syncNextRenewal(l);
      });
      return response(200).json(automationStatus(link));
    }),
  ),

  http.post('/canalpro/automation/setup', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = await parseBody(request, automationSetupSchema);
      const current = await ensurePortalLink(session.tenant.id);
      // Signing in with the credentials gives a fresh token.
      const now = Date.now();
      const link = await updatePortalLink(current, (l) => {
        l.canalpro_email = body.email;
        l.device_id = body.device_id || l.device_id || newDeviceId(l.tenant_id);
        l.hours_before_expiry = body.hours_before_expiry;
        l.automation_enabled = body.enabled;
        l.canalpro_expires_at = now + CANALPRO_TOKEN_TTL_MS;
        l.last_renewal_at = iso(now);
        syncNextRenewal(l);
      });
      await recordEvent(
        link.tenant_id,
        'setup',
        true,
        body.enabled ? 'Automação configurada' : 'Automação configurada (desativada)',
      );
      return response(200).json(automationStatus(link));
    }),
  ),

  http.get('/canalpro/automation/status', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      return response(200).json(automationStatus(await linkFor(session)));
    }),
  ),

  http.post('/canalpro/automation/disable', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const current = await linkFor(session);
      const link = await updatePortalLink(current, (l) => {
        l.automation_enabled = false;
        l.next_renewal_at = null;
      });
      if (current.automation_enabled)
        await recordEvent(link.tenant_id, 'disable', true, 'Automação desativada');
      return response(200).json(automationStatus(link));
    }),
  ),

  http.post('/canalpro/automation/trigger', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const link = await linkFor(session);
      if (!link.canalpro_email) {
        const event = await recordEvent(
          link.tenant_id,
          'manual_trigger',
          false,
          'Falha ao renovar: credenciais do CanalPro não configuradas',
        );
        return response(200).json(event);
      }
      await renew(link, Date.now());
      return response(200).json(
        await recordEvent(link.tenant_id, 'manual_trigger', true, 'Token renovado com sucesso'),
      );
    }),
  ),

  http.get('/canalpro/automation/history', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await linkFor(session);
      const history = db.automationEvents
        .all()
        .filter((e) => e.tenant_id === session.tenant.id)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map((e) => ({
          id: e.id,
          action: e.action,
          success: e.success,
          message: e.message,
          created_at: e.created_at,
        }));
      return response(200).json({ history });
    }),
  ),

  // Export (long-running) and its progress.
  http.post('/integrations/canalpro/export', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, exportSchema);
      const tenantId = session.tenant.id;
      const properties = ownedProperties(tenantId, body.property_ids);
      requireCanalpro(await linkFor(session));
      await settleExports(tenantId);
      if (db.exportRuns.all().some((r) => r.tenant_id === tenantId && r.status === 'running')) {
        throw errors.conflict('Já existe uma exportação em andamento', 'EXPORT_ALREADY_RUNNING');
      }
      const now = Date.now();
      const failures = properties.flatMap((p) => {
        const problem = exportProblem(p);
        return problem ? [{ property_id: p.id, ...problem }] : [];
      });
      const created = await db.exportRuns.create({
        id: nextId('exportRuns'),
        tenant_id: tenantId,
        status: 'running',
        property_ids: properties.map((p) => p.id),
        started_at: iso(now),
        finished_at: null,
        started_ms: now,
        duration_ms: Math.min(
          EXPORT_MAX_MS,
          Math.max(EXPORT_MIN_MS, properties.length * EXPORT_MS_PER_PROPERTY),
        ),
        failures,
      });
      return response(202).json({
        success: true,
        export_id: String(created.id),
        processed: 0,
        failed: 0,
        errors: [],
        message: `Exportação iniciada para ${properties.length} ${properties.length === 1 ? 'imóvel' : 'imóveis'}`,
      });
    }),
  ),

  http.post('/integrations/canalpro/export_and_activate', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, exportActivateSchema);
      const tenantId = session.tenant.id;
      const properties = ownedProperties(tenantId, body.propertyIds);
      const link = await linkFor(session);
      requireCanalpro(link);
      return response(200).json(await exportAndActivate(tenantId, properties, link.contract));
    }),
  ),

  http.get('/integrations/canalpro/export/status', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      return response(200).json(exportStatus(session.tenant.id));
    }),
  ),

  http.get('/integrations/canalpro/export/history', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const tenantId = session.tenant.id;
      await settleExports(tenantId);
      const history = db.exportRuns
        .all()
        .filter((r) => r.tenant_id === tenantId)
        .sort((a, b) => b.started_ms - a.started_ms || b.id - a.id)
        .map((r) => {
          const progress = progressOf(r);
          return {
            id: String(r.id),
            status: r.status,
            started_at: r.started_at,
            finished_at: r.finished_at,
            successful: progress.successful,
            failed: progress.failed,
            total_properties: progress.total,
          };
        });
      return response(200).json({ history });
    }),
  ),

  // Credentials.
  http.post('/integrations/canalpro/setup', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, canalproSetupSchema);
      const current = await ensurePortalLink(session.tenant.id);
      let link = await renew(current, Date.now(), body.email);
      if (body.device_id) {
        link = await updatePortalLink(link, (l) => {
          l.device_id = body.device_id!;
        });
      }
      return response(200).json(credentialCheck(link, 'Credenciais do CanalPro configuradas com sucesso'));
    }),
  ),

  http.get('/integrations/canalpro/credentials/check', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      return response(200).json(credentialCheck(await linkFor(session)));
    }),
  ),

  http.post('/integrations/canalpro/credentials/renew', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, credentialsRenewSchema);
      const link = await renew(await ensurePortalLink(session.tenant.id), Date.now(), body.email);
      await recordEvent(link.tenant_id, 'renewal', true, 'Credenciais renovadas manualmente');
      return response(200).json(credentialCheck(link, 'Credenciais renovadas com sucesso'));
    }),
  ),

  // Contract configuration and usage.
  http.get('/api/canalpro-contract/config', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const link = await ensurePortalLink(session.tenant.id);
      return response(200).json(link.contract);
    }),
  ),

  http.post('/api/canalpro-contract/config', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const body = await parseBody(request, contractConfigSchema);
      const current = await ensurePortalLink(session.tenant.id);
      const previous = current.contract;
      const contract: S['ContractConfig'] = {
        contract_id:
          body.contract_id ||
          previous?.contract_id ||
          `CP-${body.start_date.slice(0, 4)}-${String(session.tenant.id * 1000 + current.id).padStart(5, '0')}`,
        plan_name: body.plan_name,
        monthly_fee: body.monthly_fee,
        listing_limit: body.listing_limit,
        highlight_limits: { ...zeroCounts(), ...stripUndefined(body.highlight_limits) },
        start_date: body.start_date,
        end_date: body.end_date ?? null,
        updated_at: nowIso(),
      };
      await updatePortalLink(current, (l) => {
        l.contract = contract;
      });
      return response(200).json(contract);
    }),
  ),

  http.delete('/api/canalpro-contract/config', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const current = await ensurePortalLink(session.tenant.id);
      if (!current.contract) throw errors.notFound('Nenhum contrato configurado');
      await updatePortalLink(current, (l) => {
        l.contract = null;
      });
      return response(200).json({ message: 'Configuração do contrato removida' });
    }),
  ),

  http.get('/api/canalpro-contract/kpis', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const link = await ensurePortalLink(session.tenant.id);
      await settleExports(session.tenant.id);
      return response(200).json(contractKpis(session.tenant.id, link.contract));
    }),
  ),
];

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
