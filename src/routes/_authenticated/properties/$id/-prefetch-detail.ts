import { parsePropertyId, propertyDetailOptions } from '@/features/properties/api/property-detail';
import type { RouterContext } from '../../../__root';

/**
 * The loader of /properties/$id and /properties/$id/view, the same screen (part 1 route table).
 * It starts the request (also on link hover) without holding the route: the screen owns its
 * skeleton, 'Imóvel não encontrado' and error-with-retry states.
 */
export function prefetchPropertyDetail({
  context,
  params,
}: {
  context: RouterContext;
  params: { id: string };
}): void {
  const id = parsePropertyId(params.id);
  if (id !== null) void context.queryClient.prefetchQuery(propertyDetailOptions(id));
}
