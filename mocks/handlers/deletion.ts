/**
 * Contract tag `deletion`: soft (archive, restorable), local (product only; the
 * portal listing stays), canalpro (portal only; the local property stays) and both (permanent).
 *
 * Design decisions (see also openapi.yaml):
 * - Only the caller's own properties can be deleted; another tenant's id answers 404 on the single
 *   routes and is ignored (never touched) by the bulk route, whose message reports how many ids
 *   were ignored.
 * - A soft-deleted property is restored with PATCH /properties/{id} `{ archived: false }`; its
 *   portal listing stays inactive (an 'active' status falls back to 'synced') until it is exported
 *   and activated again.
 * - Removing a listing from the portal needs valid Canal Pro credentials (502 otherwise, nothing
 *   changes; docs/rules.md#canal-pro-credentials); removing from the portal a property
 *   that is not published there answers 422 on the single route and is skipped by the bulk route.
 * - Deleting locally also drops the property from refresh schedules and from the vector index.
 */
import type { components } from '../../src/api/schema';
import { bulkDeleteSchema, deletionRequestSchema } from '../../src/features/properties/schemas/bulk';
import { db } from '../db';
import type { PropertyRecord } from '../db/schemas';
import { errors, http, idParam, nowIso, parseBody, requireSession, run, type Session } from '../http';
import { plural } from '../../src/lib/format';
import { requireCanalProCredentials } from '../domain/canalpro-credentials';
import { findPortalLink } from '../domain/portal-link';
import { ownedProperty, removeProperties, tenantProperties } from '../domain/tenant-properties';

type DeletionType = components['schemas']['DeletionType'];
type DeletionReason = components['schemas']['DeletionReason'];

async function archive(ids: number[], reason: DeletionReason, notes: string | undefined): Promise<void> {
  if (ids.length === 0) return;
  const set = new Set(ids);
  const now = nowIso();
  await db.properties.updateMany((q) => q.where((p) => set.has(p.id)), {
    data(d) {
      d.archived = true;
      d.archived_at = now;
      d.deletion_reason = reason;
      d.deletion_notes = notes ?? null;
      d.portal_active = false;
      // 'Ativo' is a listing live on the portal, which an archived property's is not.
      if (d.status === 'active') d.status = 'synced';
      d.updated_at = now;
    },
  });
}

/** Takes the listings off the portal: no remote id, inactive; an 'active' status falls back to 'synced'. */
async function removeFromPortal(
  ids: number[],
  reason: DeletionReason,
  notes: string | undefined,
): Promise<void> {
  if (ids.length === 0) return;
  const set = new Set(ids);
  const now = nowIso();
  await db.properties.updateMany((q) => q.where((p) => set.has(p.id)), {
    data(d) {
      d.remote_id = null;
      d.canalpro_id = null;
      d.portal_active = false;
      if (d.status === 'active') d.status = 'synced';
      d.deletion_reason = reason;
      d.deletion_notes = notes ?? null;
      d.updated_at = now;
    },
  });
  // Without a listing there is nothing to refresh.
  db.scheduleLinks.deleteMany((q) => q.where((l) => set.has(l.property_id)));
}

const SINGLE_MESSAGES: Record<DeletionType, string> = {
  soft: 'Imóvel arquivado com sucesso',
  local: 'Imóvel excluído do sistema com sucesso',
  canalpro: 'Imóvel removido do CanalPro com sucesso',
  both: 'Imóvel excluído permanentemente do sistema e do CanalPro',
};

function onPortal(p: PropertyRecord): boolean {
  return Boolean(p.remote_id ?? p.canalpro_id);
}

/** One deletion of one own property, after the body was validated. */
async function deleteOne(
  session: Session,
  p: PropertyRecord,
  type: DeletionType,
  reason: DeletionReason,
  notes: string | undefined,
): Promise<void> {
  switch (type) {
    case 'soft':
      await archive([p.id], reason, notes);
      return;
    case 'local':
      removeProperties(session.tenant.id, [p.id]);
      return;
    case 'canalpro':
      if (!onPortal(p)) throw errors.validation({ remote_id: 'Imóvel não está publicado no CanalPro' });
      requireCanalProCredentials(findPortalLink(session.tenant.id));
      await removeFromPortal([p.id], reason, notes);
      return;
    case 'both':
      if (onPortal(p)) requireCanalProCredentials(findPortalLink(session.tenant.id));
      removeProperties(session.tenant.id, [p.id]);
      return;
  }
}

function singleDeletion(type: DeletionType) {
  return async ({ params, request }: { params: { id?: string }; request: Request }) => {
    const session = requireSession(request);
    const p = ownedProperty(session.tenant.id, idParam(params.id));
    const body = await parseBody(request, deletionRequestSchema);
    await deleteOne(session, p, type, body.reason, body.notes);
    return {
      message: SINGLE_MESSAGES[type],
      property_id: p.id,
      deletion_type: type,
      archived: type === 'soft',
    };
  };
}

const softDelete = singleDeletion('soft');
const localDelete = singleDeletion('local');
const bothDelete = singleDeletion('both');
const canalproDelete = singleDeletion('canalpro');

export const deletionHandlers = [
  http.post('/properties/bulk/delete', ({ request, response }) =>
    run(async () => {
      const session = requireSession(request);
      const body = await parseBody(request, bulkDeleteSchema);
      // Archived properties are the tenant's too: the archive view deletes them for good.
      const owned = tenantProperties(session.tenant.id);
      const wanted = new Set(body.property_ids);
      const targets = [...wanted].flatMap((id) => owned.get(id) ?? []);
      const ignored = wanted.size - targets.length;
      const ids = targets.map((p) => p.id);
      let deleted = 0;
      let archived = 0;
      let skipped = 0;
      let done: string;
      switch (body.deletion_type) {
        case 'soft':
          await archive(ids, body.reason, body.notes);
          archived = ids.length;
          done = plural(archived, 'imóvel arquivado', 'imóveis arquivados');
          break;
        case 'local':
          removeProperties(session.tenant.id, ids);
          deleted = ids.length;
          done = plural(deleted, 'imóvel excluído do sistema', 'imóveis excluídos do sistema');
          break;
        case 'canalpro': {
          const listed = targets.filter(onPortal).map((p) => p.id);
          if (listed.length > 0) requireCanalProCredentials(findPortalLink(session.tenant.id));
          await removeFromPortal(listed, body.reason, body.notes);
          deleted = listed.length;
          skipped = ids.length - listed.length;
          done = plural(deleted, 'imóvel removido do CanalPro', 'imóveis removidos do CanalPro');
          break;
        }
        case 'both':
          if (targets.some(onPortal)) requireCanalProCredentials(findPortalLink(session.tenant.id));
          removeProperties(session.tenant.id, ids);
          deleted = ids.length;
          done = plural(deleted, 'imóvel excluído permanentemente', 'imóveis excluídos permanentemente');
          break;
      }
      const notes = [done];
      if (skipped > 0)
        notes.push(`${plural(skipped, 'imóvel', 'imóveis')} sem anúncio no CanalPro ignorado(s)`);
      if (ignored > 0)
        notes.push(`${plural(ignored, 'imóvel não encontrado', 'imóveis não encontrados')} ignorado(s)`);
      return response(200).json({ deleted, archived, message: notes.join('; ') });
    }),
  ),

  http.delete('/properties/{id}/soft-delete', ({ params, request, response }) =>
    run(async () => response(200).json(await softDelete({ params, request }))),
  ),

  http.delete('/properties/{id}/delete-local', ({ params, request, response }) =>
    run(async () => response(200).json(await localDelete({ params, request }))),
  ),

  http.delete('/properties/{id}/delete-both', ({ params, request, response }) =>
    run(async () => response(200).json(await bothDelete({ params, request }))),
  ),

  http.post('/properties/{id}/delete-canalpro', ({ params, request, response }) =>
    run(async () => response(200).json(await canalproDelete({ params, request }))),
  ),
];
