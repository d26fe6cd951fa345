/**
 * Gandalf, the first listing portal, simulated (docs/rules.md#gandalf): a link made with email +
 * password and a one-time code, then an import of the portal's listings into the tenant's
 * portfolio. Every tenant has a deterministic batch of listings (see `portalListings`), some of
 * which already exist in the portfolio (updated on import), some inactive (skipped with
 * `only_active`) and some malformed (reported in `errors`).
 */
import type { components } from '../../src/api/schema';
import { db, nextId } from '../db';
import type { PortalLinkRecord, PropertyRecord } from '../db/schemas';
import { errors, HttpError } from '../http';
import { createRandom } from '../random';
import { buildProperty } from '../seeders/properties';
import { tenantProperties } from './tenant-properties';

type TokenInfo = components['schemas']['GandalfTokenInfo'];
type ImportResult = components['schemas']['ImportResult'];

/** A pending login (waiting for the code) lives 10 minutes; a linked token 1 hour. */
export const GANDALF_SESSION_TTL_MS = 10 * 60_000;
export const GANDALF_TOKEN_TTL_MS = 60 * 60_000;
/** Wrong codes accepted before the pending login is voided. */
export const GANDALF_MAX_OTP_ATTEMPTS = 5;

export function hasValidGandalfToken(link: PortalLinkRecord, now = Date.now()): boolean {
  return !!link.gandalf_token && link.gandalf_expires_at !== null && link.gandalf_expires_at > now;
}

/** 502 (portal credentials, never 401: that would sign the user out of the product). */
export function requireGandalfToken(link: PortalLinkRecord): void {
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
export async function importListing(
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

/** Imports the portal's whole batch into the tenant's portfolio (the caller checked the link). */
export async function importBatch(tenantId: number, onlyActive: boolean): Promise<ImportResult> {
  const owned = [...tenantProperties(tenantId).values()];
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

export function pendingSession(link: PortalLinkRecord, sessionId: string): void {
  const expired = (link.gandalf_session_expires_at ?? 0) <= Date.now();
  if (!link.gandalf_session_id || link.gandalf_session_id !== sessionId || expired) {
    throw errors.validation(
      { session_id: 'Sessão de login não encontrada ou expirada. Inicie a vinculação novamente.' },
      'Sessão de login não encontrada ou expirada',
    );
  }
}

export function tokenInfo(link: PortalLinkRecord, sessionId: string): TokenInfo {
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
