import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { propertyKeys } from '@/features/properties/api/keys';

/**
 * GET /properties/public/{id}, no sign-in: a published property, 404 for anything else. Under
 * `propertyKeys.all`, so a change made in the back office refreshes the public page too.
 */
export const publicListingOptions = (id: number) =>
  queryOptions({
    queryKey: [...propertyKeys.all, 'public', id] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/properties/public/{id}', { params: { path: { id } }, signal })),
  });

/** The public page's absolute address, e.g. 'https://app.example.com.br/imovel/41'. */
export function publicListingUrl(origin: string, id: number): string {
  return `${origin}/imovel/${id}`;
}
