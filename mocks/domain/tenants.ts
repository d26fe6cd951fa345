/**
 * What the administration screens count per tenant: its users and its live properties
 * (docs/rules.md#the-tenants-properties: archived ones are out of every count).
 */
import { db } from '../db';

export interface Counts {
  users: Map<number, number>;
  properties: Map<number, number>;
}

/** Users and live (not archived) properties per tenant, counted in one pass each. */
export function tenantCounts(): Counts {
  const users = new Map<number, number>();
  for (const u of db.users.all()) users.set(u.tenant_id, (users.get(u.tenant_id) ?? 0) + 1);
  const properties = new Map<number, number>();
  for (const p of db.properties.all()) {
    if (!p.archived) properties.set(p.tenant_id, (properties.get(p.tenant_id) ?? 0) + 1);
  }
  return { users, properties };
}
