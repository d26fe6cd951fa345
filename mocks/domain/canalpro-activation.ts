/**
 * Export + activation at Canal Pro and the contract's usage (docs/rules.md#activation-and-the-contract):
 * synchronous, with a result per property. A listing goes live unless the contract's listing
 * limit or the limit of its highlight level is reached (LISTING_LIMIT_REACHED,
 * HIGHLIGHT_LIMIT_REACHED), or the portal holds it for moderation (LISTING_UNDER_REVIEW, for ids
 * ≡ 7 (mod 13), once: the retry goes through). Usage counts the tenant's live listings only.
 */
import type { components } from '../../src/api/schema';
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';
import { nowIso } from '../http';
import { PORTAL_MESSAGES } from './canalpro-credentials';
import { exportProblem, listingRemoteId, type Problem } from './canalpro-export';
import { liveProperties } from './tenant-properties';
import { todayInBrasilia } from '../../src/lib/brasilia';

type S = components['schemas'];
type PublicationType = S['PublicationType'];
type Highlight = Exclude<PublicationType, 'STANDARD'>;
type HighlightCounts = Required<S['HighlightCounts']>;
type ExportActivateResult = S['ExportActivateResult'];
type ContractBody = Omit<
  S['ContractConfig'],
  'contract_id' | 'updated_at' | 'highlight_limits' | 'end_date'
> & {
  contract_id?: string | null;
  end_date?: string | null;
  highlight_limits: Partial<Record<Highlight, number | undefined>>;
};

const DAY = 86_400_000;

const HIGHLIGHT_LABELS: Record<Highlight, string> = {
  PREMIUM: 'Destaque',
  SUPER_PREMIUM: 'Super destaque',
  PREMIERE_1: 'Destaque Exclusivo',
  PREMIERE_2: 'Destaque Superior',
  TRIPLE: 'Destaque Triplo',
};

function zeroCounts(): HighlightCounts {
  return { PREMIUM: 0, SUPER_PREMIUM: 0, PREMIERE_1: 0, PREMIERE_2: 0, TRIPLE: 0 };
}

function isHighlight(type: PublicationType | null | undefined): type is Highlight {
  return !!type && type !== 'STANDARD';
}

interface Usage {
  listings: number;
  highlights: HighlightCounts;
}

/** Live listings and highlights of a tenant at the portal. */
function portalUsage(tenantId: number): Usage {
  const highlights = zeroCounts();
  let listings = 0;
  for (const p of liveProperties(tenantId).values()) {
    if (!p.portal_active) continue;
    listings += 1;
    if (isHighlight(p.publication_type)) highlights[p.publication_type] += 1;
  }
  return { listings, highlights };
}

function activationProblem(
  p: PropertyRecord,
  usage: Usage,
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

async function markExportFailed(p: PropertyRecord, message: string, now: string): Promise<void> {
  await db.properties.update((q) => q.where({ id: p.id }), {
    data(d) {
      d.status = 'error';
      d.sync_status = 'error';
      d.sync_error = message;
      d.updated_at = now;
    },
  });
}

async function markExported(p: PropertyRecord, remote: string, activationIssue: Problem | null, now: string) {
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

/** Exports and activates each property in turn; the usage grows with each listing made live. */
export async function exportAndActivate(
  tenantId: number,
  properties: PropertyRecord[],
  contract: S['ContractConfig'] | null,
): Promise<ExportActivateResult> {
  const usage = portalUsage(tenantId);
  const result: ExportActivateResult = {
    success: false,
    export_stats: { successful: 0, failed: 0, errors: [] },
    activation_results: [],
  };
  const now = nowIso();
  for (const p of properties) {
    const base = { property_id: p.id, external_id: p.external_id };
    const exportIssue = exportProblem(p);
    if (exportIssue) {
      result.export_stats.failed += 1;
      result.export_stats.errors.push({
        ...base,
        ...exportIssue,
        remote_id: p.remote_id ?? null,
        step: 'export',
      });
      await markExportFailed(p, exportIssue.message, now);
      continue;
    }
    result.export_stats.successful += 1;
    const remote = listingRemoteId(p);
    const activationIssue = activationProblem(p, usage, contract);
    if (activationIssue) {
      result.export_stats.errors.push({ ...base, ...activationIssue, remote_id: remote, step: 'activation' });
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
    await markExported(p, remote, activationIssue, now);
  }
  result.success = result.export_stats.successful > 0;
  return result;
}

/** The contract's usage now: listings and highlights live against its limits, days left. */
export function contractKpis(tenantId: number, contract: S['ContractConfig'] | null): S['ContractKpis'] {
  const usage = portalUsage(tenantId);
  const limit = contract?.listing_limit ?? 0;
  let daysRemaining: number | null = null;
  if (contract?.end_date) {
    // The contract's days are Brasília's: from 21:00 there, the UTC date was already tomorrow's.
    const today = Date.parse(`${todayInBrasilia()}T00:00:00Z`);
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

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The contract a save stores: the id sent, else the one it had, else a new 'CP-<year>-<n>';
 * highlight limits not sent are 0.
 */
export function contractFrom(
  body: ContractBody,
  previous: S['ContractConfig'] | null,
  fallbackNumber: number,
): S['ContractConfig'] {
  return {
    contract_id:
      body.contract_id ||
      previous?.contract_id ||
      `CP-${body.start_date.slice(0, 4)}-${String(fallbackNumber).padStart(5, '0')}`,
    plan_name: body.plan_name,
    monthly_fee: body.monthly_fee,
    listing_limit: body.listing_limit,
    highlight_limits: { ...zeroCounts(), ...stripUndefined(body.highlight_limits) },
    start_date: body.start_date,
    end_date: body.end_date ?? null,
    updated_at: nowIso(),
  };
}
