import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { propertyKeys } from './keys';

export type Development = components['schemas']['Development'];

/** GET /developments: the developments whose name, neighbourhood, city or id matches `q`. */
export const developmentsOptions = (q: string) =>
  queryOptions({
    queryKey: propertyKeys.developments(q),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/developments', { params: { query: { q, limit: 20 } }, signal })).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
