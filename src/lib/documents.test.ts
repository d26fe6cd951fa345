import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from './documents';

describe('CPF check digits', () => {
  it('accepts a valid CPF with or without its mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    // A first check digit of 0 (remainder below 2).
    expect(isValidCpf('987.654.321-00')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('123.456.789-00')).toBe(false);
  });

  it('refuses repeated digits and wrong lengths', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('99999999999')).toBe(false);
    expect(isValidCpf('529.982.247-2')).toBe(false);
    expect(isValidCpf('529.982.247-255')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
});

describe('CNPJ check digits', () => {
  it('accepts a valid CNPJ with or without its mask', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('12.345.678/0001-95')).toBe(true);
    // Both check digits 0 (remainders below 2).
    expect(isValidCnpj('56.789.012/0001-00')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('12.345.678/0001-90')).toBe(false);
  });

  it('refuses repeated digits and wrong lengths', () => {
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8')).toBe(false);
    expect(isValidCnpj('529.982.247-25')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });
});
