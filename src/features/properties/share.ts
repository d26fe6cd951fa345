import { formatPrice, formatRent } from '@/lib/format';
import { amenityLabels, featureLabels } from '@/lib/property-labels';
import type { PropertyDetailView } from './api/property-detail';

type Publishable = Pick<PropertyDetailView, 'status' | 'archived'>;
type Shareable = Pick<
  PropertyDetailView,
  'title' | 'externalId' | 'propertyCode' | 'address' | 'prices' | 'features'
> & { development: Pick<PropertyDetailView['development'], 'amenities'> };

/**
 * Whether GET /properties/public/{id} serves the property (openapi.yaml's design decision, the
 * mock's `isPublished`): not archived and status `active` or `synced`, compared as the server does,
 * so the shared address never leads to 'Imóvel não encontrado'.
 */
export function isPublished(property: Publishable): boolean {
  return !property.archived && (property.status === 'active' || property.status === 'synced');
}

function priceLines({ sale, rent }: PropertyDetailView['prices']): string[] {
  const rentText = formatRent(rent);
  const hasSale = sale !== null && sale > 0;
  if (hasSale && rentText) return [`Venda: ${formatPrice(sale)}`, `Aluguel: ${rentText}`];
  if (rentText) return [`Aluguel: ${rentText}`];
  return [formatPrice(sale)];
}

/** What a message has room for: the features and the condominium's amenities, in pt-BR. */
const SHARED_HIGHLIGHTS = 8;

function highlightsLine({ features, development }: Shareable): string {
  const labels = [...new Set([...featureLabels(features), ...amenityLabels(development.amenities)])];
  const shown = labels.slice(0, SHARED_HIGHLIGHTS).join(', ');
  return labels.length > SHARED_HIGHLIGHTS ? `${shown} e mais` : shown;
}

/**
 * The WhatsApp message of a listing: the title in bold, the price (sale, rent or 'Preço sob
 * consulta'), neighbourhood and city, the features and amenities in pt-BR, the code
 * (property_code, else the external id) and, when `publicUrl` is given (published properties
 * only), the public page.
 */
export function shareText(property: Shareable, publicUrl: string | null): string {
  const { neighborhood, city, state } = property.address;
  const cityState = city ? (state ? `${city}/${state}` : city) : null;
  const place = [neighborhood, cityState].filter(Boolean).join(', ');
  return [
    `*${property.title}*`,
    ...priceLines(property.prices),
    place,
    highlightsLine(property),
    `Código: ${property.propertyCode ?? property.externalId}`,
    publicUrl,
  ]
    .filter(Boolean)
    .join('\n');
}
