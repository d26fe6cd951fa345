import { describe, expect, it } from 'vitest';
import {
  formatCondoFee,
  formatIptu,
  normalizePropertyDetail,
  parsePropertyId,
  type Property,
} from './property-detail';

const base: Property = {
  id: 7,
  title: 'Casa com quintal',
  status: 'synced',
  external_id: 'QD-000007',
  image_urls: [],
  address: {},
  archived: false,
  tenant_id: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('normalizePropertyDetail', () => {
  it('takes the canonical names when present', () => {
    const view = normalizePropertyDetail({
      ...base,
      area_util: 98,
      usable_areas: 1,
      area_total: 120,
      total_areas: 2,
      parking_spaces: 1,
      garage_spots: 3,
      price_sale: 850_000,
      sale_price: 1,
      price_rent: 4_000,
      rent_price: 2,
      condo_fee: 900,
      iptu: 300,
      virtual_tour_link: 'https://tour.example.com/a',
      virtualTour: 'https://tour.example.com/b',
      condominium: { condo_fee: 1, iptu: 2, virtual_tour_link: 'https://tour.example.com/c' },
    });
    expect(view.usableArea).toBe(98);
    expect(view.totalArea).toBe(120);
    expect(view.parking).toBe(1);
    expect(view.prices).toMatchObject({ sale: 850_000, rent: 4_000, condoFee: 900, iptu: 300 });
    expect(view.virtualTourLink).toBe('https://tour.example.com/a');
  });

  it('falls back to the aliases and the condominium', () => {
    const view = normalizePropertyDetail({
      ...base,
      usable_areas: 60,
      total_areas: 75,
      garage_spots: 2,
      sale_price: 500_000,
      rent_price: 2_500,
      virtualTour: 'https://tour.example.com/b',
      condominium: {
        nome: 'Residencial Jardins',
        endereco: {
          endereco: 'Rua das Flores',
          cep: '01000-000',
          bairro: 'Jardins',
          cidade: 'São Paulo',
          estado: 'SP',
        },
        informacoes: {
          andares: 12,
          unidadesPorAndar: 4,
          blocos: 2,
          entregaEm: '2027-03',
          caracteristicas: ['pool', 'gym'],
          caracteristicasPersonalizadas: 'Pet place',
        },
        condo_fee: 700,
        iptu: 150,
      },
    });
    expect(view.usableArea).toBe(60);
    expect(view.totalArea).toBe(75);
    expect(view.parking).toBe(2);
    expect(view.prices).toMatchObject({ sale: 500_000, rent: 2_500, condoFee: 700, iptu: 150 });
    expect(view.virtualTourLink).toBe('https://tour.example.com/b');
    expect(view.development).toEqual({
      id: null,
      name: 'Residencial Jardins',
      floors: 12,
      unitsPerFloor: 4,
      buildings: 2,
      unitFloor: null,
      deliveryAt: '2027-03',
      amenities: ['pool', 'gym'],
      customFeatures: 'Pet place',
    });
    expect(view.address).toEqual({
      street: 'Rua das Flores',
      number: null,
      complement: null,
      neighborhood: 'Jardins',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01000-000',
    });
  });

  it('prefers the property’s development fields and address over the condominium’s', () => {
    const view = normalizePropertyDetail({
      ...base,
      building_name: 'Edifício Aurora',
      floors: 20,
      condo_features: ['elevator'],
      address: { street: 'Av. Atlântica', street_number: '1702', city: 'Rio de Janeiro' },
      condominium: {
        name: 'Outro nome',
        endereco: { street: 'Rua X', cidade: 'Niterói' },
        informacoes: { andares: 3, caracteristicas: ['pool'] },
      },
    });
    expect(view.development.name).toBe('Edifício Aurora');
    expect(view.development.floors).toBe(20);
    expect(view.development.amenities).toEqual(['elevator']);
    expect(view.address.street).toBe('Av. Atlântica');
    expect(view.address.number).toBe('1702');
    expect(view.address.city).toBe('Rio de Janeiro');
  });

  it('reads coordinates from the coordinates object, else the display pair', () => {
    expect(
      normalizePropertyDetail({ ...base, coordinates: { latitude: -22.98, longitude: -43.22 } }).coordinates,
    ).toEqual({ latitude: -22.98, longitude: -43.22 });
    expect(
      normalizePropertyDetail({ ...base, display_latitude: -23.5, display_longitude: -46.6 }).coordinates,
    ).toEqual({ latitude: -23.5, longitude: -46.6 });
    expect(normalizePropertyDetail({ ...base, display_latitude: -23.5 }).coordinates).toBeNull();
  });

  it('leaves missing values empty and drops blank media URLs', () => {
    const view = normalizePropertyDetail({
      ...base,
      description: '  ',
      image_urls: ['', 'a.jpg'],
      videos: [' '],
    });
    expect(view.description).toBeNull();
    expect(view.parking).toBeNull();
    expect(view.prices).toEqual({
      sale: null,
      rent: null,
      condoFee: null,
      condoFeeExempt: false,
      iptu: null,
      iptuExempt: false,
      iptuPeriod: null,
    });
    expect(view.images).toEqual(['a.jpg']);
    expect(view.videos).toEqual([]);
    expect(view.virtualTourLink).toBeNull();
    expect(view.development.amenities).toEqual([]);
  });
});

describe('the agency', () => {
  it('carries how to reach it, blanks as null', () => {
    const agency = {
      name: 'Imobiliária Carioca',
      creci: 'CJ-24561/RJ',
      phone: ' (21) 2540-7788 ',
      email: '',
    };
    expect(normalizePropertyDetail({ ...base, agency }).agency).toEqual({
      name: 'Imobiliária Carioca',
      creci: 'CJ-24561/RJ',
      phone: '(21) 2540-7788',
      email: null,
    });
    expect(normalizePropertyDetail({ ...base, agency: { name: 'Ana' } }).agency).toEqual({
      name: 'Ana',
      creci: null,
      phone: null,
      email: null,
    });
    expect(normalizePropertyDetail(base).agency).toBeNull();
  });
});

describe('parsePropertyId', () => {
  it('accepts positive integers only', () => {
    expect(parsePropertyId('41')).toBe(41);
    expect(parsePropertyId('0')).toBeNull();
    expect(parsePropertyId('abc')).toBeNull();
    expect(parsePropertyId('1.5')).toBeNull();
    expect(parsePropertyId(undefined)).toBeNull();
  });
});

describe('formatCondoFee and formatIptu', () => {
  const prices = normalizePropertyDetail(base).prices;
  const nbsp = (value: string) => value.replace(/\s/g, ' ');

  it("write the fee in BRL, 'Isento' when exempt, '—' when absent", () => {
    expect(nbsp(formatCondoFee({ ...prices, condoFee: 900 }))).toBe('R$ 900');
    expect(formatCondoFee({ ...prices, condoFee: 900, condoFeeExempt: true })).toBe('Isento');
    expect(formatCondoFee(prices)).toBe('—');
  });

  it('add the IPTU period when there is one', () => {
    expect(nbsp(formatIptu({ ...prices, iptu: 300, iptuPeriod: 'MONTHLY' }))).toBe('R$ 300/mês');
    expect(nbsp(formatIptu({ ...prices, iptu: 3600, iptuPeriod: 'YEARLY' }))).toBe('R$ 3.600/ano');
    expect(nbsp(formatIptu({ ...prices, iptu: 300 }))).toBe('R$ 300');
    expect(formatIptu({ ...prices, iptu: 300, iptuExempt: true })).toBe('Isento');
    expect(formatIptu(prices)).toBe('—');
  });

  it('carry the archived flag for the published check', () => {
    expect(normalizePropertyDetail(base).archived).toBe(false);
    expect(normalizePropertyDetail({ ...base, archived: true }).archived).toBe(true);
  });
});
