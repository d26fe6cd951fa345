import { portalRefusals } from '@/lib/portal-rules';
import type { PropertyDetailView } from './api/property-detail';

/**
 * Publishing readiness of a property for the second portal — the rules of spec part 2 §5
 * ("Property publishing (blocking)" and "Warnings (non-blocking)") as one pure module, plus what
 * the portal itself refuses (lib/portal-rules.ts, shared with the mock): a listing without photos
 * is blocking here, not the spec's warning, because the portal refuses it. The export dialogs
 * show it before an export; the creation wizard enforces the same rules before publishing.
 */

/** Property types that belong to a development (empreendimento), which is then required. */
export const TYPES_REQUIRING_DEVELOPMENT = [
  'APARTMENT',
  'FLAT',
  'STUDIO',
  'CASA_CONDOMINIO',
  'COBERTURA',
  'LOFT',
] as const;

/** A portal listing with fewer photos than this gets a warning. */
export const RECOMMENDED_MIN_PHOTOS = 5;

export const BLOCKING_LABELS = {
  title: 'Título',
  usageType: 'Tipo de uso',
  propertyType: 'Tipo de imóvel',
  businessType: 'Modalidade de negócio',
  address: 'Endereço',
  city: 'Cidade',
  development: 'Empreendimento',
  salePrice: 'Preço de venda',
  rentPrice: 'Valor do aluguel',
  /** The portal refuses a listing without photos (MISSING_IMAGES). */
  photos: 'Fotos',
  /** The portal refuses a listing without any price (MISSING_PRICE). */
  price: 'Preço',
} as const;

export const WARNING_LABELS = {
  description: 'Descrição detalhada',
  bedrooms: 'Quartos',
  bathrooms: 'Banheiros',
  usableArea: 'Área útil',
} as const;

/** 'Considere incluir mais fotos (atualmente N)'. */
export function fewPhotosWarning(count: number): string {
  return `Considere incluir mais fotos (atualmente ${count})`;
}

export interface Readiness {
  /** Missing fields that stop publishing (labels of part 2 §5). */
  blocking: string[];
  /** Non-blocking advice. */
  warnings: string[];
  /** True when nothing blocks publishing. */
  ready: boolean;
}

/**
 * What the rules look at: a subset of the normalised property ({@link PropertyDetailView}, so a
 * detail from the API goes through its one normaliser first), which the wizard also builds from
 * its form.
 */
export interface ReadinessInput {
  title: string | null;
  usageType: string | null;
  propertyType: string | null;
  businessType: string | null;
  description: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  usableArea: number | null;
  images: readonly string[];
  address: Pick<PropertyDetailView['address'], 'street' | 'city'>;
  development: Pick<PropertyDetailView['development'], 'id' | 'name'>;
  prices: Pick<PropertyDetailView['prices'], 'sale' | 'rent'>;
}

function present(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

function positive(value: number | null): boolean {
  return value !== null && value > 0;
}

/** Blocking fields and warnings for publishing `property` on the portal (part 2 §5). */
export function propertyReadiness(p: ReadinessInput): Readiness {
  const blocking: string[] = [];
  if (!present(p.title)) blocking.push(BLOCKING_LABELS.title);
  if (!present(p.usageType)) blocking.push(BLOCKING_LABELS.usageType);
  if (!present(p.propertyType)) blocking.push(BLOCKING_LABELS.propertyType);
  if (!present(p.businessType)) blocking.push(BLOCKING_LABELS.businessType);
  if (!present(p.address.street)) blocking.push(BLOCKING_LABELS.address);
  if (!present(p.address.city)) blocking.push(BLOCKING_LABELS.city);
  if (
    p.propertyType &&
    (TYPES_REQUIRING_DEVELOPMENT as readonly string[]).includes(p.propertyType) &&
    !positive(p.development.id) &&
    !present(p.development.name)
  ) {
    blocking.push(BLOCKING_LABELS.development);
  }
  if ((p.businessType === 'SALE' || p.businessType === 'SALE_RENTAL') && !positive(p.prices.sale)) {
    blocking.push(BLOCKING_LABELS.salePrice);
  }
  if ((p.businessType === 'RENTAL' || p.businessType === 'SALE_RENTAL') && !positive(p.prices.rent)) {
    blocking.push(BLOCKING_LABELS.rentPrice);
  }

  const photos = p.images.length;
  const refusals = portalRefusals({
    photos,
    salePrice: p.prices.sale,
    rentPrice: p.prices.rent,
    street: p.address.street,
    city: p.address.city,
  });
  if (refusals.includes('MISSING_IMAGES')) blocking.push(BLOCKING_LABELS.photos);
  const priced = blocking.includes(BLOCKING_LABELS.salePrice) || blocking.includes(BLOCKING_LABELS.rentPrice);
  if (refusals.includes('MISSING_PRICE') && !priced) blocking.push(BLOCKING_LABELS.price);
  // MISSING_ADDRESS is the street and the city, already blocking above.

  const warnings: string[] = [];
  if (!present(p.description)) warnings.push(WARNING_LABELS.description);
  if (photos > 0 && photos < RECOMMENDED_MIN_PHOTOS) warnings.push(fewPhotosWarning(photos));
  if (p.usageType === 'RESIDENTIAL' && p.bedrooms === null) warnings.push(WARNING_LABELS.bedrooms);
  if (p.bathrooms === null) warnings.push(WARNING_LABELS.bathrooms);
  if (!positive(p.usableArea)) warnings.push(WARNING_LABELS.usableArea);

  return { blocking, warnings, ready: blocking.length === 0 };
}
