import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/errors';
import { toast } from '@/lib/notify';
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
const PORTAL_AUTH_CODES: readonly string[] = ['PORTAL_AUTH_FAILED', 'PORTAL_CREDENTIALS_EXPIRED'];

function isPortalAuthFailure(error: unknown): boolean {
  return isApiError(error) && PORTAL_AUTH_CODES.includes(error.code);
}

/**
 * The message for a failed export call: authentication failures get the spec's two messages;
 * anything else shows the server's message or `fallback`.
 */
function exportFailureMessage(error: unknown, fallback: string): string {
  if (isPortalAuthFailure(error)) {
    return isApiError(error) && error.code === 'PORTAL_CREDENTIALS_EXPIRED'
      ? EXPORT_MESSAGES.credentialsExpired
      : EXPORT_MESSAGES.authFailed;
  }
  return errorMessage(error, fallback);
}

/**
 * Toasts a failed export call in the spec's words; when the portal refused the credentials it also
 * re-checks them, so the header badge and the dialogs' guard follow.
 */
export function useReportExportFailure() {
  const qc = useQueryClient();
  return (error: unknown, fallback: string) => {
    if (isPortalAuthFailure(error)) void qc.invalidateQueries({ queryKey: canalproKeys.credentials() });
    toast.error(exportFailureMessage(error, fallback));
  };
}
