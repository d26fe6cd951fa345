/**
 * The tenant's link to both portals (one `db.portalLinks` record per tenant): Gandalf's pending
 * login and token, Canal Pro's credentials, automation and contract. Every handler that reads or
 * writes a portal goes through these two functions.
 */
import { db, nextId } from '../db';
import type { PortalLinkRecord } from '../db/schemas';

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

/** The tenant's portal link as stored, without creating one (reads that must not write). */
export function findPortalLink(tenantId: number): PortalLinkRecord | undefined {
  return db.portalLinks.findFirst((q) => q.where({ tenant_id: tenantId }));
}

export async function updatePortalLink(
  link: PortalLinkRecord,
  mutate: (draft: PortalLinkRecord) => void,
): Promise<PortalLinkRecord> {
  return (await db.portalLinks.update((q) => q.where({ id: link.id }), { data: mutate })) ?? link;
}
