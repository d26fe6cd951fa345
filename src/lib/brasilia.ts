/**
 * The calendar and clock of Brasília (America/Sao_Paulo), whatever zone the browser is in:
 * schedules run in Brasília time and dates such as "today" are Brazil's.
 */
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
