import { expect, it } from 'vitest';
import {
  brasiliaClock,
  formatBrasiliaDateTime,
  formatBrasiliaDaysAway,
  formatBrasiliaRun,
  fromBrasilia,
  nextRunInBrasilia,
} from './brasilia';

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

it('a next run is today, tomorrow or the day after by Brasília’s calendar, not the browser’s', () => {
  // Saturday 28/11/2026 22:00 in Brasília: 21:00 in Manaus, Sunday 01:00 in UTC.
  const now = fromBrasilia(2026, 11, 28, 22, 0).getTime();
  // Saturday 23:30 in Brasília is already Sunday in UTC.
  expect(formatBrasiliaDaysAway(fromBrasilia(2026, 11, 28, 23, 30), now)).toBe('hoje');
  // Sunday 00:30 in Brasília is still Saturday in Manaus; Sunday 10:00 is the same day as now in UTC.
  expect(formatBrasiliaDaysAway(fromBrasilia(2026, 11, 29, 0, 30), now)).toBe('amanhã');
  expect(formatBrasiliaDaysAway(fromBrasilia(2026, 11, 29, 10, 0), now)).toBe('amanhã');
  expect(formatBrasiliaDaysAway(fromBrasilia(2026, 11, 30, 10, 0).toISOString(), now)).toBe(
    'depois de amanhã',
  );
  // 01:36 to Sunday 23:00: 45 h away, tomorrow.
  expect(
    formatBrasiliaDaysAway(fromBrasilia(2026, 11, 29, 23, 0), fromBrasilia(2026, 11, 28, 1, 36).getTime()),
  ).toBe('amanhã');
});
