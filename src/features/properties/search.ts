import * as v from 'valibot';
import type { PropertyListQuery } from './api/keys';
import { PROPERTY_STATUSES, PROPERTY_TYPES, SORT_KEYS, SORT_ORDERS } from '@/api/list-enums';

/** Default list page size (12; the options offered are 10, 25, 50 and 100 too). */
const DEFAULT_PAGE_SIZE = 12;
export const PAGE_SIZE_OPTIONS = [10, DEFAULT_PAGE_SIZE, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];

/** The status filter offers these four; `active` is accepted from a link too. */
export const STATUS_FILTER_OPTIONS = ['imported', 'pending', 'synced', 'error'] as const;

/** 'ativos': the portfolio (own and shared); 'arquivados': the tenant's archived properties. */
const LIST_VIEWS = ['ativos', 'arquivados'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

export const PROPERTIES_SEARCH_DEFAULTS = {
  view: 'ativos',
  q: '',
  sort_by: 'updated_at',
  sort_order: 'desc',
  page: 1,
  page_size: DEFAULT_PAGE_SIZE,
} as const;

/**
 * Search params of `/properties`. Every key is optional and falls back to its default when a link
 * carries a value the list cannot use, so a hand-edited URL never breaks the screen.
 */
export const propertiesSearchSchema = v.object({
  view: v.fallback(
    v.optional(v.picklist(LIST_VIEWS), PROPERTIES_SEARCH_DEFAULTS.view),
    PROPERTIES_SEARCH_DEFAULTS.view,
  ),
  q: v.fallback(
    v.optional(
      // The router reads '123' and 'true' as a number and a boolean (only when written back they
      // are the same text): String() gives the text back, whole.
      v.pipe(
        v.union([v.string(), v.number(), v.boolean()]),
        v.transform((value) => String(value).slice(0, 200)),
      ),
      PROPERTIES_SEARCH_DEFAULTS.q,
    ),
    PROPERTIES_SEARCH_DEFAULTS.q,
  ),
  status: v.fallback(v.optional(v.picklist(PROPERTY_STATUSES)), undefined),
  property_type: v.fallback(v.optional(v.picklist(PROPERTY_TYPES)), undefined),
  sort_by: v.fallback(
    v.optional(v.picklist(SORT_KEYS), PROPERTIES_SEARCH_DEFAULTS.sort_by),
    PROPERTIES_SEARCH_DEFAULTS.sort_by,
  ),
  sort_order: v.fallback(
    v.optional(v.picklist(SORT_ORDERS), PROPERTIES_SEARCH_DEFAULTS.sort_order),
    PROPERTIES_SEARCH_DEFAULTS.sort_order,
  ),
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), PROPERTIES_SEARCH_DEFAULTS.page),
    PROPERTIES_SEARCH_DEFAULTS.page,
  ),
  page_size: v.fallback(
    v.optional(v.picklist(PAGE_SIZE_OPTIONS), PROPERTIES_SEARCH_DEFAULTS.page_size),
    PROPERTIES_SEARCH_DEFAULTS.page_size,
  ),
});

export type PropertiesSearch = v.InferOutput<typeof propertiesSearchSchema>;

/** The list request for a validated search (empty search text is left out). */
export function toListQuery(search: PropertiesSearch): PropertyListQuery {
  const q = search.q.trim();
  return {
    page: search.page,
    page_size: search.page_size,
    sort_by: search.sort_by,
    sort_order: search.sort_order,
    ...(q ? { q } : {}),
    ...(search.status ? { status: search.status } : {}),
    ...(search.property_type ? { property_type: search.property_type } : {}),
    ...(search.view === 'arquivados' ? { archived_only: true } : {}),
  };
}

/** True when the list is narrowed by search text or a filter (the "empty with filters" state). */
export function hasActiveFilters(search: PropertiesSearch): boolean {
  return search.q.trim() !== '' || search.status !== undefined || search.property_type !== undefined;
}
