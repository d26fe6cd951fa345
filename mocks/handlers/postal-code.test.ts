import { describe, expect, it } from 'vitest';
import { exerciseTag, expectTagExercised, tokenFor } from '../../tests/helpers/api';
import { KNOWN_CEPS } from './postal-code';

const VIACEP = 'https://viacep.com.br';

async function lookup(path: string, init?: RequestInit) {
  const response = await fetch(`${VIACEP}${path}`, init);
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, type, body };
}

describe('GET /ws/{cep}/json (ViaCEP)', () => {
  it('answers a known CEP on the canonical URL with the trailing slash', async () => {
    const { status, body } = await lookup('/ws/01310100/json/');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(body).not.toHaveProperty('erro');
  });

  it('answers the same on the path without the trailing slash', async () => {
    const withSlash = await lookup('/ws/22041001/json/');
    const without = await lookup('/ws/22041001/json');
    expect(without.status).toBe(200);
    expect(without.body).toEqual(withSlash.body);
    expect(without.body).toMatchObject({ logradouro: 'Avenida Atlântica', bairro: 'Copacabana', uf: 'RJ' });
  });

  it('knows real CEPs across SP, RJ, MG, PR, RS, BA and DF', async () => {
    expect(KNOWN_CEPS.length).toBeGreaterThanOrEqual(10);
    const states = new Set<string>();
    for (const cep of KNOWN_CEPS) {
      const { status, body } = await lookup(`/ws/${cep}/json/`);
      expect(status).toBe(200);
      const address = body as Record<string, string>;
      expect(address.cep).toBe(`${cep.slice(0, 5)}-${cep.slice(5)}`);
      for (const field of ['logradouro', 'bairro', 'localidade', 'uf'] as const) {
        expect(address[field], `${cep}.${field}`).toMatch(/\S/);
      }
      expect(typeof address.complemento).toBe('string');
      states.add(address.uf!);
    }
    expect([...states].sort()).toEqual(['BA', 'DF', 'MG', 'PR', 'RJ', 'RS', 'SP']);
  });

  it("fills the seed tenants' own addresses (tenant form auto-fill)", async () => {
    const { body } = await lookup('/ws/30140071/json/');
    expect(body).toMatchObject({ localidade: 'Belo Horizonte', uf: 'MG', logradouro: 'Rua Pernambuco' });
  });

  it('answers 200 { erro: true } for a well-formed unknown CEP, as ViaCEP does', async () => {
    for (const cep of ['99999999', '00000000']) {
      const { status, body } = await lookup(`/ws/${cep}/json/`);
      expect(status).toBe(200);
      expect(body).toEqual({ erro: true });
    }
  });

  it('answers 400 (an HTML page, not JSON) for anything but exactly 8 digits', async () => {
    for (const cep of ['0131010', '013101000', '01310-100', 'abcdefgh', '0131010a', '%20']) {
      const { status, type, body } = await lookup(`/ws/${cep}/json/`);
      expect(status, cep).toBe(400);
      expect(type).toContain('text/html');
      expect(body).toContain('400');
    }
    const withoutSlash = await lookup('/ws/123/json');
    expect(withoutSlash.status).toBe(400);
  });

  it('is an external service: no token needed, and a token changes nothing', async () => {
    const token = await tokenFor('gestor');
    const anonymous = await lookup('/ws/80530000/json/');
    const signed = await lookup('/ws/80530000/json/', { headers: { Authorization: `Bearer ${token}` } });
    const garbage = await lookup('/ws/80530000/json/', { headers: { Authorization: 'Bearer nonsense' } });
    expect(anonymous.status).toBe(200);
    expect(signed.body).toEqual(anonymous.body);
    expect(garbage.body).toEqual(anonymous.body);
    expect(anonymous.body).toMatchObject({ localidade: 'Curitiba', uf: 'PR', bairro: 'Centro Cívico' });
  });

  it('also answers on the app origin (the `*` base matches any origin)', async () => {
    const response = await fetch('http://localhost:3000/ws/40330200/json/');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ localidade: 'Salvador', uf: 'BA' });
  });

  it('exercises every operation of the postal-code tag', async () => {
    await exerciseTag('postal-code');
    expectTagExercised('postal-code');
  });
});
