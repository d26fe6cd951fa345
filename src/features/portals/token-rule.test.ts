import { describe, expect, it } from 'vitest';
import {
  countDown,
  formatCountdown,
  localTokenState,
  secondsUntil,
  TOKEN_RECHECK_INTERVAL_MS,
  TOKEN_VALID_MARGIN_MS,
  tokenBadgeDetail,
  tokenBadgeLabel,
  tokenBadgeState,
  tokenTimeLeft,
} from './token-rule';

const NOW = 1_800_000_000_000;

describe('token check rule', () => {
  it('re-checks every 5 minutes with a 30 s margin', () => {
    expect(TOKEN_RECHECK_INTERVAL_MS).toBe(300_000);
    expect(TOKEN_VALID_MARGIN_MS).toBe(30_000);
  });

  it('more than 30 s left is valid without asking the server', () => {
    expect(localTokenState(NOW + 3_540_000, NOW)).toEqual({ status: 'valid', secondsLeft: 3540 });
    expect(localTokenState(NOW + 30_001, NOW)).toEqual({ status: 'valid', secondsLeft: 30 });
  });

  it('30 s or less, past, or absent needs the server', () => {
    expect(localTokenState(NOW + 30_000, NOW)).toBeNull();
    expect(localTokenState(NOW + 5_000, NOW)).toBeNull();
    expect(localTokenState(NOW - 1, NOW)).toBeNull();
    expect(localTokenState(null, NOW)).toBeNull();
  });

  it('the badge state: stored expiry first, then the server, then checking', () => {
    expect(tokenBadgeState(NOW + 60_000, NOW, { data: { is_valid: false } })).toEqual({
      status: 'valid',
      secondsLeft: 60,
    });
    expect(tokenBadgeState(null, NOW, {})).toEqual({ status: 'checking' });
    expect(tokenBadgeState(NOW + 10_000, NOW, { data: { is_valid: true, seconds_left: 21_600 } })).toEqual({
      status: 'valid',
      secondsLeft: 21_600,
    });
    expect(tokenBadgeState(null, NOW, { data: { is_valid: false, seconds_left: 0 } })).toEqual({
      status: 'expired',
    });
    // A check that got no answer leaves the state unknown, not expired.
    expect(tokenBadgeState(null, NOW, { failed: true })).toEqual({ status: 'unverified' });
    expect(tokenBadgeLabel({ status: 'unverified' })).toBe('CanalPro: não verificado');
  });

  it('speaks the spec words', () => {
    expect(tokenBadgeLabel({ status: 'checking' })).toBe('Verificando');
    expect(tokenBadgeLabel({ status: 'valid', secondsLeft: 3540 })).toBe('CanalPro: OK (59 min)');
    expect(tokenBadgeLabel({ status: 'valid', secondsLeft: null })).toBe('CanalPro: OK');
    expect(tokenBadgeLabel({ status: 'expired' })).toBe('CanalPro: Expirado');
  });

  it('says the time left the way people read it, the exact seconds in the detail', () => {
    expect(tokenBadgeLabel({ status: 'valid', secondsLeft: 21_597 })).toBe('CanalPro: OK (6 h)');
    expect(tokenBadgeDetail({ status: 'valid', secondsLeft: 21_597 })).toBe(
      'Token válido por mais 21.597 segundos',
    );
    expect(tokenBadgeDetail({ status: 'valid', secondsLeft: 1 })).toBe('Token válido por mais 1 segundo');
    expect(tokenBadgeDetail({ status: 'valid', secondsLeft: null })).toBeNull();
    expect(tokenBadgeDetail({ status: 'expired' })).toBeNull();
    expect(tokenTimeLeft(45)).toBe('45 s');
    expect(tokenTimeLeft(89)).toBe('1 min');
    expect(tokenTimeLeft(3569)).toBe('59 min');
    expect(tokenTimeLeft(3570)).toBe('1 h');
    expect(tokenTimeLeft(5 * 3600 + 29 * 60)).toBe('5 h');
    expect(tokenTimeLeft(5 * 3600 + 31 * 60)).toBe('6 h');
    expect(tokenTimeLeft(0)).toBe('0 s');
  });

  it('counts whole seconds and formats a countdown', () => {
    expect(secondsUntil(NOW + 1_999, NOW)).toBe(1);
    expect(secondsUntil(NOW - 5_000, NOW)).toBe(0);
    expect(formatCountdown(3725)).toBe('01:02:05');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(90_061)).toBe('1d 01:01:01');
  });

  it('counts the seconds shown down between checks', () => {
    const valid = { status: 'valid', secondsLeft: 3540 } as const;
    // Decided by the stored expiry: seconds from that expiry at the display's now.
    expect(countDown(valid, NOW + 10_000, { expiryMs: NOW + 3_540_000, checkedAt: 0 })).toEqual({
      status: 'valid',
      secondsLeft: 3530,
    });
    // Decided by the server: its seconds_left less the time since it answered, never negative.
    expect(countDown(valid, NOW + 61_500, { expiryMs: null, checkedAt: NOW })).toEqual({
      status: 'valid',
      secondsLeft: 3479,
    });
    expect(countDown(valid, NOW + 9_000_000, { expiryMs: null, checkedAt: NOW })).toEqual({
      status: 'valid',
      secondsLeft: 0,
    });
    expect(countDown({ status: 'expired' }, NOW, { expiryMs: null, checkedAt: NOW })).toEqual({
      status: 'expired',
    });
  });
});
