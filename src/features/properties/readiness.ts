import { formatArea, formatMoney, formatNumber } from '@/lib/format';
import { PORTAL_MIN_PHOTO, portalRefusals } from '@/lib/portal-rules';
import type { PropertyDetailView } from './api/property-detail';
import { PUBLISHING_LABELS, publishingBlockers, type PublishingFacts } from './schemas/publishing-rules';

/**
 * Publishing readiness of a property for Canal Pro — the publishing rules
 * (docs/rules.md#property-writes: "Property publishing (blocking)" and "Warnings (non-blocking)") as one pure module, plus what
 * the portal itself refuses (lib/portal-rules.ts, shared with the mock): a listing without photos
 * is blocking here, not the spec's warning, because the portal refuses it. The export dialogs
 * show it before an export; the creation wizard enforces the same rules before publishing.
 */

/** A portal listing with fewer photos than this gets a warning. */
const RECOMMENDED_MIN_PHOTOS = 5;

/** Land is measured in hectares: its areas are checked against the larger limit. */
const LAND_TYPES = ['LOTE_TERRENO', 'FAZENDA_SITIO_CHACARA'];

/**
 * Figures beyond these are more likely a typing slip than a property: each gets a
 * non-blocking warning naming the value, never a refusal — a 60-bedroom hotel building exists.
 * The one place these limits are written.
 */
export const PLAUSIBLE = {
  /** m²: 10 ha for a building or a house; 5 000 ha for land (lots, farms). */
  maxArea: 100_000,
  maxLandArea: 50_000_000,
  maxBedrooms: 50,
  maxBathrooms: 50,
  maxSuites: 50,
  maxParking: 100,
  /** R$: a sale under R$ 1.000 or a rent under R$ 100 a month is a slip (a price of R$ 1). */
  minSalePrice: 1_000,
  maxSalePrice: 500_000_000,
  minRentPrice: 100,
  maxRentPrice: 1_000_000,
} as const;

const BLOCKING_LABELS = {
  ...PUBLISHING_LABELS,
  /** The portal refuses a listing without photos (MISSING_IMAGES). */
  photos: 'Fotos',
  /** The portal refuses a listing without any price (MISSING_PRICE). */
  price: 'Preço',
} as const;

const WARNING_LABELS = {
  description: 'Descrição detalhada',
  noPhotos: 'Adicione fotos do imóvel',
  bedrooms: 'Quartos',
  bathrooms: 'Banheiros',
  usableArea: 'Área útil',
} as const;

/** Warnings about a figure out of the plausible range, with the value in their text. */
type MagnitudeKey =
  | 'usableAreaSize'
  | 'totalAreaSize'
  | 'bedroomCount'
  | 'bathroomCount'
  | 'suiteCount'
  | 'parkingCount'
  | 'salePriceSize'
  | 'rentPriceSize';

export type BlockingKey = keyof typeof BLOCKING_LABELS;
export type WarningKey = keyof typeof WARNING_LABELS | 'fewPhotos' | 'smallPhotos' | MagnitudeKey;

/** 'Considere incluir mais fotos (atualmente N)'. */
export function fewPhotosWarning(count: number): string {
  return `Considere incluir mais fotos (atualmente ${count})`;
}

/** The photos below the portal's minimum resolution, named (issue 27.4). */
export function smallPhotosWarning(names: readonly string[]): string {
  const { long, short } = PORTAL_MIN_PHOTO;
  const which = names.length === 1 ? 'Foto abaixo' : 'Fotos abaixo';
  return `${which} do mínimo do Canal Pro (${formatNumber(long)} × ${formatNumber(short)} px): ${names.join(', ')}`;
}

const COUNT_NOUNS = {
  bedroomCount: 'quartos',
  bathroomCount: 'banheiros',
  suiteCount: 'suítes',
  parkingCount: 'vagas',
} as const;

/** The figures outside {@link PLAUSIBLE}, each with its warning. */
function magnitudeWarnings(p: ReadinessInput): [MagnitudeKey, string][] {
  const out: [MagnitudeKey, string][] = [];
  const land = p.propertyType !== null && LAND_TYPES.includes(p.propertyType);
  const maxArea = land ? PLAUSIBLE.maxLandArea : PLAUSIBLE.maxArea;
  const area = (key: MagnitudeKey, label: string, value: number | null) => {
    if (value !== null && value > maxArea) {
      out.push([key, `${label} de ${formatArea(value)} parece grande demais: confira`]);
    }
  };
  area('usableAreaSize', 'Área útil', p.usableArea);
  area('totalAreaSize', 'Área total', p.totalArea);
  const counts: [keyof typeof COUNT_NOUNS, number | null, number][] = [
    ['bedroomCount', p.bedrooms, PLAUSIBLE.maxBedrooms],
    ['bathroomCount', p.bathrooms, PLAUSIBLE.maxBathrooms],
    ['suiteCount', p.suites, PLAUSIBLE.maxSuites],
    ['parkingCount', p.parking, PLAUSIBLE.maxParking],
  ];
  for (const [key, value, max] of counts) {
    if (value !== null && value > max) {
      out.push([key, `${formatNumber(value)} ${COUNT_NOUNS[key]} parecem demais: confira`]);
    }
  }
  const price = (key: MagnitudeKey, label: string, value: number | null, min: number, max: number) => {
    if (value === null || value <= 0) return;
    if (value < min) out.push([key, `${label} de ${formatMoney(value)} parece baixo demais: confira`]);
    else if (value > max) out.push([key, `${label} de ${formatMoney(value)} parece alto demais: confira`]);
  };
  price('salePriceSize', 'Preço de venda', p.prices.sale, PLAUSIBLE.minSalePrice, PLAUSIBLE.maxSalePrice);
  price('rentPriceSize', 'Valor do aluguel', p.prices.rent, PLAUSIBLE.minRentPrice, PLAUSIBLE.maxRentPrice);
  return out;
}

export interface Readiness {
  /** Missing fields that stop publishing, by their labels. */
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
export interface ReadinessInput extends PublishingFacts {
  description: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  suites: number | null;
  parking: number | null;
  usableArea: number | null;
  totalArea: number | null;
  images: readonly string[];
  /** Names of the photos known to be below the portal's minimum resolution (checked with `portal`). */
  smallPhotos?: readonly string[];
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
 * Blocking fields and warnings for publishing `property`. With `portal` (an export to
 * the second portal: the export dialogs, or the wizard with 'Exportar para o Canal Pro' on), what
 * the portal refuses blocks too; without it, no photos is the spec's warning.
 */
export function propertyReadiness(
  p: ReadinessInput,
  { portal = true }: { portal?: boolean } = {},
): Readiness {
  const blockingKeys: BlockingKey[] = publishingBlockers(p);

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
  const small = portal ? (p.smallPhotos ?? []) : [];
  if (small.length > 0) warningKeys.push('smallPhotos');
  const warnings = warningKeys.map((key) =>
    key === 'fewPhotos'
      ? fewPhotosWarning(photos)
      : key === 'smallPhotos'
        ? smallPhotosWarning(small)
        : WARNING_LABELS[key as keyof typeof WARNING_LABELS],
  );
  for (const [key, text] of magnitudeWarnings(p)) {
    warningKeys.push(key);
    warnings.push(text);
  }

  return {
    blocking: blockingKeys.map((key) => BLOCKING_LABELS[key]),
    warnings,
    ready: blockingKeys.length === 0,
    blockingKeys,
    warningKeys,
  };
}
