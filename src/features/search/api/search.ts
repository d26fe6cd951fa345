import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/schema';
import { propertyTypeLabel } from '@/lib/property-labels';

type Property = components['schemas']['Property'];
type PropertyListItem = components['schemas']['PropertyListItem'];
/** A list item carries no description or suites; a detail does. */
type Indexable = PropertyListItem & Partial<Pick<Property, 'description' | 'suites'>>;

/** GET /properties?q= — code, external id, title or neighbourhood, as the user types. */
export const propertySearchOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'properties', q],
    // The signal cancels a search the next keystroke superseded.
    queryFn: ({ signal }) =>
      unwrap(api.GET('/properties', { params: { query: { q, page_size: 6 } }, signal })),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** POST /mcp/search — a sentence ("apartamento 3 quartos com varanda perto da praia"). */
export const vectorSearchOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'vector', query],
    queryFn: ({ signal }) =>
      unwrap(api.POST('/mcp/search', { body: { query, limit: 5 }, signal })).then((r) =>
        r.results
          .map((hit) => Number(hit.payload.property_id))
          .filter((id) => Number.isSafeInteger(id) && id > 0),
      ),
    enabled: isSentence(query),
    staleTime: 30_000,
  });

/** Three words or more read as a description, not a code. */
export function isSentence(query: string): boolean {
  return query.trim().split(/\s+/).filter(Boolean).length >= 3;
}

/** The text the vector index keeps for a property: title, type, rooms, neighbourhood, city, description. */
export function propertyIndexText(p: Indexable): string {
  const rooms = [
    p.bedrooms ? `${p.bedrooms} quartos` : null,
    p.suites ? `${p.suites} suítes` : null,
    p.bathrooms ? `${p.bathrooms} banheiros` : null,
    p.parking_spaces ? `${p.parking_spaces} vagas` : null,
  ].filter(Boolean);
  return [
    p.title,
    p.property_type ? propertyTypeLabel(p.property_type) : null,
    rooms.join(', ') || null,
    p.address?.neighborhood,
    p.address?.city,
    p.description,
  ]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join('. ');
}

/**
 * Keeps the tenant's vector index fresh after a property is created, edited or duplicated (POST
 * /mcp/upsert, same point id as the server's own: `property-<id>`). A failure is only logged: the
 * save itself succeeded, and the next save writes the point again.
 */
export async function indexProperty(property: Property, tenantId: number): Promise<void> {
  await indexProperties([property], tenantId);
}

async function indexProperties(properties: Indexable[], tenantId: number): Promise<void> {
  if (properties.length === 0) return;
  try {
    await unwrap(
      api.POST('/mcp/upsert', {
        body: {
          tenant_id: tenantId,
          points: properties.map((p) => ({
            id: `property-${p.id}`,
            text: propertyIndexText(p),
            payload: {
              property_id: p.id,
              city: p.address?.city ?? null,
              neighborhood: p.address?.neighborhood ?? null,
            },
          })),
        },
      }),
    );
  } catch (error) {
    console.warn('[search] index update failed', error);
  }
}

/**
 * After an import: the answer gives counts, not ids, so the listings it inserted or updated are
 * read back as the most recently updated of the tenant's own (at most 200) and indexed together.
 */
export async function indexImported(count: number, tenantId: number): Promise<void> {
  if (count <= 0) return;
  try {
    const page = await unwrap(
      api.GET('/properties', {
        params: {
          query: {
            sort_by: 'updated_at',
            sort_order: 'desc',
            page_size: Math.min(count, 200),
            include_shared: false,
          },
        },
      }),
    );
    await indexProperties(page.data, tenantId);
  } catch (error) {
    console.warn('[search] index update after import failed', error);
  }
}
