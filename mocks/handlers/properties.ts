/**
 * Contract tag `properties`: lists (tenant and public), detail, create/replace/update/delete,
 * duplicate, Gandalf sync (simulated over time), statistics, the Gandalf token debug view and
 * bulk highlight changes. Photos are in `property-images.ts`. The rules live in
 * `mocks/domain/` (writes, sync, statistics; docs/rules.md#the-tenants-properties).
 *
 * - A tenant sees its own properties and, with `include_shared` (default true), the non-archived
 *   properties other tenants share (`shared`); those are read-only: every write answers 404.
 * - The public list and detail show published properties only: not archived, status active or synced.
 * - Archived (soft-deleted) properties are hidden from lists unless `include_archived=true`, stay
 *   readable by id, and are restored with PATCH `{ archived: false }`.
 */
import { bulkPublicationTypeSchema, bulkSyncSchema } from '../../src/features/properties/schemas/bulk';
import {
  propertyCreateSchema,
  propertyPatchSchema,
  propertyReplaceSchema,
} from '../../src/features/properties/schemas/property';
import { plural } from '../../src/lib/format';
import { db, nextId } from '../db';
import type { PropertyRecord } from '../db/schemas';
import { settleExports } from '../domain/canalpro-export';
import { findPortalLink } from '../domain/portal-link';
import { dashboardStats, propertyStats } from '../domain/property-stats';
import {
  currentState,
  persistState,
  startSync,
  SYNC_QUEUE_MS,
  syncProblem,
  syncStatusOf,
  type SyncingRecord,
} from '../domain/property-sync';
import {
  assertExternalIdFree,
  assertFiguresAgree,
  changesFrom,
  developmentChanges,
  freshListingState,
  generateExternalId,
  propertyCode,
  publishedState,
  saveMessage,
  writableDefaults,
} from '../domain/property-writes';
import {
  liveProperties,
  ownedProperty,
  PROPERTY_NOT_FOUND,
  removeProperties,
  tenantProperties,
  visibleProperty,
} from '../domain/tenant-properties';
import { errors, http, idParam, nowIso, parseBody, requireAdmin, requireSession, run } from '../http';
import { findProperty, isPublished, listProperties, parseListQuery } from '../properties-query';
import { toProperty, toPropertyListItem } from '../serializers';

export const propertiesHandlers = [
  // Literal paths first: MSW takes the first match.
  http.get('/properties/public', ({ request, response }) =>
    run(() => {
      const query = parseListQuery(new URL(request.url));
      const { data, total } = listProperties('public', query);
      return response(200).json({
        data: data.map(toPropertyListItem),
        total,
        page: query.page,
        page_size: query.page_size,
      });
    }),
  ),

  http.get('/properties/public/{id}', ({ params, response }) =>
    run(() => {
      const id = idParam(params.id);
      const stored = findProperty(id);
      const p = stored && currentState(stored);
      if (!p || !isPublished(p)) throw errors.notFound(PROPERTY_NOT_FOUND);
      return response(200).json(toProperty(p));
    }),
  ),

  http.get('/properties/stats', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      return response(200).json(propertyStats(session.tenant.id));
    }),
  ),

  http.get('/properties/dashboard/stats', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      return response(200).json(dashboardStats(session.tenant.id));
    }),
  ),

  http.get('/properties/debug/gandalf_token', ({ request, response }) =>
    run(() => {
      const session = requireSession(request);
      requireAdmin(session);
      const link = findPortalLink(session.tenant.id);
      const token = link?.gandalf_token ?? null;
      const expiresMs = token ? (link?.gandalf_expires_at ?? null) : null;
      return response(200).json({
        has_token: token !== null,
        expires_at: expiresMs === null ? null : new Date(expiresMs).toISOString(),
        expires_in: expiresMs === null ? null : Math.max(0, Math.floor((expiresMs - Date.now()) / 1000)),
        token_preview: token === null ? null : `${token.slice(0, 8)}…`,
      });
    }),
  ),

  http.post('/properties/bulk/sync_gandalf', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, bulkSyncSchema);
      // Archived properties are the tenant's: a sync of one is asked for and made.
      const owned = tenantProperties(session.tenant.id);
      const now = Date.now();
      let synced = 0;
      let failed = 0;
      for (const id of new Set(body.ids)) {
        const p = owned.get(id);
        if (!p) {
          failed += 1; // unknown or another tenant's: never touched
          continue;
        }
        await startSync(p, now, 'syncing');
        if (syncProblem(p)) failed += 1;
        else synced += 1;
      }
      const message =
        failed === 0
          ? plural(synced, 'imóvel sincronizado', 'imóveis sincronizados')
          : `${plural(synced, 'imóvel sincronizado', 'imóveis sincronizados')}, ${plural(failed, 'com falha', 'com falha')}`;
      return response(200).json({ synced, failed, message });
    }),
  ),

  http.post('/properties/bulk/update_publication_type', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, bulkPublicationTypeSchema);
      const live = liveProperties(session.tenant.id);
      const ids = new Set(body.property_ids.filter((id) => live.has(id)));
      const now = nowIso();
      if (ids.size > 0) {
        await db.properties.updateMany((q) => q.where((p) => ids.has(p.id)), {
          data(d) {
            d.publication_type = body.publication_type;
            d.updated_at = now;
          },
        });
      }
      return response(200).json({
        updated: ids.size,
        message: `Tipo de destaque atualizado em ${plural(ids.size, 'imóvel', 'imóveis')}`,
      });
    }),
  ),

  http.get('/properties', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      // A finished export changes remote ids and statuses: apply it before anyone reads them.
      await settleExports(session.tenant.id);
      const query = parseListQuery(new URL(request.url));
      const { data, total, shared_total } = listProperties({ tenantId: session.tenant.id }, query);
      return response(200).json({
        data: data.map(toPropertyListItem),
        total,
        shared_total,
        page: query.page,
        page_size: query.page_size,
      });
    }),
  ),

  http.post('/properties', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, propertyCreateSchema);
      const tenantId = session.tenant.id;
      if (body.external_id !== undefined) assertExternalIdFree(tenantId, body.external_id, null);
      const id = nextId('properties');
      const base = {
        ...writableDefaults(),
        id,
        tenant_id: tenantId,
        title: body.title,
        external_id: body.external_id ?? generateExternalId(tenantId),
        property_code: propertyCode(id, body.property_type),
        ...freshListingState(),
      } as PropertyRecord;
      const record = {
        ...base,
        ...changesFrom(body, base),
        ...developmentChanges(body, null, tenantId),
      } as PropertyRecord;
      Object.assign(record, publishedState(record, body.publish));
      const created = await db.properties.create(record);
      const message = await saveMessage(created, body, 'Imóvel criado com sucesso');
      return response(201).json({ property: toProperty(created), message });
    }),
  ),

  http.get('/properties/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      await settleExports(session.tenant.id);
      const p = await persistState(visibleProperty(session.tenant.id, idParam(params.id)));
      return response(200).json(toProperty(p));
    }),
  ),

  http.put('/properties/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = ownedProperty(session.tenant.id, idParam(params.id));
      const body = await parseBody(request, propertyReplaceSchema);
      assertExternalIdFree(p.tenant_id, body.external_id, p.id);
      // Full replacement: what is not sent is emptied; the highlight level is kept when absent
      // (it is managed by the bulk highlight action, which the wizard does not send).
      const base = { ...p, ...writableDefaults() } as PropertyRecord;
      const changes = { ...changesFrom(body, base), ...developmentChanges(body, p, p.tenant_id) };
      Object.assign(changes, publishedState({ ...base, ...changes } as PropertyRecord, body.publish));
      const updated = await db.properties.update((q) => q.where({ id: p.id }), {
        data(d) {
          Object.assign(d, writableDefaults(), changes, { updated_at: nowIso() });
        },
      });
      const message = await saveMessage(updated!, body, 'Imóvel atualizado com sucesso');
      return response(200).json({ property: toProperty(updated!), message });
    }),
  ),

  http.patch('/properties/{id}', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = ownedProperty(session.tenant.id, idParam(params.id));
      const body = await parseBody(request, propertyPatchSchema);
      if (body.external_id !== undefined) assertExternalIdFree(p.tenant_id, body.external_id, p.id);
      const restoring = body.archived === false && p.archived;
      const changes = { ...changesFrom(body, p), ...developmentChanges(body, p, p.tenant_id) };
      assertFiguresAgree(body, { ...p, ...changes } as PropertyRecord);
      Object.assign(changes, publishedState({ ...p, ...changes } as PropertyRecord, body.publish));
      const updated = await db.properties.update((q) => q.where({ id: p.id }), {
        data(d) {
          Object.assign(d, changes, { updated_at: nowIso() });
        },
      });
      const saved = restoring ? 'Imóvel restaurado com sucesso' : 'Imóvel atualizado com sucesso';
      const message = await saveMessage(updated!, body, saved);
      return response(200).json({ property: toProperty(updated!), message });
    }),
  ),

  http.delete('/properties/{id}', ({ params, request, response }) =>
    run(() => {
      const session = requireSession(request);
      const p = ownedProperty(session.tenant.id, idParam(params.id));
      removeProperties(session.tenant.id, [p.id]);
      return response(200).json({
        message: 'Imóvel excluído com sucesso!',
        property_id: p.id,
        deletion_type: 'local',
        archived: false,
      });
    }),
  ),

  http.post('/properties/{id}/duplicate', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const source = currentState(ownedProperty(session.tenant.id, idParam(params.id)));
      const id = nextId('properties');
      const copy = {
        ...structuredClone({ ...source }),
        id,
        title: `${source.title.slice(0, 255 - ' (cópia)'.length)} (cópia)`,
        external_id: generateExternalId(session.tenant.id),
        property_code: propertyCode(id, source.property_type),
        ...freshListingState(),
        sync_started_ms: null,
      } as SyncingRecord;
      const created = await db.properties.create(copy);
      return response(201).json({ property: toProperty(created), message: 'Imóvel duplicado com sucesso' });
    }),
  ),

  http.post('/properties/{id}/sync_gandalf', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = ownedProperty(session.tenant.id, idParam(params.id));
      const started = await startSync(p, Date.now(), 'syncing');
      return response(200).json(syncStatusOf(currentState(started)));
    }),
  ),

  http.get('/properties/{id}/sync_status', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = await persistState(visibleProperty(session.tenant.id, idParam(params.id)));
      return response(200).json(syncStatusOf(p));
    }),
  ),

  http.post('/properties/{id}/retry_sync', ({ params, request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const p = await persistState(ownedProperty(session.tenant.id, idParam(params.id)));
      // Only a failed sync is retried; otherwise nothing changes and the current state is answered.
      if (p.sync_status !== 'error') return response(200).json(syncStatusOf(p));
      const queued = await startSync(p, Date.now() + SYNC_QUEUE_MS, 'pending');
      return response(200).json(syncStatusOf(currentState(queued)));
    }),
  ),
];
