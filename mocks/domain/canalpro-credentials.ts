/**
 * Canal Pro credentials are valid (docs/rules.md#canal-pro-credentials): an email is stored and
 * the token's expiry is in the future. The one check every caller uses — export, export +
 * activation, removal from the portal, refresh runs and the monitor's health.
 */
import type { PortalLinkRecord } from '../db/schemas';
import { HttpError } from '../http';

export const PORTAL_MESSAGES = {
  authFailed: 'Falha de autenticação. Verifique suas credenciais.',
  expired: 'Credenciais expiradas. Configure novas credenciais em Configurações.',
  timeout: 'Tempo limite excedido ao enviar o anúncio ao portal. Tente novamente.',
  underReview: 'Anúncio em moderação no portal. Tente ativar novamente.',
} as const;

type CredentialState = 'missing' | 'expired' | 'valid';

function credentialState(link: PortalLinkRecord | null | undefined, now: number): CredentialState {
  if (!link?.canalpro_email || link.canalpro_expires_at === null) return 'missing';
  return link.canalpro_expires_at > now ? 'valid' : 'expired';
}

export function canalProCredentialsValid(
  link: PortalLinkRecord | null | undefined,
  now = Date.now(),
): boolean {
  return credentialState(link, now) === 'valid';
}

/**
 * The portal's refusal when the credentials are not valid, else null: 502, never 401 (a 401
 * would sign the user out of the product). PORTAL_AUTH_FAILED when none are stored,
 * PORTAL_CREDENTIALS_EXPIRED when they expired.
 */
export function canalProCredentialsFailure(
  link: PortalLinkRecord | null | undefined,
  now = Date.now(),
): HttpError | null {
  switch (credentialState(link, now)) {
    case 'missing':
      return new HttpError(502, PORTAL_MESSAGES.authFailed, 'PORTAL_AUTH_FAILED');
    case 'expired':
      return new HttpError(502, PORTAL_MESSAGES.expired, 'PORTAL_CREDENTIALS_EXPIRED');
    case 'valid':
      return null;
  }
}

/** Throws `canalProCredentialsFailure` when there is one. */
export function requireCanalProCredentials(link: PortalLinkRecord | null | undefined): void {
  const failure = canalProCredentialsFailure(link);
  if (failure) throw failure;
}
