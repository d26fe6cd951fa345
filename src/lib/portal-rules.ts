/**
 * What the second portal (Canal Pro) refuses to publish, documented in `openapi.yaml` (the export
 * operations). One list for both sides: the embedded mock refuses with these codes and messages,
 * and the app's publishing readiness (features/properties/readiness.ts) shows each as blocking, so
 * a property the portal would refuse never looks ready.
 */
export const PORTAL_REFUSALS = {
  MISSING_IMAGES: 'Imóvel sem fotos: adicione ao menos uma imagem',
  MISSING_PRICE: 'Informe o preço de venda ou de aluguel',
  MISSING_ADDRESS: 'Endereço obrigatório para publicação',
} as const;

/**
 * The smallest photo the portal shows well, landscape or portrait (design decision: the spec names
 * no figure; Canal Pro's guide asks for at least 800 × 600 px). Below it the readiness warns and
 * names the photo; the portal itself does not refuse it.
 */
export const PORTAL_MIN_PHOTO = { long: 800, short: 600 } as const;

export function belowPortalMinimum(width: number, height: number): boolean {
  return Math.max(width, height) < PORTAL_MIN_PHOTO.long || Math.min(width, height) < PORTAL_MIN_PHOTO.short;
}

export type PortalRefusalCode = keyof typeof PORTAL_REFUSALS;

/** The facts of a listing the portal checks. */
export interface PortalListing {
  photos: number;
  salePrice: number | null;
  rentPrice: number | null;
  street: string | null;
  city: string | null;
}

const filled = (text: string | null) => text !== null && text.trim() !== '';

/** The portal's refusals of `listing`, in the order it checks them (none: it publishes). */
export function portalRefusals(listing: PortalListing): PortalRefusalCode[] {
  const out: PortalRefusalCode[] = [];
  if (listing.photos === 0) out.push('MISSING_IMAGES');
  if (listing.salePrice === null && listing.rentPrice === null) out.push('MISSING_PRICE');
  if (!filled(listing.street) || !filled(listing.city)) out.push('MISSING_ADDRESS');
  return out;
}
