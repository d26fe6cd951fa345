import type { QueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/errors';
import { canalproKeys } from './credentials';

/** Part 1 §8, export messages. */
export const EXPORT_MESSAGES = {
  credentialsInvalid: 'Credenciais expiradas. Configure novas credenciais primeiro.',
  authFailed: 'Falha de autenticação. Verifique suas credenciais.',
  credentialsExpired: 'Credenciais expiradas. Configure novas credenciais em Configurações.',
  startError: 'Erro ao iniciar exportação',
  startFailed: 'Falha ao iniciar exportação',
  exportActivateError: 'Erro na operação de exportação + ativação',
} as const;

/** PortalError codes of openapi.yaml (502, never 401) that mean the portal refused the credentials. */
export const PORTAL_AUTH_CODES = ['PORTAL_AUTH_FAILED', 'PORTAL_CREDENTIALS_EXPIRED'] as const;

/**
 * The message for a failed export call. Authentication failures get the spec's two messages and
 * re-check the credentials (the header badge and the dialog's guard follow); anything else shows
 * the server's message or `fallback`.
 */
export function exportFailureMessage(error: unknown, fallback: string, qc: QueryClient): string {
  if (isApiError(error) && (PORTAL_AUTH_CODES as readonly string[]).includes(error.code)) {
    void qc.invalidateQueries({ queryKey: canalproKeys.credentials() });
    return error.code === 'PORTAL_CREDENTIALS_EXPIRED'
      ? EXPORT_MESSAGES.credentialsExpired
      : EXPORT_MESSAGES.authFailed;
  }
  return errorMessage(error, fallback);
}
