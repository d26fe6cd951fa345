import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatArea,
  formatCoordinates,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDelivery,
  formatMoney,
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
    // 0 is no price asked, not a free property.
    expect(formatPrice(0)).toBe('Preço sob consulta');
    expect(formatRent(0)).toBeNull();
    expect(formatRent(3500)).toBe('R$\u00a03.500/mês');
    expect(formatRent(null)).toBeNull();
  });

  it('keeps the cents an amount was typed with (a fee of R$ 850,50 is not R$ 851)', () => {
    expect(formatMoney(850.5)).toBe('R$\u00a0850,50');
    expect(formatMoney(850)).toBe('R$\u00a0850');
    expect(formatPrice(850_000.05)).toBe('R$\u00a0850.000,05');
    expect(formatRent(3500.9)).toBe('R$\u00a03.500,90/mês');
    expect(formatMoney(null)).toBe('—');
  });

  it('dates in pt-BR, and "Data inválida" for garbage', () => {
    expect(formatDateTime('2026-11-22T17:05:00Z')).toBe('22/11/2026 14:05');
    expect(formatDate('2026-11-22T17:05:00Z')).toBe('22/11/2026');
    expect(formatDateTime('ontem')).toBe('Data inválida');
    expect(formatDateTime(null)).toBe('—');
  });

  it('areas in m²', () => {
    expect(formatArea(98.5)).toBe('98,5 m²');
    expect(formatArea(90.75)).toBe('90,75 m²');
    expect(formatArea(Number.NaN)).toBe('—');
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

  it('writes a delivery month in words and a delivery day as DD/MM/AAAA, in every time zone', () => {
    expect(formatDelivery('2027-03')).toBe('março de 2027');
    expect(formatDelivery('2027-01')).toBe('janeiro de 2027');
    expect(formatDelivery('2026-12')).toBe('dezembro de 2026');
    expect(formatDelivery('2027-03-15')).toBe('15/03/2027');
    // A first of the month read as a moment would be the last day of February west of Greenwich.
    expect(formatDelivery('2027-03-01')).toBe('01/03/2027');
    expect(formatDelivery('2027-03-01T00:00:00Z')).toBe('01/03/2027');
    expect(formatDelivery('2023')).toBe('2023');
    // What the old free-text field saved, when it is still a real month or day.
    expect(formatDelivery('27/03/2027')).toBe('27/03/2027');
    expect(formatDelivery('03/2027')).toBe('março de 2027');
    expect(formatDelivery('março 2027')).toBe('março de 2027');
    expect(formatDelivery('Março de 2027')).toBe('março de 2027');
  });

  it('shows "—" for a delivery it cannot read, never the text as garbage', () => {
    for (const value of [
      '2027-13',
      '2027-00',
      '13/2027',
      '2027-02-30',
      '31/02/2027',
      'em breve',
      'marco',
      '27',
      '',
      '  ',
    ]) {
      expect(formatDelivery(value), value).toBe('—');
    }
    expect(formatDelivery(null)).toBe('—');
    expect(formatDelivery(undefined)).toBe('—');
  });

  it('writes coordinates as maps do: decimal points, a comma between latitude and longitude', () => {
    expect(formatCoordinates({ latitude: -23.561414, longitude: -46.655881 })).toBe('-23.561414, -46.655881');
    expect(formatCoordinates({ latitude: -22.9711, longitude: -43.1822 })).toBe('-22.9711, -43.1822');
    expect(formatCoordinates({ latitude: 0, longitude: 1234.5 })).toBe('0, 1234.5');
    expect(formatCoordinates(null)).toBe('—');
    expect(formatCoordinates({ latitude: Number.NaN, longitude: 1 })).toBe('—');
  });

  it('writes file sizes in decimal units with a comma: 3,8 MB → 410 kB', () => {
    expect(formatBytes(3_800_000)).toBe('3,8 MB');
    expect(formatBytes(3_849_999)).toBe('3,8 MB');
    expect(formatBytes(410_400)).toBe('410 kB');
    expect(formatBytes(999_600)).toBe('1 MB');
    expect(formatBytes(12_345_678)).toBe('12,3 MB');
    expect(formatBytes(950)).toBe('950 B');
  });
});
