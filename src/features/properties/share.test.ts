import { describe, expect, it } from 'vitest';
import { formatPrice, formatRent } from '@/lib/format';
import { publicListingUrl } from '@/features/listing/api/public-listing';
import { isPublished, shareText } from './share';

const property = {
  title: 'Apartamento 3 quartos em Leblon',
  externalId: 'QD-000041',
  propertyCode: 'AP0041',
  address: {
    street: 'Rua Dias Ferreira',
    number: '120',
    complement: null,
    neighborhood: 'Leblon',
    city: 'Rio de Janeiro',
    state: 'RJ',
    zipCode: null,
  },
  prices: {
    sale: 857_000,
    rent: null,
    condoFee: 900,
    condoFeeExempt: false,
    iptu: null,
    iptuExempt: false,
    iptuPeriod: null,
  },
  features: [] as string[],
  development: { amenities: [] as string[] },
};

describe('isPublished', () => {
  it('is true for active or synced properties that are not archived', () => {
    expect(isPublished({ status: 'active', archived: false })).toBe(true);
    expect(isPublished({ status: 'synced', archived: false })).toBe(true);
  });

  it('is false for archived ones and for every other status', () => {
    expect(isPublished({ status: 'active', archived: true })).toBe(false);
    for (const status of ['imported', 'pending', 'error', 'rascunho', '']) {
      expect(isPublished({ status, archived: false })).toBe(false);
    }
  });
});

describe('shareText', () => {
  const url = publicListingUrl('https://app.example.com.br', 41);

  it('carries title, price, neighbourhood, city, code and the public address, one per line', () => {
    expect(shareText(property, url)).toBe(
      [
        '*Apartamento 3 quartos em Leblon*',
        formatPrice(857_000),
        'Leblon, Rio de Janeiro/RJ',
        'Código: AP0041',
        'https://app.example.com.br/imovel/41',
      ].join('\n'),
    );
  });

  it('leaves the address out when the property is not published', () => {
    const text = shareText(property, null);
    expect(text).not.toContain('/imovel/');
    expect(text.split('\n')).toHaveLength(4);
  });

  it('names sale and rent when both are asked, rent alone otherwise', () => {
    const both = shareText({ ...property, prices: { ...property.prices, rent: 4_500 } }, null);
    expect(both).toContain(`Venda: ${formatPrice(857_000)}\nAluguel: ${formatRent(4_500)}`);
    const rent = shareText({ ...property, prices: { ...property.prices, sale: null, rent: 4_500 } }, null);
    expect(rent).toContain(`Aluguel: ${formatRent(4_500)}`);
    expect(rent).not.toContain('Venda');
  });

  it("says 'Preço sob consulta' without a price, and uses the external id without a code", () => {
    const text = shareText(
      { ...property, propertyCode: null, prices: { ...property.prices, sale: 0 } },
      null,
    );
    expect(text).toContain('Preço sob consulta');
    expect(text).toContain('Código: QD-000041');
  });

  it('skips what the address lacks', () => {
    const address = { ...property.address, neighborhood: null, state: null };
    expect(shareText({ ...property, address }, null)).toContain('\nRio de Janeiro\n');
    const none = { ...property.address, neighborhood: null, city: null, state: null };
    expect(shareText({ ...property, address: none }, null)).not.toContain('\n\n');
  });
});

describe('shareText highlights', () => {
  it('names features and amenities in pt-BR, whatever case the ids came in, each once', () => {
    const text = shareText(
      {
        ...property,
        features: ['Pool', 'Barbecue', 'varanda gourmet', 'Security_24h'],
        development: { amenities: ['pool', 'gym', 'ELEVATOR'] },
      },
      null,
    );
    expect(text).toContain('\nPiscina, Churrasqueira, Varanda gourmet, Segurança 24h, Academia, Elevador\n');
    expect(text).not.toMatch(/Pool|Barbecue|Security|Gym|Elevator|_/);
  });

  it('keeps the message short: eight at most, then "e mais"', () => {
    const features = [
      'gym',
      'barbecue',
      'cinema',
      'gourmet_space',
      'garden',
      'pool',
      'playground',
      'sauna',
      'spa',
    ];
    const line = shareText({ ...property, features }, null).split('\n')[3]!;
    expect(line).toBe(
      'Academia, Churrasqueira, Cinema, Espaço gourmet, Jardim, Piscina, Playground, Sauna e mais',
    );
  });
});
