import type { components } from '@/api/schema';

type GandalfTokenInfo = components['schemas']['GandalfTokenInfo'];

export interface TokenInfoReading {
  /** The Gandalf token, or null when the answer carries none. */
  token: string | null;
  /** Absolute expiry in ms, or null when the answer carries none. */
  expiryMs: number | null;
}

function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Reads the loose token info of the first portal: the expiry in seconds from the first
 * present of `expires_in`, `token.expires_in`, `expires`, `expire_seconds`, else an absolute
 * `expiry_ts` (Unix seconds); the token from `access_token`, `token` (a string, or an object's
 * `access_token`), `gandalf_token`, `token_string`.
 */
export function readTokenInfo(info: GandalfTokenInfo | null | undefined, now = Date.now()): TokenInfoReading {
  if (!info) return { token: null, expiryMs: null };
  const nested = info.token && typeof info.token === 'object' ? info.token : null;

  const token =
    nonEmptyString(info.access_token) ??
    nonEmptyString(info.token) ??
    nonEmptyString(nested?.access_token) ??
    nonEmptyString(info.gandalf_token) ??
    nonEmptyString(info.token_string);

  const seconds =
    positiveNumber(info.expires_in) ??
    positiveNumber(nested?.expires_in) ??
    positiveNumber(info.expires) ??
    positiveNumber(info.expire_seconds);
  let expiryMs: number | null = null;
  if (seconds !== null) expiryMs = now + seconds * 1000;
  else {
    const ts = positiveNumber(info.expiry_ts);
    if (ts !== null) expiryMs = ts * 1000;
  }
  return { token, expiryMs };
}
