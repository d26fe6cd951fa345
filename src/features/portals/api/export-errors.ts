import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { toast } from '@/lib/notify';
import { canalproKeys } from './credentials';

/** The export messages of the error catalogue. */
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
 * Toasts a failed export call in the spec's words: the portal refusing the credentials gets the
 * spec's two messages (and a re-check of the credentials, so the header badge and the dialogs'
 * guard follow); anything else says `fallback` ('Erro ao iniciar exportação', …), with the server's
 * reason under it when there is one.
 */
export function useReportExportFailure() {
  const qc = useQueryClient();
  return (error: unknown, fallback: string) => {
    if (!isPortalAuthFailure(error)) {
      toast.failure(error, fallback);
      return;
    }
    void qc.invalidateQueries({ queryKey: canalproKeys.credentials() });
    toast.error(
      isApiError(error) && error.code === 'PORTAL_CREDENTIALS_EXPIRED'
        ? EXPORT_MESSAGES.credentialsExpired
        : EXPORT_MESSAGES.authFailed,
    );
  };
}
