/**
 * First listing portal ("Gandalf"): link with email + password and a one-time code, then import
 * the portal's listings into the tenant's portfolio.
 *
 * The link state of each tenant lives in `db.portalLinks` (pending login session, token, expiry).
 * The portal itself is simulated: every tenant has a deterministic batch of listings (see
 * `portalListings`), some of which already exist in the portfolio (updated on import), some
 * inactive (skipped with `only_active`) and some malformed (reported in `errors`).
 */
import type * as v from 'valibot';
import type { components } from '../../src/api/schema';
import {
  gandalfImportOneSchema,
  gandalfImportSchema,
  gandalfLinkSchema,
  gandalfOtpRequestSchema,
  gandalfValidateSchema,
} from '../../src/features/portals/schemas';
import { randomId } from '../crypto';
import { db, nextId } from '../db';
import type { PortalLinkRecord, PropertyRecord } from '../db/schemas';
import {
  errors,
  HttpError,
  http,
  parseBody,
  requireAdmin,
  requireSession,
  run,
  validate,
  type Session,
} from '../http';
import { createRandom } from '../random';
import { buildProperty, FIRST_PORTAL_OTP } from '../seed';

type TokenInfo = components['schemas']['GandalfTokenInfo'];
type ImportResult = components['schemas']['ImportResult'];

/** A pending login (waiting for the code) lives 10 minutes; a linked token 1 hour. */
export const GANDALF_SESSION_TTL_MS = 10 * 60_000;
export const GANDALF_TOKEN_TTL_MS = 60 * 60_000;
/** Wrong codes accepted before the pending login is voided. */
export const GANDALF_MAX_OTP_ATTEMPTS = 5;

// ───────────── portal link records ─────────────

/** The tenant's portal link, created empty for tenants that have none yet (e.g. created later). */
export async function ensurePortalLink(tenantId: number): Promise<PortalLinkRecord> {
  const found = db.portalLinks.findFirst((q) => q.where({ tenant_id: tenantId }));
  if (found) return found;
  return db.portalLinks.create({
    id: nextId('portalLinks'),
    tenant_id: tenantId,
    gandalf_email: null,
    gandalf_session_id: null,
    gandalf_device_id: null,
    gandalf_token: null,
    gandalf_expires_at: null,
    gandalf_session_expires_at: null,
    gandalf_otp_attempts: 0,
    canalpro_email: null,
    canalpro_expires_at: null,
    automation_enabled: false,
    hours_before_expiry: 4,
    device_id: null,
    next_renewal_at: null,
    last_renewal_at: null,
    contract: null,
  });
}

export async function updatePortalLink(
  link: PortalLinkRecord,
  mutate: (draft: PortalLinkRecord) => void,
): Promise<PortalLinkRecord> {
  return (await db.portalLinks.update((q) => q.where({ id: link.id }), { data: mutate })) ?? link;
}

export function hasValidGandalfToken(link: PortalLinkRecord, now = Date.now()): boolean {
  return !!link.gandalf_token && link.gandalf_expires_at !== null && link.gandalf_expires_at > now;
}

/** 502 (portal credentials, never 401: that would sign the user out of the product). */
function requireGandalfToken(link: PortalLinkRecord): void {
  if (!link.gandalf_token) {
    throw new HttpError(
      502,
      'Portal Gandalf não vinculado. Vincule sua conta do portal em Configurações para importar imóveis.',
      'PORTAL_AUTH_FAILED',
    );
  }
  if (!hasValidGandalfToken(link)) {
    throw new HttpError(
      502,
      'A vinculação com o portal Gandalf expirou. Vincule o portal novamente em Configurações.',
      'PORTAL_CREDENTIALS_EXPIRED',
    );
  }
}

/** The body, or `{}` when the (optional) body is absent; malformed JSON is still a 400. */
async function parseOptionalBody<S extends v.GenericSchema>(
  request: Request,
  schema: S,
): Promise<v.InferOutput<S>> {
  const text = await request.clone().text();
  if (!text.trim()) return validate(schema, {});
  return parseBody(request, schema);
}

// ───────────── the simulated portal ─────────────

interface Listing {
  external_id: string;
  /** Active at the portal (inactive ones are skipped when importing `only_active`). */
  active: boolean;
  /** Why the portal listing cannot be imported, or null. */
  problem: string | null;
  /** An existing portfolio property this listing mirrors, or null for a portal-only listing. */
  mirrors: PropertyRecord | null;
  /** Index of the portal-only listing (drives its deterministic content). */
  index: number;
}

/** Portal-only listings per tenant, and which of them are inactive or malformed. */
const PORTAL_ONLY = 9;
const INACTIVE = new Set([6, 7]);
const MALFORMED = new Map<number, string>([
  [5, 'preço de venda e de aluguel ausentes'],
  [8, 'endereço ausente'],
]);
/** Portfolio properties the portal also lists (matched by external_id → updated on import). */
const MIRRORED = 3;

function pad(n: number, size: number): string {
  return String(n).padStart(size, '0');
}

export function gandalfExternalId(tenantId: number, index: number): string {
  return `GD-${pad(tenantId * 1000 + 101 + index, 6)}`;
}

/**
 * The tenant's listings at the first portal: the first three portfolio properties with a QD- id
 * (the portal lists them too), then nine portal-only listings GD-…, two of them inactive and two
 * malformed. Deterministic, so a second import of the same batch updates instead of inserting.
 */
export function portalListings(tenantId: number, tenantProperties: PropertyRecord[]): Listing[] {
  const mirrored = tenantProperties
    .filter((p) => p.external_id.startsWith('QD-'))
    .sort((a, b) => a.id - b.id)
    .slice(0, MIRRORED);
  const listings: Listing[] = mirrored.map((p) => ({
    external_id: p.external_id,
    active: true,
    problem: null,
    mirrors: p,
    index: -1,
  }));
  for (let index = 0; index < PORTAL_ONLY; index++) {
    listings.push({
      external_id: gandalfExternalId(tenantId, index),
      active: !INACTIVE.has(index),
      problem: MALFORMED.get(index) ?? null,
      mirrors: null,
      index,
    });
  }
  return listings;
}

/** A complete property for a portal-only listing; the same content on every import. */
function listingProperty(tenantId: number, listing: Listing, id: number, nowMs: number): PropertyRecord {
  const random = createRandom(tenantId * 10_007 + listing.index * 101 + 17);
  const base = buildProperty(random, id, tenantId, listing.index, nowMs);
  const now = new Date(nowMs).toISOString();
  return {
    ...base,
    external_id: listing.external_id,
    status: 'imported',
    remote_id: null,
    canalpro_id: null,
    publication_type: 'STANDARD',
    sync_status: 'idle',
    portal_active: false,
    shared: false,
    archived: false,
    archived_at: null,
    deletion_reason: null,
    deletion_notes: null,
    last_sync_at: now,
    sync_error: null,
    created_at: now,
    updated_at: now,
  };
}

type Outcome = 'inserted' | 'updated' | 'skipped';

/** Imports one listing into the tenant's portfolio (matching by external_id). */
async function importListing(
  tenantId: number,
  listing: Listing,
  byExternalId: Map<string, PropertyRecord>,
  onlyActive: boolean,
  nowMs: number,
): Promise<{ outcome: Outcome; error: string | null }> {
  if (listing.problem) {
    return { outcome: 'skipped', error: `Anúncio ${listing.external_id}: ${listing.problem}` };
  }
  if (onlyActive && !listing.active) return { outcome: 'skipped', error: null };
  const now = new Date(nowMs).toISOString();
  const existing = byExternalId.get(listing.external_id);
  if (existing) {
    const fresh = listing.mirrors ? null : listingProperty(tenantId, listing, existing.id, nowMs);
    await db.properties.update((q) => q.where({ id: existing.id }), {
      data(p) {
        if (fresh) {
          // The portal's content wins; local state (status, portal ids, highlights) stays.
          p.title = fresh.title;
          p.description = fresh.description;
          p.price_sale = fresh.price_sale;
          p.price_rent = fresh.price_rent;
          p.image_urls = fresh.image_urls;
        }
        p.last_sync_at = now;
        p.updated_at = now;
      },
    });
    return { outcome: 'updated', error: null };
  }
  const created = await db.properties.create(listingProperty(tenantId, listing, nextId('properties'), nowMs));
  byExternalId.set(created.external_id, created);
  return { outcome: 'inserted', error: null };
}

function tenantProperties(tenantId: number): PropertyRecord[] {
  return db.properties.all().filter((p) => p.tenant_id === tenantId);
}

async function importBatch(session: Session, onlyActive: boolean): Promise<ImportResult> {
  const link = await ensurePortalLink(session.tenant.id);
  requireGandalfToken(link);
  const tenantId = session.tenant.id;
  const owned = tenantProperties(tenantId);
  const byExternalId = new Map(owned.map((p) => [p.external_id, p]));
  const listings = portalListings(tenantId, owned);
  const result: ImportResult = {
    inserted: 0,
    updated: 0,
    skipped: 0,
    total_listings: listings.length,
    errors: [],
  };
  const nowMs = Date.now();
  for (const listing of listings) {
    const { outcome, error } = await importListing(tenantId, listing, byExternalId, onlyActive, nowMs);
    result[outcome] += 1;
    if (error) result.errors.push(error);
  }
  return result;
}

// ───────────── handlers ─────────────

function pendingSession(link: PortalLinkRecord, sessionId: string): void {
  const expired = (link.gandalf_session_expires_at ?? 0) <= Date.now();
  if (!link.gandalf_session_id || link.gandalf_session_id !== sessionId || expired) {
    throw errors.validation(
      { session_id: 'Sessão de login não encontrada ou expirada. Inicie a vinculação novamente.' },
      'Sessão de login não encontrada ou expirada',
    );
  }
}

function tokenInfo(link: PortalLinkRecord, sessionId: string): TokenInfo {
  const token = link.gandalf_token!;
  const expiresAt = link.gandalf_expires_at!;
  const expiresIn = Math.max(0, Math.floor((expiresAt - Date.now()) / 1000));
  return {
    session_id: sessionId,
    requires_otp: false,
    message: 'Portal Gandalf vinculado com sucesso',
    access_token: token,
    gandalf_token: token,
    token_string: token,
    token: { access_token: token, expires_in: expiresIn },
    expires_in: expiresIn,
    expires: expiresIn,
    expire_seconds: expiresIn,
    expiry_ts: Math.floor(expiresAt / 1000),
  };
}

export const firstPortalHandlers = [
  http.post('/integrations/gandalf/start', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, gandalfLinkSchema);
      const link = await ensurePortalLink(session.tenant.id);
      const sessionId = randomId('gds_');
      await updatePortalLink(link, (l) => {
        l.gandalf_email = body.email;
        l.gandalf_session_id = sessionId;
        l.gandalf_device_id = body.device_id || null;
        l.gandalf_session_expires_at = Date.now() + GANDALF_SESSION_TTL_MS;
        l.gandalf_otp_attempts = 0;
      });
      return response(200).json({
        requires_otp: true,
        session_id: sessionId,
        message: 'Código enviado para seu email',
      });
    }),
  ),

  http.post('/integrations/gandalf/validate', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, gandalfValidateSchema);
      const link = await ensurePortalLink(session.tenant.id);
      const sessionId = body.session_id!;
      pendingSession(link, sessionId);
      if (body.email && body.email.toLowerCase() !== (link.gandalf_email ?? '').toLowerCase()) {
        throw errors.validation({ email: 'Email não corresponde à sessão de login' });
      }
      if (body.otp !== FIRST_PORTAL_OTP) {
        const attempts = (link.gandalf_otp_attempts ?? 0) + 1;
        const exhausted = attempts >= GANDALF_MAX_OTP_ATTEMPTS;
        await updatePortalLink(link, (l) => {
          l.gandalf_otp_attempts = attempts;
          if (exhausted) {
            l.gandalf_session_id = null;
            l.gandalf_session_expires_at = null;
          }
        });
        if (exhausted) {
          throw errors.validation(
            { otp: 'Muitas tentativas inválidas. Inicie a vinculação novamente.' },
            'Muitas tentativas inválidas',
          );
        }
        throw errors.validation({ otp: 'Código inválido' }, 'Código inválido');
      }
      const linked = await updatePortalLink(link, (l) => {
        l.gandalf_token = `gdf_${randomId()}${randomId()}`;
        l.gandalf_expires_at = Date.now() + GANDALF_TOKEN_TTL_MS;
        if (body.device_id) l.gandalf_device_id = body.device_id;
        l.gandalf_session_id = null;
        l.gandalf_session_expires_at = null;
        l.gandalf_otp_attempts = 0;
      });
      return response(200).json(tokenInfo(linked, sessionId));
    }),
  ),

  http.post('/integrations/gandalf/request-otp', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, gandalfOtpRequestSchema);
      const link = await ensurePortalLink(session.tenant.id);
      pendingSession(link, body.session_id);
      if (body.email && body.email.toLowerCase() !== (link.gandalf_email ?? '').toLowerCase()) {
        throw errors.validation({ email: 'Email não corresponde à sessão de login' });
      }
      // A new code (still FIRST_PORTAL_OTP in the mock) and a fresh 10 minutes.
      await updatePortalLink(link, (l) => {
        l.gandalf_session_expires_at = Date.now() + GANDALF_SESSION_TTL_MS;
        l.gandalf_otp_attempts = 0;
      });
      return response(200).json({
        requires_otp: true,
        session_id: body.session_id,
        message: 'Novo código enviado para seu email',
      });
    }),
  ),

  http.post('/integrations/gandalf/import', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseOptionalBody(request, gandalfImportSchema);
      return response(200).json(await importBatch(session, body.only_active));
    }),
  ),

  http.post('/properties/import_gandalf', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseOptionalBody(request, gandalfImportSchema);
      return response(200).json(await importBatch(session, body.only_active));
    }),
  ),

  http.post('/integrations/gandalf/import_one', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, gandalfImportOneSchema);
      const link = await ensurePortalLink(session.tenant.id);
      requireGandalfToken(link);
      const tenantId = session.tenant.id;
      const owned = tenantProperties(tenantId);
      const listing = portalListings(tenantId, owned).find((l) => l.external_id === body.external_id);
      if (!listing) throw errors.notFound('Anúncio não encontrado no portal Gandalf');
      const byExternalId = new Map(owned.map((p) => [p.external_id, p]));
      // An explicit request imports the listing even when it is inactive at the portal.
      const { outcome, error } = await importListing(tenantId, listing, byExternalId, false, Date.now());
      const result: ImportResult = { inserted: 0, updated: 0, skipped: 0, total_listings: 1, errors: [] };
      result[outcome] = 1;
      if (error) result.errors.push(error);
      return response(200).json(result);
    }),
  ),

  http.get('/admin/integrations/gandalf/validate', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      requireAdmin(session);
      const link = await ensurePortalLink(session.tenant.id);
      return response(200).json({ validated: hasValidGandalfToken(link) });
    }),
  ),
];
