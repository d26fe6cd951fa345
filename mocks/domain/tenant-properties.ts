/**
 * The tenant's properties (docs/rules.md#the-tenants-properties), decided once:
 *
 * - `tenantProperties`: every record the tenant owns, archived ones included. An archived
 *   property is still the tenant's: it is read by id, restored, deleted for good, keeps its
 *   external id taken (a Gandalf import updates it instead of inserting a twin) and an export
 *   that was running when it was archived still settles on it.
 * - `liveProperties`: the same without the archived ones. Whatever acts on the portal or counts
 *   what is there — export, activation and its limits, refresh schedules and runs, highlight
 *   changes, statistics — works on these only.
 *
 * Partners' shared properties are never the tenant's (read-only, see `isVisibleTo`).
 */
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';
import { errors } from '../http';
import { findProperty, isVisibleTo } from '../properties-query';

export const PROPERTY_NOT_FOUND = 'Imóvel não encontrado';

/** Every property of the tenant by id, archived ones included, built once per request. */
export function tenantProperties(tenantId: number): Map<number, PropertyRecord> {
  const out = new Map<number, PropertyRecord>();
  for (const p of db.properties.all()) if (p.tenant_id === tenantId) out.set(p.id, p);
  return out;
}

/** The tenant's live (not archived) properties by id, built once per request. */
export function liveProperties(tenantId: number): Map<number, PropertyRecord> {
  const out = new Map<number, PropertyRecord>();
  for (const p of db.properties.all()) if (p.tenant_id === tenantId && !p.archived) out.set(p.id, p);
  return out;
}

/**
 * Owned ids, else 422: the requested ids, once each, when every one is a live property of the
 * tenant; otherwise 422 naming those that are not (another tenant's id looks unknown: no leak).
 */
export function requireLiveIds(ids: readonly number[], live: Map<number, PropertyRecord>): number[] {
  const unique = [...new Set(ids)];
  const unknown = unique.filter((id) => !live.has(id));
  if (unknown.length > 0) {
    throw errors.validation(
      { property_ids: `Imóveis não encontrados: ${unknown.join(', ')}` },
      'Imóveis não encontrados',
    );
  }
  return unique;
}

/** `requireLiveIds`, answering the records. */
export function requireLiveProperties(tenantId: number, ids: readonly number[]): PropertyRecord[] {
  const live = liveProperties(tenantId);
  return requireLiveIds(ids, live).map((id) => live.get(id)!);
}

/** Removes properties from the product, with their refresh-schedule links and vector points. */
export function removeProperties(tenantId: number, ids: number[]): void {
  if (ids.length === 0) return;
  const set = new Set(ids);
  db.properties.deleteMany((q) => q.where((p) => p.tenant_id === tenantId && set.has(p.id)));
  db.scheduleLinks.deleteMany((q) => q.where((l) => l.tenant_id === tenantId && set.has(l.property_id)));
  db.vectorPoints.deleteMany((q) =>
    q.where((point) => {
      const propertyId = point.payload?.property_id;
      return point.tenant_id === tenantId && typeof propertyId === 'number' && set.has(propertyId);
    }),
  );
}

/** The tenant's own property (archived ones included), else 404: another tenant's id is unknown. */
export function ownedProperty(tenantId: number, id: number): PropertyRecord {
  const p = findProperty(id);
  if (!p || p.tenant_id !== tenantId) throw errors.notFound(PROPERTY_NOT_FOUND);
  return p;
}

/** Own or shared with the tenant (read-only access), else 404. */
export function visibleProperty(tenantId: number, id: number): PropertyRecord {
  const p = findProperty(id);
  if (!p || !isVisibleTo(p, tenantId)) throw errors.notFound(PROPERTY_NOT_FOUND);
  return p;
}
