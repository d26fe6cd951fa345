import { describe, expect, it } from 'vitest';
import {
  formatArea,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatPrice,
  formatRemaining,
  formatRent,
  generateExternalId,
  plural,
  shortPortalId,
} from './format';

describe('format (pt-BR)', () => {
  it('prices in BRL without decimals, or the spec phrase when missing', () => {
    expect(formatPrice(1_250_000)).toBe('R$\u00a01.250.000');
    expect(formatPrice(null)).toBe('Preço sob consulta');
    expect(formatPrice(undefined)).toBe('Preço sob consulta');
    // 0 is no price asked, not a free property (issue 14.9).
    expect(formatPrice(0)).toBe('Preço sob consulta');
    expect(formatRent(0)).toBeNull();
    expect(formatRent(3500)).toBe('R$\u00a03.500/mês');
    expect(formatRent(null)).toBeNull();
  });

  it('dates in pt-BR, and "Data inválida" for garbage', () => {
    expect(formatDateTime('2026-11-22T17:05:00Z')).toBe('22/11/2026 14:05');
    expect(formatDate('2026-11-22T17:05:00Z')).toBe('22/11/2026');
    expect(formatDateTime('ontem')).toBe('Data inválida');
    expect(formatDateTime(null)).toBe('—');
  });

  it('areas in m²', () => {
    expect(formatArea(98.5)).toBe('98,5 m²');
  });

  it('averages with one decimal at most', () => {
    expect(formatDecimal(2.25)).toBe('2,3');
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(50)).toBe('50');
    expect(formatDecimal(null)).toBe('—');
  });

  it('shortens portal ids by the spec rule', () => {
    expect(shortPortalId('qd-004217')).toBe('QD-004217');
    expect(shortPortalId('abc-def-ghi-jkl')).toBe('abc-def');
    expect(shortPortalId('2734612201998877665')).toBe('27346122019988');
    expect(shortPortalId('GD-77')).toBe('GD-77');
    expect(shortPortalId(null)).toBe('');
  });

  it('generates QD-###### external ids', () => {
    expect(generateExternalId(() => 0.0042)).toBe('QD-004200');
    expect(generateExternalId()).toMatch(/^QD-\d{6}$/);
  });

  it('says the time remaining in pt-BR', () => {
    expect(formatRemaining(null)).toBe('calculando...');
    expect(formatRemaining(0)).toBe('menos de 1 segundo');
    expect(formatRemaining(1)).toBe('cerca de 1 segundo');
    expect(formatRemaining(45)).toBe('cerca de 45 segundos');
    expect(formatRemaining(120)).toBe('cerca de 2 min');
    expect(formatRemaining(125)).toBe('cerca de 2 min 5 s');
  });

  it('writes counts with their plural form and a thousands separator', () => {
    expect(plural(1, 'imóvel', 'imóveis')).toBe('1 imóvel');
    expect(plural(2, 'imóvel', 'imóveis')).toBe('2 imóveis');
    expect(plural(10010, 'imóvel', 'imóveis')).toBe('10.010 imóveis');
    // Zero is plural in Brazilian Portuguese (Intl's rule for 'pt' says 'one').
    expect(plural(0, 'imóvel selecionado', 'imóveis selecionados')).toBe('0 imóveis selecionados');
    expect(plural(0, 'cronograma', 'cronogramas')).toBe('0 cronogramas');
  });
});
