import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { propertyKeys } from '@/features/properties/api/keys';
import { parsePropertyId } from '@/features/properties/api/property-detail';

/**
 * GET /properties/public/{id}, no sign-in: a published property, 404 for anything else. Under
 * `propertyKeys.all`, so a change made in the back office refreshes the public page too.
 */
export const publicListingOptions = (id: number) =>
  queryOptions({
    queryKey: [...propertyKeys.all, 'public', id] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/properties/public/{id}', { params: { path: { id } }, signal })),
  });

/**
 * The loader of /imovel/$id: starts the request without holding the route, so the page owns its
 * skeleton, 'Imóvel não encontrado' and error states.
 */
export function prefetchPublicListing(queryClient: QueryClient, rawId: string): void {
  const id = parsePropertyId(rawId);
  if (id !== null) void queryClient.prefetchQuery(publicListingOptions(id));
}
