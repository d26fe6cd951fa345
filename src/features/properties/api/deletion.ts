import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { propertyKeys } from './keys';

export type DeletionReason = components['schemas']['DeletionReason'];
export type DeletionType = components['schemas']['DeletionType'];
export type DeletionRequest = components['schemas']['DeletionRequest'];
export type DeletionResult = components['schemas']['DeletionResult'];
export type BulkDeleteRequest = components['schemas']['BulkDeleteRequest'];

/** After a successful delete the list reloads 1.5 s later. */
export const RELOAD_AFTER_DELETE_MS = 1500;

/** The spec raises this for a deletion type outside the four known ones. */
const INVALID_DELETION_TYPE_MESSAGE = 'Tipo de exclusão inválido';

/** Body of a single delete: `{ reason, notes?, confirmed: true }` (blank notes are left out). */
export function deletionBody(reason: DeletionReason, notes?: string): DeletionRequest {
  const trimmed = notes?.trim();
  return trimmed ? { reason, notes: trimmed, confirmed: true } : { reason, confirmed: true };
}

/**
 * Single delete by type. soft-delete, delete-local and delete-both are DELETE with a JSON body;
 * delete-canalpro is POST (openapi.yaml "Deletion rule").
 */
export function deleteProperty(
  id: number,
  type: DeletionType,
  body: DeletionRequest,
): Promise<DeletionResult> {
  const params = { path: { id } };
  switch (type) {
    case 'soft':
      return unwrap(api.DELETE('/properties/{id}/soft-delete', { params, body }));
    case 'local':
      return unwrap(api.DELETE('/properties/{id}/delete-local', { params, body }));
    case 'both':
      return unwrap(api.DELETE('/properties/{id}/delete-both', { params, body }));
    case 'canalpro':
      return unwrap(api.POST('/properties/{id}/delete-canalpro', { params, body }));
    default:
      return Promise.reject(new Error(INVALID_DELETION_TYPE_MESSAGE));
  }
}

/** Reload every property view 1.5 s after a delete (the spec's "page reloads 1.5 seconds later"). */
export function scheduleReloadAfterDelete(qc: QueryClient, delayMs = RELOAD_AFTER_DELETE_MS): () => void {
  const timer = setTimeout(() => void qc.invalidateQueries({ queryKey: propertyKeys.all }), delayMs);
  return () => clearTimeout(timer);
}

export interface SingleDeleteVariables {
  id: number;
  type: DeletionType;
  reason: DeletionReason;
  notes?: string;
}

/** One property, by deletion type (the wizard's single delete); the list reloads 1.5 s after success. */
export function useDeleteProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type, reason, notes }: SingleDeleteVariables) =>
      deleteProperty(id, type, deletionBody(reason, notes)),
    onSuccess: () => {
      scheduleReloadAfterDelete(qc);
    },
  });
}

/** POST /properties/bulk/delete; the list reloads 1.5 s after success. */
export function useBulkDelete() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkDeleteRequest) => unwrap(api.POST('/properties/bulk/delete', { body })),
    onSuccess: () => {
      scheduleReloadAfterDelete(qc);
    },
  });
}

/**
 * Restores soft-deleted (archived) properties: PATCH /properties/{id} `{ archived: false }` per id
 * (openapi.yaml design decision). The portal listing stays inactive until exported and activated again.
 */
export function useRestoreProperties() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      Promise.all(
        ids.map((id) =>
          unwrap(api.PATCH('/properties/{id}', { params: { path: { id } }, body: { archived: false } })),
        ),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
