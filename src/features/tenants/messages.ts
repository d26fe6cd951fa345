import { errorMessage, isApiError } from '@/api/errors';

/** The tenant messages of the spec's error catalogue, verbatim. */
export const TENANT_MESSAGES_UI = {
  listError: 'Erro ao carregar tenants',
  createError: 'Erro ao criar tenant',
  network: 'Erro de conexão',
  created: 'Tenant criado com sucesso!',
  empty: 'Nenhum tenant encontrado',
} as const;

/**
 * The banner's text for a failed call: the server's own words when it sent some, 'Erro de conexão'
 * when no answer came back, otherwise the screen's fallback.
 */
export function bannerMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return TENANT_MESSAGES_UI.network;
  return errorMessage(error, fallback);
}
