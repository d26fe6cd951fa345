/** Property types that belong to a development (empreendimento), which is then required. */
export const TYPES_REQUIRING_DEVELOPMENT = [
  'APARTMENT',
  'FLAT',
  'STUDIO',
  'CASA_CONDOMINIO',
  'COBERTURA',
  'LOFT',
] as const;

/** The fields publishing needs ("Property publishing (blocking)"), by rule. */
export const PUBLISHING_LABELS = {
  title: 'Título',
  usageType: 'Tipo de uso',
  propertyType: 'Tipo de imóvel',
  businessType: 'Modalidade de negócio',
  address: 'Endereço',
  city: 'Cidade',
  development: 'Empreendimento',
  salePrice: 'Preço de venda',
  rentPrice: 'Valor do aluguel',
} as const;

export type PublishingRule = keyof typeof PUBLISHING_LABELS;

/** What the publishing rules read of a property (normalised by the app, the record by the mock). */
export interface PublishingFacts {
  title: string | null;
  usageType: string | null;
  propertyType: string | null;
  businessType: string | null;
  address: { street: string | null; city: string | null };
  development: { id: number | null; name: string | null };
  prices: { sale: number | null; rent: number | null };
}

const present = (value: string | null) => value !== null && value.trim() !== '';
const positive = (value: number | null) => value !== null && value > 0;

/**
 * The rules a property must meet to be published, in the spec's order: the wizard's readiness
 * (features/properties/readiness.ts) lists them and disables Publicar, and the server refuses
 * `publish: true` with them — one set of rules on both sides.
 */
export function publishingBlockers(p: PublishingFacts): PublishingRule[] {
  const out: PublishingRule[] = [];
  if (!present(p.title)) out.push('title');
  if (!present(p.usageType)) out.push('usageType');
  if (!present(p.propertyType)) out.push('propertyType');
  if (!present(p.businessType)) out.push('businessType');
  if (!present(p.address.street)) out.push('address');
  if (!present(p.address.city)) out.push('city');
  if (
    p.propertyType &&
    (TYPES_REQUIRING_DEVELOPMENT as readonly string[]).includes(p.propertyType) &&
    !positive(p.development.id) &&
    !present(p.development.name)
  ) {
    out.push('development');
  }
  const sale = p.businessType === 'SALE' || p.businessType === 'SALE_RENTAL';
  const rent = p.businessType === 'RENTAL' || p.businessType === 'SALE_RENTAL';
  if (sale && !positive(p.prices.sale)) out.push('salePrice');
  if (rent && !positive(p.prices.rent)) out.push('rentPrice');
  return out;
}
