import { expect, it } from 'vitest';
import { brasiliaClock, formatBrasiliaDateTime, formatBrasiliaRun, nextRunInBrasilia } from './brasilia';

/**
 * Runs with the browser's zone in Manaus (UTC−4) and in UTC (see the `zone` projects in
 * vite.config.ts): a schedule's times are Brasília's, whatever the zone the page runs in.
 */
it('runs in another zone than Brasília', () => {
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('America/Sao_Paulo');
  expect(new Date('2026-11-25T13:00:00Z').getHours()).not.toBe(10);
});

it('a 10:00 schedule runs and reads at 10:00 in Brasília', () => {
  // Wednesday 25/11/2026 08:00 in São Paulo (07:00 in Manaus, 11:00 UTC).
  const now = Date.parse('2026-11-25T11:00:00Z');
  const next = nextRunInBrasilia('10:00', [1, 2, 3, 4, 5], now)!;
  expect(next.toISOString()).toBe('2026-11-25T13:00:00.000Z');
  expect(formatBrasiliaDateTime(next)).toBe('25/11/2026 10:00');
  expect(formatBrasiliaRun(next)).toBe('qua., 25/11/2026 10:00');
});

it('Brasília’s weekday and date, not the browser’s, around midnight', () => {
  // Monday 02:30 UTC = Sunday 23:30 in Brasília = Sunday 22:30 in Manaus.
  const late = Date.parse('2026-11-23T02:30:00Z');
  expect(brasiliaClock(late)).toMatchObject({ day: 22, weekday: 0, hour: 23 });
  expect(nextRunInBrasilia('23:45', [0], late)?.toISOString()).toBe('2026-11-23T02:45:00.000Z');
  // Monday 03:30 UTC = Monday 00:30 in Brasília, still Sunday in Manaus.
  const early = Date.parse('2026-11-23T03:30:00Z');
  expect(brasiliaClock(early)).toMatchObject({ day: 23, weekday: 1, hour: 0 });
  expect(formatBrasiliaDateTime(early)).toBe('23/11/2026 00:30');
});
