/**
 * Publishing readiness of a property for the second portal — the rules of spec part 2 §5
 * ("Property publishing (blocking)" and "Warnings (non-blocking)") as one pure module. The export
 * dialogs show it before an export; the creation wizard enforces the same rules before publishing.
 *
 * Input may be a list item, a detail or the wizard's data: aliases are normalised (area_util /
 * usable_areas, sale_price / price_sale, endereco / address.street, condominium.nome / name, ...).
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
} as const;

export const WARNING_LABELS = {
  description: 'Descrição detalhada',
  noPhotos: 'Adicione fotos do imóvel',
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

type Bag = Record<string, unknown>;

function bag(value: unknown): Bag | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Bag) : undefined;
}

function text(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

function num(...values: unknown[]): number | undefined {
  for (const value of values) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
      return Number(value);
  }
  return undefined;
}

function photoCount(p: Bag): number {
  const urls = Array.isArray(p.image_urls) ? p.image_urls : undefined;
  const images = Array.isArray(p.images) ? p.images : undefined;
  return Math.max(urls?.length ?? 0, images?.length ?? 0);
}

/** The normalised fields the rules look at. */
export interface ReadinessFields {
  title?: string;
  usageType?: string;
  propertyType?: string;
  businessType?: string;
  street?: string;
  city?: string;
  developmentId?: number;
  developmentName?: string;
  salePrice?: number;
  rentPrice?: number;
  description?: string;
  photos: number;
  bedrooms?: number;
  bathrooms?: number;
  usableArea?: number;
}

export function normaliseForReadiness(property: object): ReadinessFields {
  const p = property as Bag;
  const address = bag(p.address);
  const condominium = bag(p.condominium);
  const condoAddress = bag(condominium?.endereco);
  return {
    title: text(p.title),
    usageType: text(p.usage_type),
    propertyType: text(p.property_type),
    businessType: text(p.business_type),
    street: text(address?.street, p.endereco, p.street, condoAddress?.endereco, condoAddress?.street),
    city: text(address?.city, p.cidade, p.city, condoAddress?.cidade),
    developmentId: num(p.empreendimento_id, condominium?.id),
    developmentName: text(p.nome_empreendimento, condominium?.name, condominium?.nome, p.building_name),
    salePrice: num(p.price_sale, p.sale_price),
    rentPrice: num(p.price_rent, p.rent_price),
    description: text(p.description),
    photos: photoCount(p),
    bedrooms: num(p.bedrooms),
    bathrooms: num(p.bathrooms),
    usableArea: num(p.area_util, p.usable_areas, p.usable_area),
  };
}

function positive(value: number | undefined): boolean {
  return value !== undefined && value > 0;
}

/** Blocking fields and warnings for publishing `property` on the portal (part 2 §5). */
export function propertyReadiness(property: object): Readiness {
  const f = normaliseForReadiness(property);
  const blocking: string[] = [];
  if (!f.title) blocking.push(BLOCKING_LABELS.title);
  if (!f.usageType) blocking.push(BLOCKING_LABELS.usageType);
  if (!f.propertyType) blocking.push(BLOCKING_LABELS.propertyType);
  if (!f.businessType) blocking.push(BLOCKING_LABELS.businessType);
  if (!f.street) blocking.push(BLOCKING_LABELS.address);
  if (!f.city) blocking.push(BLOCKING_LABELS.city);
  if (
    f.propertyType &&
    (TYPES_REQUIRING_DEVELOPMENT as readonly string[]).includes(f.propertyType) &&
    !positive(f.developmentId) &&
    !f.developmentName
  ) {
    blocking.push(BLOCKING_LABELS.development);
  }
  if ((f.businessType === 'SALE' || f.businessType === 'SALE_RENTAL') && !positive(f.salePrice)) {
    blocking.push(BLOCKING_LABELS.salePrice);
  }
  if ((f.businessType === 'RENTAL' || f.businessType === 'SALE_RENTAL') && !positive(f.rentPrice)) {
    blocking.push(BLOCKING_LABELS.rentPrice);
  }

  const warnings: string[] = [];
  if (!f.description) warnings.push(WARNING_LABELS.description);
  if (f.photos === 0) warnings.push(WARNING_LABELS.noPhotos);
  else if (f.photos < RECOMMENDED_MIN_PHOTOS) warnings.push(fewPhotosWarning(f.photos));
  if (f.usageType === 'RESIDENTIAL' && f.bedrooms === undefined) warnings.push(WARNING_LABELS.bedrooms);
  if (f.bathrooms === undefined) warnings.push(WARNING_LABELS.bathrooms);
  if (!positive(f.usableArea)) warnings.push(WARNING_LABELS.usableArea);

  return { blocking, warnings, ready: blocking.length === 0 };
}
