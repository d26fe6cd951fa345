import { describe, expect, it } from 'vitest';
import { byStepOrder, clampStep, fieldOfBodyKey, stepOfField } from './steps';
import { bodyFromValues, EMPTY_WIZARD, readinessFromValues } from './values';

describe('wizard steps', () => {
  it('clamps moves between 1 and 7', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(-3)).toBe(1);
    expect(clampStep(8)).toBe(7);
    expect(clampStep(4.6)).toBe(4);
    expect(clampStep(Number.NaN)).toBe(1);
  });

  it('finds the form field and step behind a body field a 422 names', () => {
    expect(fieldOfBodyKey('address.city')).toBe('cidade');
    expect(fieldOfBodyKey('area_util')).toBe('usable_areas');
    expect(fieldOfBodyKey('price_sale')).toBe('price_sale');
    // The contract's aliases a stored property still carries (an edit sends them back).
    expect(fieldOfBodyKey('rent_price')).toBe('price_rent');
    expect(fieldOfBodyKey('sale_price')).toBe('price_sale');
    expect(fieldOfBodyKey('garage_spots')).toBe('parking_spaces');
    expect(fieldOfBodyKey('condominium.informacoes.andares')).toBeNull();
    expect(stepOfField('external_id')).toBe(7);
  });

  it('orders fields as the user meets them: by step, then as the step lays them out', () => {
    const fields = [
      'description',
      'iptu_exempt',
      'iptu_period',
      'features',
      'property_standard',
      'title',
    ] as const;
    expect([...fields].sort(byStepOrder)).toEqual([
      'title',
      'property_standard',
      'features',
      'iptu_period',
      'iptu_exempt',
      'description',
    ]);
  });
});

describe('bodyFromValues', () => {
  it('mirrors the flat address into the address object and leaves blanks out', () => {
    const body = bodyFromValues({
      ...EMPTY_WIZARD,
      title: ' Casa ',
      endereco: 'Rua A',
      numero: '10',
      cidade: 'Niterói',
      estado: 'RJ',
      cep: '24020-000',
      usable_areas: 80,
      total_areas: 120,
    });
    expect(body).toMatchObject({
      title: 'Casa',
      endereco: 'Rua A',
      cidade: 'Niterói',
      address: {
        street: 'Rua A',
        number: '10',
        street_number: '10',
        city: 'Niterói',
        state: 'RJ',
        zip_code: '24020-000',
      },
      usable_areas: 80,
      area_util: 80,
      total_areas: 120,
      area_total: 120,
    });
    expect(body).not.toHaveProperty('bairro');
    expect(body).not.toHaveProperty('description');
    expect(body).not.toHaveProperty('external_id');
  });

  it('sends an exempt fee without an amount, and a new development by name only', () => {
    const body = bodyFromValues({
      ...EMPTY_WIZARD,
      title: 'Apto',
      condo_fee: 900,
      condo_fee_exempt: true,
      development_mode: 'new',
      empreendimento_id: 12,
      nome_empreendimento: 'Residencial Alfa',
    });
    expect(body.condo_fee).toBeUndefined();
    expect(body.condo_fee_exempt).toBe(true);
    expect(body.empreendimento_id).toBeUndefined();
    expect(body.nome_empreendimento).toBe('Residencial Alfa');
  });
});

describe('readinessFromValues', () => {
  it('counts the photos still to be sent and reads the chosen development only', () => {
    const input = readinessFromValues(
      {
        ...EMPTY_WIZARD,
        image_urls: ['/a.jpg'],
        development_mode: 'existing',
        empreendimento_id: 3,
        nome_empreendimento: 'x',
      },
      2,
    );
    expect(input.images).toHaveLength(3);
    expect(input.development).toEqual({ id: 3, name: null });
  });
});
