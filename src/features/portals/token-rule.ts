import { formatDateTime, formatNumber, plural } from '@/lib/format';

/** Token check constants. */
export const TOKEN_RECHECK_INTERVAL_MS = 5 * 60_000;
/** More than this left counts as valid without asking the server. */
export const TOKEN_VALID_MARGIN_MS = 30_000;

/**
 * 'checking' while the server is asked; 'unverified' when it could not answer (offline, server
 * error): both are the spec's unknown state, 'Verificando'.
 */
export type TokenBadgeState =
  | { status: 'checking' }
  | { status: 'unverified' }
  | { status: 'valid'; secondsLeft: number | null }
  | { status: 'expired' };

/** Whole seconds from `now` until `expiryMs` (never negative). */
export function secondsUntil(expiryMs: number, now: number): number {
  return Math.max(0, Math.floor((expiryMs - now) / 1000));
}

/**
 * The stored expiry alone decides when more than 30 s remain (valid, no call); otherwise (absent,
 * close to expiry or past it) the server must be asked.
 */
export function localTokenState(expiryMs: number | null, now: number): TokenBadgeState | null {
  if (expiryMs !== null && expiryMs - now > TOKEN_VALID_MARGIN_MS) {
    return { status: 'valid', secondsLeft: secondsUntil(expiryMs, now) };
  }
  return null;
}

export interface ServerCheck {
  is_valid: boolean;
  seconds_left?: number | null;
}

/**
 * The badge: the stored expiry when it settles the question, else the server's check, else
 * 'checking'. A check that got no answer says nothing about the credentials: unverified, not expired.
 */
export function tokenBadgeState(
  expiryMs: number | null,
  now: number,
  check: { data?: ServerCheck; failed?: boolean },
): TokenBadgeState {
  const local = localTokenState(expiryMs, now);
  if (local) return local;
  if (check.data) {
    return check.data.is_valid
      ? { status: 'valid', secondsLeft: check.data.seconds_left ?? null }
      : { status: 'expired' };
  }
  if (check.failed) return { status: 'unverified' };
  return { status: 'checking' };
}

/**
 * The seconds left of a valid state at `now`: from the stored expiry when that decided it, else from
 * the server's `seconds_left` minus the time since it answered (`checkedAt`, ms).
 */
export function countDown(
  state: TokenBadgeState,
  now: number,
  source: { expiryMs: number | null; checkedAt: number },
): TokenBadgeState {
  if (state.status !== 'valid' || state.secondsLeft === null) return state;
  if (source.expiryMs !== null) return { status: 'valid', secondsLeft: secondsUntil(source.expiryMs, now) };
  const elapsed = source.checkedAt > 0 ? Math.max(0, Math.floor((now - source.checkedAt) / 1000)) : 0;
  return { status: 'valid', secondsLeft: Math.max(0, state.secondsLeft - elapsed) };
}

/** The badge's words (spec). */
const UNVERIFIED_LABEL = 'CanalPro: não verificado';

export function tokenBadgeLabel(state: TokenBadgeState): string {
  if (state.status === 'checking') return 'Verificando';
  // Not one of the spec's three words: a check that failed must not look like one still running.
  if (state.status === 'unverified') return UNVERIFIED_LABEL;
  if (state.status === 'expired') return 'CanalPro: Expirado';
  return state.secondsLeft === null ? 'CanalPro: OK' : `CanalPro: OK (${tokenTimeLeft(state.secondsLeft)})`;
}

/**
 * The time left as the badge shows it, rounded to the unit people read: '45 s', '59 min', '6 h'
 * (21 597 s is '6 h', not '5 h'). The exact seconds the spec asks for are in `tokenBadgeDetail`.
 */
export function tokenTimeLeft(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes >= 60) return `${formatNumber(Math.round(seconds / 3600))} h`;
  if (seconds >= 60) return `${formatNumber(minutes)} min`;
  return `${formatNumber(Math.max(0, seconds))} s`;
}

/** The exact seconds left of a valid token, for the badge's tooltip and accessible name. */
export function tokenBadgeDetail(state: TokenBadgeState): string | null {
  if (state.status !== 'valid' || state.secondsLeft === null) return null;
  return `Token válido por mais ${plural(state.secondsLeft, 'segundo', 'segundos')}`;
}

/** 3725 → '01:02:05'; a day or more → '1d 02:02:05'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * Why a renewal `hours` before the current token's expiry cannot be scheduled: it would fall in
 * the past (the server would take it as 'now', the card would show a renewal before the last one).
 * Null when it can, or when the expiry is not known.
 */
export function renewalInPast(
  hours: number,
  expiresAt: string | null | undefined,
  now: number = Date.now(),
): string | null {
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.NaN;
  if (!Number.isFinite(expiry) || expiry - hours * 3_600_000 > now) return null;
  // The expiry itself, not a count of hours that a badge rounding up would contradict.
  return `A renovação ficaria no passado: o token atual expira em ${formatDateTime(expiresAt)}.`;
}
