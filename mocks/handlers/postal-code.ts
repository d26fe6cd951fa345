/**
 * The public ViaCEP service (https://viacep.com.br/ws/{cep}/json/), answered locally so the tenant
 * form's address auto-fill works offline and in tests. No session: it is an external service.
 *
 * Like ViaCEP: a known CEP answers the address; a well-formed unknown one answers 200
 * `{ "erro": true }`; anything but exactly 8 digits answers 400 with an HTML page.
 */
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { http, run } from '../http';

type CepResult = components['schemas']['CepResult'];

interface City {
  localidade: string;
  uf: string;
  estado: string;
  regiao: string;
  ibge: string;
  ddd: string;
  siafi: string;
}

const CITIES = {
  sp: {
    localidade: 'São Paulo',
    uf: 'SP',
    estado: 'São Paulo',
    regiao: 'Sudeste',
    ibge: '3550308',
    ddd: '11',
    siafi: '7107',
  },
  rj: {
    localidade: 'Rio de Janeiro',
    uf: 'RJ',
    estado: 'Rio de Janeiro',
    regiao: 'Sudeste',
    ibge: '3304557',
    ddd: '21',
    siafi: '6001',
  },
  bh: {
    localidade: 'Belo Horizonte',
    uf: 'MG',
    estado: 'Minas Gerais',
    regiao: 'Sudeste',
    ibge: '3106200',
    ddd: '31',
    siafi: '4123',
  },
  cwb: {
    localidade: 'Curitiba',
    uf: 'PR',
    estado: 'Paraná',
    regiao: 'Sul',
    ibge: '4106902',
    ddd: '41',
    siafi: '7535',
  },
  poa: {
    localidade: 'Porto Alegre',
    uf: 'RS',
    estado: 'Rio Grande do Sul',
    regiao: 'Sul',
    ibge: '4314902',
    ddd: '51',
    siafi: '8801',
  },
  ssa: {
    localidade: 'Salvador',
    uf: 'BA',
    estado: 'Bahia',
    regiao: 'Nordeste',
    ibge: '2927408',
    ddd: '71',
    siafi: '3849',
  },
  bsb: {
    localidade: 'Brasília',
    uf: 'DF',
    estado: 'Distrito Federal',
    regiao: 'Centro-Oeste',
    ibge: '5300108',
    ddd: '61',
    siafi: '9701',
  },
} satisfies Record<string, City>;

/** [cep, logradouro, complemento, bairro, city]. Includes the seed tenants' own addresses. */
const ADDRESSES: [string, string, string, string, City][] = [
  ['01001-000', 'Praça da Sé', 'lado ímpar', 'Sé', CITIES.sp],
  ['01310-100', 'Avenida Paulista', 'de 612 a 1510 - lado par', 'Bela Vista', CITIES.sp],
  ['05422-001', 'Rua dos Pinheiros', '', 'Pinheiros', CITIES.sp],
  ['20040-020', 'Avenida Rio Branco', 'de 1 ao 185 - lado ímpar', 'Centro', CITIES.rj],
  ['22041-001', 'Avenida Atlântica', 'de 2174 a 2634 - lado par', 'Copacabana', CITIES.rj],
  ['22070-011', 'Avenida Nossa Senhora de Copacabana', '', 'Copacabana', CITIES.rj],
  ['22250-040', 'Praia de Botafogo', '', 'Botafogo', CITIES.rj],
  ['22440-000', 'Avenida Ataulfo de Paiva', '', 'Leblon', CITIES.rj],
  ['30140-071', 'Rua Pernambuco', '', 'Savassi', CITIES.bh],
  ['30480-000', 'Avenida Amazonas', 'de 3681 a 4199 - lado ímpar', 'Alto Barroca', CITIES.bh],
  ['80210-000', 'Avenida Prefeito Omar Sabbag', '', 'Jardim Botânico', CITIES.cwb],
  ['80530-000', 'Avenida Cândido de Abreu', '', 'Centro Cívico', CITIES.cwb],
  ['91410-080', 'Rua Ângelo Crivellaro', '', 'Jardim do Salso', CITIES.poa],
  ['40330-200', 'Rua Conde de Porto Alegre', '', 'IAPI', CITIES.ssa],
  ['70083-900', 'Praça dos Três Poderes Anexo II', '', 'Zona Cívico-Administrativa', CITIES.bsb],
];

const BY_CEP = new Map<string, CepResult>(
  ADDRESSES.map(([cep, logradouro, complemento, bairro, city]) => [
    cep.replace('-', ''),
    {
      cep,
      logradouro,
      complemento,
      unidade: '',
      bairro,
      localidade: city.localidade,
      uf: city.uf,
      estado: city.estado,
      regiao: city.regiao,
      ibge: city.ibge,
      gia: '',
      ddd: city.ddd,
      siafi: city.siafi,
    } as CepResult,
  ]),
);

/** The known CEPs (8 digits), for stories and tests. */
export const KNOWN_CEPS: readonly string[] = [...BY_CEP.keys()];

const BAD_REQUEST_PAGE =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>ViaCEP 400</title></head>' +
  '<body><h1>Erro 400</h1><h3>Verifique a sua URL (Bad Request)</h3></body></html>';

function lookup(cep: string | undefined): Response {
  if (!cep || !/^\d{8}$/.test(cep)) {
    return new HttpResponse(BAD_REQUEST_PAGE, { status: 400, headers: { 'Content-Type': 'text/html' } });
  }
  const found = BY_CEP.get(cep);
  return HttpResponse.json<CepResult>(found ?? { erro: true });
}

export const postalCodeHandlers = [
  // ViaCEP's canonical URL ends with a slash, while the contract declares the path without it
  // (Redocly's no-path-trailing-slash). MSW would match the slash on the typed path as well; the
  // explicit handler keeps the canonical URL working whatever the matcher's leniency.
  http.untyped.get('*/ws/:cep/json/', ({ params }) =>
    run(() => lookup(typeof params.cep === 'string' ? params.cep : undefined)),
  ),
  http.get('/ws/{cep}/json', ({ params, response }) => run(() => response.untyped(lookup(params.cep)))),
];
