import { describe, expect, it } from 'vitest';
import { apiOrigin } from './api-preconnect';

describe('apiOrigin', () => {
  it('is the origin of an absolute API address', () => {
    expect(apiOrigin('https://api.imobi.com.br/v1/')).toBe('https://api.imobi.com.br');
    expect(apiOrigin('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010');
  });

  it('is none for the embedded mock or a path on the app’s own origin', () => {
    expect(apiOrigin(undefined)).toBeNull();
    expect(apiOrigin('')).toBeNull();
    expect(apiOrigin('/api')).toBeNull();
  });
});
