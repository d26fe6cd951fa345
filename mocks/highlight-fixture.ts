import type { components } from '../src/api/schema';
import { db } from './db';

type PublicationType = components['schemas']['PublicationType'];
type HighlightCounts = components['schemas']['HighlightCounts'];

/**
 * The highlight planner's states, for its stories and tests: every own property of a tenant gets
 * one publication type (so a selection's types are known whatever gets selected), and its Canal Pro
 * contract gets these highlight limits (levels left out: none contracted), or no contract at all.
 * The usage the KPIs report then follows from the tenant's live listings, as always.
 */
export async function arrangeHighlights(
  tenantId: number,
  { type = 'STANDARD', limits }: { type?: PublicationType; limits: HighlightCounts | null },
): Promise<void> {
  await db.properties.updateMany((q) => q.where({ tenant_id: tenantId }), {
    data(p) {
      p.publication_type = type;
    },
  });
  await db.portalLinks.update((q) => q.where({ tenant_id: tenantId }), {
    data(link) {
      link.contract = limits && {
        contract_id: 'CP-2026-00421',
        plan_name: 'Plano Profissional 200',
        monthly_fee: 1890,
        listing_limit: 200,
        highlight_limits: {
          PREMIUM: 0,
          SUPER_PREMIUM: 0,
          PREMIERE_1: 0,
          PREMIERE_2: 0,
          TRIPLE: 0,
          ...limits,
        },
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        updated_at: '2026-01-01T00:00:00.000Z',
      };
    },
  });
}
