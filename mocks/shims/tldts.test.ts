import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts';

describe('tldts stand-in', () => {
  it('gives the registrable domain', () => {
    expect(getDomain('app.imobi.com.br')).toBe('imobi.com.br');
    expect(getDomain('www.example.com')).toBe('example.com');
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('com.br')).toBeNull();
  });
});
