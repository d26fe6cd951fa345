import { describe, expect, it } from 'vitest';
import { normalizePropertyDetail, type Property } from './api/property-detail';
import { fewPhotosWarning, PLAUSIBLE, propertyReadiness as rules, smallPhotosWarning } from './readiness';
import { portalRefusals } from '@/lib/portal-rules';

/** The rules run on the normalised property, as the export dialogs use them. */
const propertyReadiness = (p: Partial<Property>) =>
  rules(
    normalizePropertyDetail({
      id: 1,
      title: '',
      status: 'pending',
      external_id: 'QD-000001',
      image_urls: [],
      address: {},
      archived: false,
      tenant_id: 2,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      ...p,
    } as Property),
  );

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/img/${i}.jpg`);

/** A detail that passes every rule. */
const complete: Partial<Property> = {
  title: 'Apartamento 3 quartos no Leblon',
  description: 'Reformado, sol da manhã.',
  usage_type: 'RESIDENTIAL',
  property_type: 'APARTMENT',
  business_type: 'SALE',
  price_sale: 1_850_000,
  price_rent: null,
  address: { street: 'Rua Dias Ferreira', city: 'Rio de Janeiro' },
  condominium: { name: 'Edifício Mirante do Leblon' },
  image_urls: photos(6),
  bedrooms: 3,
  bathrooms: 2,
  area_util: 98,
};

describe('propertyReadiness', () => {
  it('is ready with no blocking fields nor warnings for a complete property', () => {
    expect(propertyReadiness(complete)).toEqual({
      blocking: [],
      warnings: [],
      ready: true,
      blockingKeys: [],
      warningKeys: [],
    });
  });

  it('lists every always-required field when they are missing, in the spec order', () => {
    const r = propertyReadiness({ title: '  ', image_urls: [] });
    expect(r.ready).toBe(false);
    expect(r.blocking).toEqual([
      'Título',
      'Tipo de uso',
      'Tipo de imóvel',
      'Modalidade de negócio',
      'Endereço',
      'Cidade',
      'Fotos',
      'Preço',
    ]);
  });

  it.each(['APARTMENT', 'FLAT', 'STUDIO', 'CASA_CONDOMINIO', 'COBERTURA', 'LOFT'] as const)(
    'requires the development for %s',
    (type) => {
      const r = propertyReadiness({ ...complete, property_type: type, condominium: null });
      expect(r.blocking).toEqual(['Empreendimento']);
    },
  );

  it('accepts an existing development id above 0 or a non-blank new name', () => {
    const base = { ...complete, condominium: null };
    expect(propertyReadiness({ ...base, empreendimento_id: 12 }).ready).toBe(true);
    expect(propertyReadiness({ ...base, empreendimento_id: 0 }).blocking).toEqual(['Empreendimento']);
    expect(propertyReadiness({ ...base, nome_empreendimento: 'Residencial Alfa' }).ready).toBe(true);
    expect(propertyReadiness({ ...base, nome_empreendimento: '   ' }).blocking).toEqual(['Empreendimento']);
    expect(propertyReadiness({ ...base, condominium: { nome: 'Edifício Sol' } }).ready).toBe(true);
  });

  it('does not require a development for houses', () => {
    expect(propertyReadiness({ ...complete, property_type: 'HOUSE', condominium: null }).ready).toBe(true);
  });

  it('requires the prices of the business type', () => {
    const none = { ...complete, price_sale: null, price_rent: null };
    expect(propertyReadiness({ ...none, business_type: 'SALE' }).blocking).toEqual(['Preço de venda']);
    expect(propertyReadiness({ ...none, business_type: 'RENTAL' }).blocking).toEqual(['Valor do aluguel']);
    expect(propertyReadiness({ ...none, business_type: 'SALE_RENTAL' }).blocking).toEqual([
      'Preço de venda',
      'Valor do aluguel',
    ]);
    expect(propertyReadiness({ ...none, business_type: 'RENTAL', rent_price: 4500 }).ready).toBe(true);
  });

  it('warns about description, bedrooms (residential), bathrooms and usable area', () => {
    const r = propertyReadiness({
      ...complete,
      description: '',
      bedrooms: null,
      bathrooms: null,
      area_util: null,
    });
    expect(r.ready).toBe(true);
    expect(r.warnings).toEqual(['Descrição detalhada', 'Quartos', 'Banheiros', 'Área útil']);
  });

  it('blocks what the portal refuses, from the rules the mock refuses with', () => {
    // No photos: the portal answers MISSING_IMAGES, so it is no mere warning.
    const noPhotos = propertyReadiness({ ...complete, image_urls: [] });
    expect(noPhotos.ready).toBe(false);
    expect(noPhotos.blocking).toEqual(['Fotos']);
    expect(noPhotos.warnings).toEqual([]);
    expect(
      portalRefusals({ photos: 0, salePrice: 1, rentPrice: null, street: 'Rua A', city: 'Recife' }),
    ).toEqual(['MISSING_IMAGES']);
    // No price at all, whatever the business type: MISSING_PRICE.
    const unpriced = propertyReadiness({
      ...complete,
      business_type: null,
      price_sale: null,
      price_rent: null,
    });
    expect(unpriced.blocking).toContain('Preço');
    // Every property the rules call ready is one the portal takes.
    expect(
      portalRefusals({ photos: 1, salePrice: 1, rentPrice: null, street: 'Rua A', city: 'Recife' }),
    ).toEqual([]);
  });

  it('suggests more photos below 5 and says how many there are', () => {
    expect(propertyReadiness({ ...complete, image_urls: photos(3) }).warnings).toEqual([
      'Considere incluir mais fotos (atualmente 3)',
    ]);
    expect(fewPhotosWarning(1)).toBe('Considere incluir mais fotos (atualmente 1)');
    expect(propertyReadiness({ ...complete, image_urls: photos(5) }).warnings).toEqual([]);
  });

  it('does not ask bedrooms of a commercial property', () => {
    const r = propertyReadiness({ ...complete, usage_type: 'COMMERCIAL', bedrooms: null });
    expect(r.warnings).not.toContain('Quartos');
  });

  it('takes the address from the condominium when the property has none', () => {
    const r = propertyReadiness({
      ...complete,
      address: {},
      condominium: {
        nome: 'Edifício Sol',
        endereco: { endereco: 'Av. Atlântica', cidade: 'Rio de Janeiro' },
      },
    });
    expect(r.ready).toBe(true);
  });
});

describe('propertyReadiness outside the portal (the wizard without the export flag)', () => {
  const view = (p: Partial<Property>) =>
    normalizePropertyDetail({
      id: 1,
      title: 'Casa',
      status: 'pending',
      external_id: 'QD-000001',
      address: {},
      archived: false,
      tenant_id: 2,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      ...complete,
      ...p,
    } as Property);

  it('warns about no photos instead of blocking, and names each rule by key', () => {
    const r = rules(view({ image_urls: [] }), { portal: false });
    expect(r.ready).toBe(true);
    expect(r.warnings).toEqual(['Adicione fotos do imóvel']);
    expect(r.warningKeys).toEqual(['noPhotos']);
    const onPortal = rules(view({ image_urls: [] }));
    expect(onPortal.blocking).toEqual(['Fotos']);
    expect(onPortal.blockingKeys).toEqual(['photos']);
  });

  it('keeps the spec blocking rules whatever the destination, with their keys', () => {
    const r = rules(view({ business_type: 'SALE_RENTAL', price_sale: null, price_rent: null }), {
      portal: false,
    });
    expect(r.blocking).toEqual(['Preço de venda', 'Valor do aluguel']);
    expect(r.blockingKeys).toEqual(['salePrice', 'rentPrice']);
  });

  it('names the photos below Canal Pro’s minimum resolution when exporting, not otherwise (issue 27.4)', () => {
    const small = ['detalhe.jpg (4 × 2 px)', 'Foto 3 (JPEG) (640 × 480 px)'];
    const onPortal = rules({ ...view({}), smallPhotos: small }, { portal: true });
    expect(onPortal.warnings).toEqual([
      'Fotos abaixo do mínimo do Canal Pro (800 × 600 px): detalhe.jpg (4 × 2 px), Foto 3 (JPEG) (640 × 480 px)',
    ]);
    expect(onPortal.warningKeys).toEqual(['smallPhotos']);
    expect(onPortal.ready).toBe(true);
    expect(smallPhotosWarning(['a.jpg (10 × 10 px)'])).toBe(
      'Foto abaixo do mínimo do Canal Pro (800 × 600 px): a.jpg (10 × 10 px)',
    );
    expect(rules({ ...view({}), smallPhotos: small }, { portal: false }).warningKeys).toEqual([]);
  });

  it('counts photos in the few-photos warning', () => {
    const r = rules(view({ image_urls: photos(2) }), { portal: false });
    expect(r.warnings).toEqual([fewPhotosWarning(2)]);
    expect(r.warningKeys).toEqual(['fewPhotos']);
  });
});

describe('implausible magnitudes: warnings naming the value, never blocking', () => {
  it('warns about areas, rooms, parking and prices beyond PLAUSIBLE', () => {
    const r = propertyReadiness({
      ...complete,
      area_util: 99_999_999,
      area_total: 99_999_999,
      bedrooms: 500,
      suites: 51,
      bathrooms: 60,
      parking_spaces: 9999,
      price_sale: 1,
    });
    expect(r.ready).toBe(true);
    expect(r.warnings.map((w) => w.replace(/\s/g, ' '))).toEqual([
      'Área útil de 99.999.999 m² parece grande demais: confira',
      'Área total de 99.999.999 m² parece grande demais: confira',
      '500 quartos parecem demais: confira',
      '60 banheiros parecem demais: confira',
      '51 suítes parecem demais: confira',
      '9.999 vagas parecem demais: confira',
      'Preço de venda de R$ 1 parece baixo demais: confira',
    ]);
    expect(r.warningKeys).toEqual([
      'usableAreaSize',
      'totalAreaSize',
      'bedroomCount',
      'bathroomCount',
      'suiteCount',
      'parkingCount',
      'salePriceSize',
    ]);
  });

  it('stays quiet at the limits, and gives land the larger area limit', () => {
    const atLimits = propertyReadiness({
      ...complete,
      area_util: PLAUSIBLE.maxArea,
      bedrooms: PLAUSIBLE.maxBedrooms,
      parking_spaces: PLAUSIBLE.maxParking,
      price_sale: PLAUSIBLE.minSalePrice,
    });
    expect(atLimits.warnings).toEqual([]);
    const farm = propertyReadiness({
      ...complete,
      property_type: 'FAZENDA_SITIO_CHACARA',
      area_total: 2_000_000,
    });
    expect(farm.warnings).toEqual([]);
    const rent = propertyReadiness({
      ...complete,
      business_type: 'RENTAL',
      price_sale: null,
      price_rent: 50,
    });
    expect(rent.warnings.map((w) => w.replace(/\s/g, ' '))).toEqual([
      'Valor do aluguel de R$ 50 parece baixo demais: confira',
    ]);
    const dear = propertyReadiness({ ...complete, price_sale: 900_000_000 });
    expect(dear.warningKeys).toEqual(['salePriceSize']);
  });
});
