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
  noPhotos: 'Adicione fotos do imóvel',
  bedrooms: 'Quartos',
  bathrooms: 'Banheiros',
  usableArea: 'Área útil',
} as const;

export type BlockingKey = keyof typeof BLOCKING_LABELS;
export type WarningKey = keyof typeof WARNING_LABELS | 'fewPhotos';

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
  /** The rule behind each entry of `blocking` and `warnings`, in the same order (the wizard links each to its field). */
  blockingKeys: BlockingKey[];
  warningKeys: WarningKey[];
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

/**
 * Blocking fields and warnings for publishing `property` (part 2 §5). With `portal` (an export to
 * the second portal: the export dialogs, or the wizard with 'Exportar para o Canal Pro' on), what
 * the portal refuses blocks too; without it, no photos is the spec's warning.
 */
export function propertyReadiness(
  p: ReadinessInput,
  { portal = true }: { portal?: boolean } = {},
): Readiness {
  const blockingKeys: BlockingKey[] = [];
  if (!present(p.title)) blockingKeys.push('title');
  if (!present(p.usageType)) blockingKeys.push('usageType');
  if (!present(p.propertyType)) blockingKeys.push('propertyType');
  if (!present(p.businessType)) blockingKeys.push('businessType');
  if (!present(p.address.street)) blockingKeys.push('address');
  if (!present(p.address.city)) blockingKeys.push('city');
  if (
    p.propertyType &&
    (TYPES_REQUIRING_DEVELOPMENT as readonly string[]).includes(p.propertyType) &&
    !positive(p.development.id) &&
    !present(p.development.name)
  ) {
    blockingKeys.push('development');
  }
  if ((p.businessType === 'SALE' || p.businessType === 'SALE_RENTAL') && !positive(p.prices.sale)) {
    blockingKeys.push('salePrice');
  }
  if ((p.businessType === 'RENTAL' || p.businessType === 'SALE_RENTAL') && !positive(p.prices.rent)) {
    blockingKeys.push('rentPrice');
  }

  const photos = p.images.length;
  if (portal) {
    const refusals = portalRefusals({
      photos,
      salePrice: p.prices.sale,
      rentPrice: p.prices.rent,
      street: p.address.street,
      city: p.address.city,
    });
    if (refusals.includes('MISSING_IMAGES')) blockingKeys.push('photos');
    const priced = blockingKeys.includes('salePrice') || blockingKeys.includes('rentPrice');
    if (refusals.includes('MISSING_PRICE') && !priced) blockingKeys.push('price');
    // MISSING_ADDRESS is the street and the city, already blocking above.
  }

  const warningKeys: WarningKey[] = [];
  if (!present(p.description)) warningKeys.push('description');
  if (photos === 0 && !portal) warningKeys.push('noPhotos');
  if (photos > 0 && photos < RECOMMENDED_MIN_PHOTOS) warningKeys.push('fewPhotos');
  if (p.usageType === 'RESIDENTIAL' && p.bedrooms === null) warningKeys.push('bedrooms');
  if (p.bathrooms === null) warningKeys.push('bathrooms');
  if (!positive(p.usableArea)) warningKeys.push('usableArea');

  return {
    blocking: blockingKeys.map((key) => BLOCKING_LABELS[key]),
    warnings: warningKeys.map((key) =>
      key === 'fewPhotos' ? fewPhotosWarning(photos) : WARNING_LABELS[key],
    ),
    ready: blockingKeys.length === 0,
    blockingKeys,
    warningKeys,
  };
}
