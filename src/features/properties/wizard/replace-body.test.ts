import { describe, expect, it } from 'vitest';
import { as } from '../../../../tests/helpers/api';
import { normalizePropertyDetail, type Property } from '../api/property-detail';
import { replaceBody } from './replace-body';
import { valuesFromProperty, type WizardValues } from './values';

type Client = Awaited<ReturnType<typeof as>>;

/** A property with every field the spec lists filled, the condominium's own included. */
async function fullyFilled(client: Client): Promise<Property> {
  const { data: list } = await client.GET('/properties', { params: { query: { page_size: 1 } } });
  const id = list!.data[0]!.id;
  const { data } = await client.PATCH('/properties/{id}', {
    params: { path: { id } },
    body: {
      videos: ['https://videos.imobi.com.br/tour.mp4'],
      virtual_tour_link: 'https://tour.imobi.com.br/x1',
      unit: '1203',
      block: 'B',
      property_standard: 'HIGH',
      accepts_financing: true,
      financing_details: 'Aceita FGTS',
      accepts_exchange: true,
      exchange_details: 'Carro até R$ 80 mil',
      display_latitude: -22.98,
      display_longitude: -43.21,
      delivery_at: '2027-03',
      condo_fee: 1500,
      condo_fee_exempt: false,
      custom_condo_features: 'Heliponto',
      condominium: {
        id: 9,
        name: 'Edifício Mirante',
        nome: 'Edifício Mirante',
        endereco: {
          endereco: 'Rua A, 10',
          street: 'Rua A',
          cep: '22440-000',
          bairro: 'Leblon',
          cidade: 'Rio de Janeiro',
          estado: 'RJ',
        },
        informacoes: {
          andares: 20,
          unidadesPorAndar: 4,
          blocos: 2,
          entregaEm: '2027-03',
          caracteristicas: ['pool', 'gym'],
          caracteristicasPersonalizadas: 'Heliponto',
        },
        condo_fee: 1500,
        iptu: 320,
        virtual_tour_link: 'https://tour.imobi.com.br/condo',
      },
    },
  });
  return data!.property;
}

function editFor(original: Property): { initial: WizardValues } {
  return { initial: valuesFromProperty(normalizePropertyDetail(original), original) };
}

function withoutClock(p: Property) {
  const { updated_at: _updated, ...rest } = p;
  return rest;
}

describe('replaceBody (edit never wipes what it does not show)', () => {
  it('saves a fully filled property without changes and the API object is unchanged', async () => {
    const client = await as('gestor');
    const original = await fullyFilled(client);
    const { initial } = editFor(original);
    const { data, error } = await client.PUT('/properties/{id}', {
      params: { path: { id: original.id } },
      body: replaceBody(original, initial, initial),
    });
    expect(error).toBeUndefined();
    expect(withoutClock(data!.property)).toEqual(withoutClock(original));
  });

  it('changes only what was edited, in the condominium too', async () => {
    const client = await as('gestor');
    const original = await fullyFilled(client);
    const { initial } = editFor(original);
    const current: WizardValues = {
      ...initial,
      price_sale: 990_000,
      floors: 25,
      nome_empreendimento: 'Mirante Novo',
      development_mode: 'new',
    };
    const { data } = await client.PUT('/properties/{id}', {
      params: { path: { id: original.id } },
      body: replaceBody(original, initial, current),
    });
    const saved = data!.property;
    const view = normalizePropertyDetail(saved);
    expect(view.prices.sale).toBe(990_000);
    expect(view.development.floors).toBe(25);
    expect(view.development.name).toBe('Mirante Novo');
    expect(saved.condominium?.informacoes?.andares).toBe(25);
    expect(saved.videos).toEqual(original.videos);
    expect(saved.condominium?.informacoes?.caracteristicasPersonalizadas).toBe('Heliponto');
    expect(saved.unit).toBe('1203');
  });

  it('a cleared value stays cleared (no alias or condominium brings it back)', async () => {
    const client = await as('gestor');
    const original = await fullyFilled(client);
    const { initial } = editFor(original);
    const { data } = await client.PUT('/properties/{id}', {
      params: { path: { id: original.id } },
      body: replaceBody(original, initial, {
        ...initial,
        condo_fee: null,
        virtual_tour_link: '',
        bairro: '',
      }),
    });
    const view = normalizePropertyDetail(data!.property);
    expect(view.prices.condoFee).toBeNull();
    expect(view.virtualTourLink).toBeNull();
    expect(data!.property.address.neighborhood ?? null).toBeNull();
  });
});
