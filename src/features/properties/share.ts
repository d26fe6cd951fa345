import { formatPrice, formatRent } from '@/lib/format';
import type { PropertyDetailView } from './api/property-detail';

type Publishable = Pick<PropertyDetailView, 'status' | 'archived'>;
type Shareable = Pick<PropertyDetailView, 'title' | 'externalId' | 'propertyCode' | 'address' | 'prices'>;

/**
 * Whether GET /properties/public/{id} serves the property (openapi.yaml's design decision, the
 * mock's `isPublished`): not archived and status `active` or `synced`, compared as the server does,
 * so the shared address never leads to 'Imóvel não encontrado'.
 */
export function isPublished(property: Publishable): boolean {
  return !property.archived && (property.status === 'active' || property.status === 'synced');
}

/** The public page's absolute address, e.g. 'https://app.example.com.br/imovel/41'. */
export function publicListingUrl(origin: string, id: number): string {
  return `${origin}/imovel/${id}`;
}

function priceLines({ sale, rent }: PropertyDetailView['prices']): string[] {
  const rentText = formatRent(rent);
  const hasSale = sale !== null && sale > 0;
  if (hasSale && rentText) return [`Venda: ${formatPrice(sale)}`, `Aluguel: ${rentText}`];
  if (rentText) return [`Aluguel: ${rentText}`];
  return [formatPrice(sale)];
}

/**
 * The WhatsApp message of a listing: the title in bold, the price (sale, rent or 'Preço sob
 * consulta'), neighbourhood and city, the code (property_code, else the external id) and, when
 * `publicUrl` is given (published properties only), the public page.
 */
export function shareText(property: Shareable, publicUrl: string | null): string {
  const { neighborhood, city, state } = property.address;
  const cityState = city ? (state ? `${city}/${state}` : city) : null;
  const place = [neighborhood, cityState].filter(Boolean).join(', ');
  return [
    `*${property.title}*`,
    ...priceLines(property.prices),
    place,
    `Código: ${property.propertyCode ?? property.externalId}`,
    publicUrl,
  ]
    .filter(Boolean)
    .join('\n');
}

/** WhatsApp's click-to-chat address with the message filled in (the user picks the contact). */
export function whatsappHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
