import createClient from 'openapi-fetch';
import { fetchWithTimeout, unwrap } from './client';
import type { components, paths } from './schema';

/**
 * ViaCEP, the public postal-code service of the contract's `lookupCep` (no bearer: not our API).
 * VITE_POSTAL_CODE_URL points it elsewhere: a company proxy, or mock:server on a machine offline.
 */
const VIACEP_URL = import.meta.env.VITE_POSTAL_CODE_URL || 'https://viacep.com.br';

const viacep = createClient<paths>({ baseUrl: VIACEP_URL, fetch: (request) => fetchWithTimeout(request) });
// ViaCEP's canonical URL ends with a slash; the contract declares the path without it.
viacep.use({ onRequest: ({ request }) => new Request(`${request.url}/`, request) });

type CepResult = components['schemas']['CepResult'];

export interface CepAddress {
  street: string;
  neighborhood: string;
  city: string;
  state: string;
}

/**
 * The address of an 8-digit CEP, or null when ViaCEP does not know it (`{ "erro": true }`).
 * Throws the catalogue's ApiError when the service fails or cannot be reached.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress | null> {
  const result: CepResult = await unwrap(viacep.GET('/ws/{cep}/json', { params: { path: { cep } }, signal }));
  if (result.erro) return null;
  return {
    street: result.logradouro ?? '',
    neighborhood: result.bairro ?? '',
    city: result.localidade ?? '',
    state: result.uf ?? '',
  };
}
