/**
 * The statistics of a tenant's properties (docs/rules.md#statistics): the list's chips count
 * what the list shows by default (own and shared, archived out), the dashboard counts its own
 * live properties. Both read the records as they are now (a settled sync counts).
 */
import type { components } from '../../src/api/schema';
import { db } from '../db';
import { ownSummaries } from '../properties-query';

type S = components['schemas'];

/** Dashboard buckets of the property types (the spec's labels: Apartamentos, Casas, ...). */
const TYPE_BUCKET: Record<S['PropertyType'], string> = {
  APARTMENT: 'apartment',
  COBERTURA: 'apartment',
  FLAT: 'apartment',
  KITNET_CONJUGADO: 'apartment',
  LOFT: 'apartment',
  STUDIO: 'apartment',
  HOUSE: 'house',
  CASA_CONDOMINIO: 'house',
  CASA_VILA: 'house',
  PREDIO_EDIFICIO_INTEIRO: 'commercial',
  LOTE_TERRENO: 'land',
  FAZENDA_SITIO_CHACARA: 'farm',
};

/** The list's chips: the set the list shows by default (own + shared), so chips, total and filters agree. */
export function propertyStats(tenantId: number): S['PropertyStats'] {
  const stats = { total: 0, shared: 0, imported: 0, pending: 0, synced: 0, error: 0, active: 0 };
  for (const p of ownSummaries(tenantId, { shared: true })) {
    stats.total += 1;
    if (p.tenantId !== tenantId) stats.shared += 1;
    if (p.status in stats && p.status !== 'total' && p.status !== 'shared') {
      stats[p.status as keyof typeof stats] += 1;
    }
  }
  return stats;
}

/** The dashboard's figures over the tenant's own live properties. */
export function dashboardStats(tenantId: number): S['DashboardStats'] {
  const activeSchedules = new Set(
    db.schedules
      .all()
      .filter((s) => s.tenant_id === tenantId && s.is_active)
      .map((s) => s.id),
  );
  const inRefresh = new Set(
    db.scheduleLinks
      .all()
      .filter((l) => l.tenant_id === tenantId && activeSchedules.has(l.schedule_id))
      .map((l) => l.property_id),
  );
  const byType: Record<string, number> = {};
  let refresh = 0;
  let active = 0;
  let highlighted = 0;
  let lastUpdate: string | null = null;
  const live = ownSummaries(tenantId);
  for (const p of live) {
    if (inRefresh.has(p.id)) refresh += 1;
    if ((p.status === 'active' || p.status === 'synced') && p.portalActive) active += 1;
    if (p.publicationType && p.publicationType !== 'STANDARD') highlighted += 1;
    const bucket = p.type ? (TYPE_BUCKET[p.type as S['PropertyType']] ?? p.type) : 'other';
    byType[bucket] = (byType[bucket] ?? 0) + 1;
    if (lastUpdate === null || p.updatedAt > lastUpdate) lastUpdate = p.updatedAt;
  }
  return {
    total_properties: live.length,
    properties_in_refresh: refresh,
    active_properties: active,
    inactive_properties: live.length - active,
    highlighted_properties: highlighted,
    properties_by_type: byType,
    last_update: lastUpdate,
  };
}
