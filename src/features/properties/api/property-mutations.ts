import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { propertyKeys } from './keys';

type PropertyInput = components['schemas']['PropertyInput'];
type ReplaceInput = PropertyInput & { external_id: string };

/** POST /properties (the wizard's create); every property query refreshes. */
export function useCreateProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PropertyInput) => unwrap(api.POST('/properties', { body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** PUT /properties/{id} (the wizard's edit: a full replacement). */
export function useReplaceProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReplaceInput }) =>
      unwrap(api.PUT('/properties/{id}', { params: { path: { id } }, body })),
    onSuccess: () => qc.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** POST /properties/{id}/duplicate: the copy opens in the edit wizard. */
export function useDuplicateProperty() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.POST('/properties/{id}/duplicate', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/** PUT /properties/{id}/images/order: `order[i]` is the current index of the image to show at i. */
export function useReorderImages() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, order }: { id: number; order: number[] }) =>
      unwrap(api.PUT('/properties/{id}/images/order', { params: { path: { id } }, body: { order } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/**
 * After the wizard's photo uploads, which go outside React Query (src/api/upload.ts, for their
 * progress): every property query refreshes, once, when the last one has settled.
 */
export function useRefreshProperties() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: propertyKeys.all });
}
