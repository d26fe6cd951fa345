import { describe, expect, it } from 'vitest';
import {
  brasiliaClock,
  brasiliaDay,
  formatBrasiliaDateTime,
  formatBrasiliaDaysAway,
  formatBrasiliaRun,
  fromBrasilia,
  nextRunInBrasilia,
  todayInBrasilia,
} from './brasilia';

describe('Brasília clock and calendar', () => {
  it('reads the wall clock and weekday of an instant in São Paulo', () => {
    // Monday 01:30 UTC is still Sunday 22:30 in São Paulo.
    expect(brasiliaClock(Date.parse('2026-11-23T01:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 22,
      minute: 30,
      weekday: 0,
    });
    expect(brasiliaDay('2026-11-23T01:30:00Z')).toBe('2026-11-22');
    expect(brasiliaDay('not a date')).toBeNull();
    expect(todayInBrasilia(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
  });

  it('finds the instant of a Brasília wall-clock time, daylight-saving years included', () => {
    expect(fromBrasilia(2026, 11, 25, 10, 0).toISOString()).toBe('2026-11-25T13:00:00.000Z');
    // Summer of 2018/19: Brasília was UTC−02:00.
    expect(fromBrasilia(2019, 1, 15, 10, 0).toISOString()).toBe('2019-01-15T12:00:00.000Z');
    // Day overflow rolls into the next month, as Date.UTC does.
    expect(fromBrasilia(2026, 11, 31, 0, 15).toISOString()).toBe('2026-12-01T03:15:00.000Z');
  });

  it('computes the next run: the time on one of the weekdays, strictly after now', () => {
    // Wednesday 25/11/2026 09:30 in São Paulo.
    const now = Date.parse('2026-11-25T12:30:00Z');
    const next = (time: string, days: number[], at = now) => nextRunInBrasilia(time, days, at)?.toISOString();
    expect(next('10:00', [1, 2, 3, 4, 5])).toBe('2026-11-25T13:00:00.000Z');
    expect(next('09:00', [1, 2, 3, 4, 5])).toBe('2026-11-26T12:00:00.000Z');
    expect(next('20:00', [0, 6])).toBe('2026-11-28T23:00:00.000Z');
    // Exactly now is not "next": the same weekday a week later.
    expect(next('09:30', [3])).toBe('2026-12-02T12:30:00.000Z');
    // Around midnight the weekday is Brasília's, not UTC's.
    const sundayNight = Date.parse('2026-11-23T01:30:00Z');
    expect(next('23:00', [0], sundayNight)).toBe('2026-11-23T02:00:00.000Z');
    expect(next('00:15', [1], sundayNight)).toBe('2026-11-23T03:15:00.000Z');
    expect(next('10:00', [])).toBeUndefined();
    expect(next('25:00', [1])).toBeUndefined();
  });

  it('writes instants as Brasília reads them', () => {
    expect(formatBrasiliaDateTime('2026-11-26T13:00:00.000Z')).toBe('26/11/2026 10:00');
    expect(formatBrasiliaRun('2026-11-26T13:00:00.000Z')).toBe('qui., 26/11/2026 10:00');
    expect(formatBrasiliaDateTime(null)).toBe('—');
    expect(formatBrasiliaRun('', 'Sem data')).toBe('Sem data');
    expect(formatBrasiliaDateTime('ontem')).toBe('Data inválida');
  });
});

describe('formatBrasiliaDaysAway', () => {
  // Saturday 28/11/2026 in Brasília.
  const at = (day: number, hour: number, minute = 0) => fromBrasilia(2026, 11, day, hour, minute);

  it('counts Brasília’s calendar days, not hours ÷ 24', () => {
    // 45 h 24 min away, yet tomorrow.
    expect(formatBrasiliaDaysAway(at(29, 23), at(28, 1, 36).getTime())).toBe('amanhã');
    // 36 h away, yet the day after tomorrow.
    expect(formatBrasiliaDaysAway(at(30, 10), at(28, 22).getTime())).toBe('depois de amanhã');
    expect(formatBrasiliaDaysAway(at(30, 10), at(28, 22, 0).getTime() + 59_000)).toBe('depois de amanhã');
  });

  it('is today up to midnight and tomorrow right after it', () => {
    expect(formatBrasiliaDaysAway(at(28, 23), at(28, 1, 36).getTime())).toBe('hoje');
    expect(formatBrasiliaDaysAway(at(28, 23, 59), at(28, 22).getTime())).toBe('hoje');
    expect(formatBrasiliaDaysAway(at(29, 0, 1), at(28, 23, 59).getTime())).toBe('amanhã');
  });

  it('says "em N dias" further on, across the month’s end', () => {
    expect(formatBrasiliaDaysAway(at(31, 10), at(28, 22).getTime())).toBe('em 3 dias');
    expect(formatBrasiliaDaysAway(fromBrasilia(2026, 12, 5, 10).toISOString(), at(28, 1, 36).getTime())).toBe(
      'em 7 dias',
    );
  });

  it('an unreadable date is "Data inválida"', () => {
    expect(formatBrasiliaDaysAway('amanhã', at(28, 22).getTime())).toBe('Data inválida');
  });
});
