import { describe, expect, it } from 'vitest';
import { readTokenInfo } from './token-info';

const NOW = 1_800_000_000_000;

describe('readTokenInfo', () => {
  it('reads the expiry in seconds from the first present alternative field', () => {
    expect(readTokenInfo({ expires_in: 3600 }, NOW).expiryMs).toBe(NOW + 3_600_000);
    expect(readTokenInfo({ token: { access_token: 'a', expires_in: 120 } }, NOW).expiryMs).toBe(
      NOW + 120_000,
    );
    expect(readTokenInfo({ expires: 60 }, NOW).expiryMs).toBe(NOW + 60_000);
    expect(readTokenInfo({ expire_seconds: 30 }, NOW).expiryMs).toBe(NOW + 30_000);
    expect(readTokenInfo({ expires_in: 10, expires: 99, expire_seconds: 99 }, NOW).expiryMs).toBe(
      NOW + 10_000,
    );
  });

  it('falls back to the absolute expiry_ts (Unix seconds)', () => {
    expect(readTokenInfo({ expiry_ts: 1_800_003_600 }, NOW).expiryMs).toBe(1_800_003_600_000);
    // Seconds win over the absolute timestamp.
    expect(readTokenInfo({ expires_in: 5, expiry_ts: 1 }, NOW).expiryMs).toBe(NOW + 5_000);
  });

  it('reads the token from access_token, token (string or object), gandalf_token, token_string', () => {
    expect(readTokenInfo({ access_token: 'A', token: 'B' }).token).toBe('A');
    expect(readTokenInfo({ token: 'B', gandalf_token: 'C' }).token).toBe('B');
    expect(readTokenInfo({ token: { access_token: 'N' }, gandalf_token: 'C' }).token).toBe('N');
    expect(readTokenInfo({ gandalf_token: 'C', token_string: 'D' }).token).toBe('C');
    expect(readTokenInfo({ token_string: 'D' }).token).toBe('D');
  });

  it('an answer without token or expiry gives nulls', () => {
    expect(readTokenInfo({ requires_otp: true, session_id: 'gds_1' })).toEqual({
      token: null,
      expiryMs: null,
    });
    expect(readTokenInfo(undefined)).toEqual({ token: null, expiryMs: null });
    expect(readTokenInfo({ access_token: '', expires_in: 0 })).toEqual({ token: null, expiryMs: null });
  });
});
