import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { persistedAnswers } from '@/api/query-persistence';
import type { components } from '@/api/schema';
import { canalproKeys } from '@/features/portals/api/credentials';
import { propertyKeys, type PropertyListQuery } from './keys';

type Schemas = components['schemas'];
export type PropertyListItem = Schemas['PropertyListItem'];
export type PropertyListResponse = Schemas['PropertyListResponse'];
export type BulkPublicationTypeRequest = Schemas['BulkPublicationTypeRequest'];
export type { PropertyListQuery };

/** Page size of the "select all N results" load. */
const SELECT_ALL_PAGE_SIZE = 200;

/**
 * One page of the property list. The previous answer stays on screen, dimmed, while the next page or
 * filter loads, so the list does not flash back to skeletons; but not an answer whose own refresh
 * failed (on a failing server it showed, out of date, over the next search until that one failed
 * too), nor the other view's (active cards under 'Arquivados'). Stale after 5 min, no refetch on
 * focus (global defaults).
 */
export const propertiesListOptions = (query: PropertyListQuery) =>
  queryOptions({
    ...persistedAnswers,
    queryKey: propertyKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/properties', { params: { query }, signal })),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.state.status === 'error' ||
      (previousQuery?.queryKey[2] as PropertyListQuery | undefined)?.archived_only !== query.archived_only
        ? undefined
        : keepPreviousData(previous),
  });

/** What a list's count depends on: not its page, page size or sort. */
const COUNT_FIELDS = [
  'q',
  'status',
  'property_type',
  'archived_only',
] as const satisfies readonly (keyof PropertyListQuery)[];

/**
 * The count of `query`'s search (its text, filters and view, whatever the page, page size or sort)
 * from the newest of its pages still in the cache; undefined when none is. A page whose call failed
 * keeps its footer with it, so that the user can go to a page that loads.
 */
export function cachedListTotal(queryClient: QueryClient, query: PropertyListQuery): number | undefined {
  const pages = queryClient
    .getQueryCache()
    .findAll({ queryKey: propertyKeys.lists() })
    .filter((cached) => {
      const other = cached.queryKey[2] as PropertyListQuery;
      return cached.state.data !== undefined && COUNT_FIELDS.every((field) => other[field] === query[field]);
    });
  const newest = pages.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)[0];
  return (newest?.state.data as PropertyListResponse | undefined)?.total;
}

/** The list's count chips: total, imported, pending, synced, error (GET /properties/stats). */
export const propertyStatsOptions = () =>
  queryOptions({
    ...persistedAnswers,
    queryKey: propertyKeys.stats(),
    queryFn: ({ signal }) => unwrap(api.GET('/properties/stats', { signal })),
  });

export interface AllMatching {
  ids: number[];
  /** Every matching item, so bulk dialogs can name properties that were never on screen. */
  items: PropertyListItem[];
  total: number;
}

/**
 * "Selecionar todos os N resultados": every property matching the list's filters, loaded in pages of
 * 200. The first page tells the total; the rest are fetched a few at a time. Ids are de-duplicated
 * (a property edited meanwhile may move between pages). The only client work proportional to the
 * portfolio, and only on request.
 */
export async function fetchAllMatchingIds(
  query: Omit<PropertyListQuery, 'page' | 'page_size'>,
  { signal, concurrency = 4 }: { signal?: AbortSignal; concurrency?: number } = {},
): Promise<AllMatching> {
  const load = (page: number) =>
    unwrap(
      api.GET('/properties', {
        params: { query: { ...query, page, page_size: SELECT_ALL_PAGE_SIZE } },
        signal,
      }),
    );
  const first = await load(1);
  const pages = Math.ceil(first.total / SELECT_ALL_PAGE_SIZE);
  const results: PropertyListItem[][] = [first.data];
  let next = 2;
  const worker = async () => {
    while (next <= pages) {
      const page = next++;
      results[page - 1] = (await load(page)).data;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, pages - 1)) }, worker));
  const seen = new Set<number>();
  const items: PropertyListItem[] = [];
  for (const pageItems of results) {
    for (const item of pageItems ?? []) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return { ids: items.map((i) => i.id), items, total: first.total };
}

/** POST /properties/bulk/sync_gandalf: sync the chosen properties with the first portal. */
export function useBulkSync() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => unwrap(api.POST('/properties/bulk/sync_gandalf', { body: { ids } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}

/**
 * POST /properties/bulk/update_publication_type: set (or remove, with STANDARD) the highlight level.
 * Live listings count against the Canal Pro contract under their type, so its usage moves too.
 */
export function useBulkPublicationType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkPublicationTypeRequest) =>
      unwrap(api.POST('/properties/bulk/update_publication_type', { body })),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: propertyKeys.all }),
        qc.invalidateQueries({ queryKey: canalproKeys.contractKpis() }),
      ]),
  });
}
