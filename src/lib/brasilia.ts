import { formatDaysAway, INVALID_DATE } from './format';

/**
 * The calendar and clock of Brasília (America/Sao_Paulo), whatever zone the browser is in:
 * schedules run in Brasília time and dates such as "today" are Brazil's. Nothing here reads the
 * browser's zone (no `getHours`, `getDay`, `new Date(y, m, d)`): a 10:00 schedule reads 10:00 in
 * Manaus, in Lisbon and in UTC alike.
 */
/** The one name of Brazil's zone; other code that needs it imports it from here. @public */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRASILIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Brasília, 'YYYY-MM-DD'. */
export function todayInBrasilia(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** The calendar day of an instant in Brasília, 'YYYY-MM-DD' (null for an unreadable instant). */
export function brasiliaDay(instant: string | number | Date): string | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : isoDay.format(date);
}

const DAY_MS = 86_400_000;

/**
 * How far an instant is in Brasília's calendar days, not in hours: at 01:36 on a Saturday, Sunday at
 * 23:00 is 'amanhã' (45 h away); at 22:00, Monday at 10:00 is 'depois de amanhã' (36 h); anything
 * before midnight is 'hoje'. Unreadable → 'Data inválida'.
 */
export function formatBrasiliaDaysAway(instant: string | number | Date, now: number = Date.now()): string {
  const day = brasiliaDay(instant);
  if (!day) return INVALID_DATE;
  // Both days parse as midnight UTC: their difference is a whole number of days.
  return formatDaysAway((Date.parse(day) - Date.parse(todayInBrasilia(new Date(now)))) / DAY_MS);
}

/** A wall clock reading in Brasília: month 1–12, weekday 0 = Sunday … 6 = Saturday. */
export interface BrasiliaClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

const clockParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BRASILIA_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function readClock(instant: number): BrasiliaClock & { second: number } {
  const parts: Record<string, string> = {};
  for (const part of clockParts.formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** What Brasília's clocks read at an instant. */
export function brasiliaClock(instant: number | Date = Date.now()): BrasiliaClock {
  const { second: _second, ...clock } = readClock(typeof instant === 'number' ? instant : instant.getTime());
  return clock;
}

/** Brasília's offset from UTC at an instant, in ms (−3 h since Brazil dropped daylight saving in 2019). */
function offsetAt(instant: number): number {
  const c = readClock(instant);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which Brasília's clocks read the given date and time (month 1–12; a day past the
 * month's end rolls over, as `Date.UTC` does). The zone's own rules decide the offset, so a date
 * from the daylight-saving years is right too.
 */
export function fromBrasilia(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wall - offsetAt(wall);
  // A second pass settles a guess that fell on the other side of an offset change.
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

const MINUTES = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The next run of a schedule: the first moment strictly after `now` at which Brasília's clocks
 * read `time` ('HH:MM') on one of `days` (0 = Sunday … 6 = Saturday). Null without days or with a
 * time that is not one.
 */
export function nextRunInBrasilia(
  time: string,
  days: readonly number[],
  now: number = Date.now(),
): Date | null {
  const match = MINUTES.exec(time);
  if (!match || days.length === 0) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  const today = brasiliaClock(now);
  for (let i = 0; i <= 7; i++) {
    // Date.UTC rolls day overflow into the next month; its weekday is the calendar's, any zone.
    const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day + i)).getUTCDay();
    if (!days.includes(weekday)) continue;
    const at = fromBrasilia(today.year, today.month, today.day + i, hour, minute);
    if (at.getTime() > now) return at;
  }
  return null;
}

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRASILIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const weekdayDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRASILIA_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * '26/11/2026 10:00' as Brasília's clocks read it: schedule runs and job times of the refresh
 * area, which the schedule form sets in Brasília time. Missing → `empty`; unreadable → 'Data inválida'.
 */
export function formatBrasiliaDateTime(
  value: string | number | Date | null | undefined,
  empty = '—',
): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return date ? dateTime.format(date).replace(',', '') : INVALID_DATE;
}

/** 'qui., 26/11/2026 10:00' in Brasília: a next run, whose weekday is what the schedule picks. */
export function formatBrasiliaRun(value: string | number | Date | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return date ? weekdayDateTime.format(date).replace(/,(?= \d{2}:)/, '') : INVALID_DATE;
}
