/** Money, numbers, dates and portal ids in pt-BR. One place, through Intl. */

import { COORDINATE, isIsoDate, parseDate, type NumberKind } from './parse';

const brlWhole = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 0,
});
const brlCents = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
});
/** Whole reais without ',00'; an amount typed with cents (a fee of R$ 850,50) keeps them. */
const brl = {
  format: (value: number) => (Number.isInteger(value) ? brlWhole : brlCents).format(value),
};
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
// Areas are typed and stored with up to 2 decimals (parse.ts AREA): 90.75 shows as '90,75'.
const area = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const pluralRules = new Intl.PluralRules('pt-BR');

export const INVALID_DATE = 'Data inválida';
export const PRICE_ON_REQUEST = 'Preço sob consulta';

/** 'R$ 1.250.000' (no decimals); missing or 0 (no price asked) → 'Preço sob consulta'. */
export function formatPrice(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) || value <= 0
    ? PRICE_ON_REQUEST
    : brl.format(value);
}

/** BRL without the fallback, for fees where "—" fits better than a sales phrase. */
export function formatMoney(value: number | null | undefined, empty = '—'): string {
  return value === null || value === undefined || Number.isNaN(value) ? empty : brl.format(value);
}

/** 'R$ 4.500/mês'; missing or 0 → null (no rent to show). */
export function formatRent(value: number | null | undefined): string | null {
  return value === null || value === undefined || !(value > 0) ? null : `${brl.format(value)}/mês`;
}

export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : integer.format(value);
}

/**
 * A count and its noun in pt-BR: `plural(10010, 'imóvel', 'imóveis')` → '10.010 imóveis'. The
 * number goes through Intl.NumberFormat, the form through Intl.PluralRules — the one way counts
 * are written on every screen. Zero takes the plural ('0 imóveis', '0 falhas'), as Brazilians
 * write it: CLDR's Portuguese rule files 0 under 'one', which reads '0 imóvel'.
 */
export function plural(count: number, one: string, other: string): string {
  const form = count !== 0 && pluralRules.select(count) === 'one' ? one : other;
  return `${integer.format(count)} ${form}`;
}

/** One decimal at most: 2.25 → '2,3', 50 → '50'; missing → '—'. */
export function formatDecimal(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : decimal.format(value);
}

/**
 * A file's size in pt-BR, in decimal units as phones and the budgets of this project count them:
 * 3_800_000 → '3,8 MB', 410_000 → '410 kB', 950 → '950 B' (one decimal from 1 MB, none below).
 */
export function formatBytes(bytes: number): string {
  const kilo = Math.round(bytes / 1_000);
  if (kilo >= 1_000) return `${decimal.format(bytes / 1_000_000)} MB`;
  if (bytes >= 1_000) return `${integer.format(kilo)} kB`;
  return `${integer.format(bytes)} B`;
}

/** '90,75 m²' (the 2 decimals an area is typed with); missing or unreadable (NaN) → '—'. */
export function formatArea(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '—' : `${area.format(value)} m²`;
}

/** The estimated time remaining: 'cerca de 12 segundos', 'cerca de 2 min 5 s'; unknown → 'calculando...'. */
export function formatRemaining(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return 'calculando...';
  if (seconds <= 0) return 'menos de 1 segundo';
  if (seconds < 60) return `cerca de ${plural(seconds, 'segundo', 'segundos')}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `cerca de ${minutes} min` : `cerca de ${minutes} min ${rest} s`;
}

/**
 * A number as an input shows it once typed, in the field's kind (`src/lib/parse.ts` reads it back):
 * '850.000', '1.234,56' (amounts with cents keep two decimals), '72,5'; coordinates with a
 * decimal point and no grouping ('-23.561414'), as maps write them. Missing → ''.
 */
export function formatNumberInput(value: number | null | undefined, kind: NumberKind): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(kind.grouping ? 'pt-BR' : 'en-US', {
    useGrouping: kind.grouping,
    minimumFractionDigits: kind.fixedDecimals ? kind.decimals : 0,
    maximumFractionDigits: kind.decimals,
  }).format(value);
}

/** 0.125 → '12,5%'. */
export function formatPercent(ratio: number): string {
  return percent.format(ratio);
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '22/11/2026 14:05'; an unparseable value → 'Data inválida'. */
export function formatDateTime(value: string | number | Date | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return date ? dateTime.format(date).replace(',', '') : INVALID_DATE;
}

/**
 * '22/11/2026'. A calendar date ('2026-11-22', a birth date or a contract's start) is written as it
 * is, in any time zone: read as a moment it would be midnight UTC, the day before west of it.
 */
export function formatDate(value: string | number | Date | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  const calendar = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = toDate(value);
  return date ? dateOnly.format(date) : INVALID_DATE;
}

// A calendar month is no moment: formatted at noon UTC in UTC, it is the same month everywhere.
const monthInWords = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 15)),
);

function yearMonthInWords(year: number, month: number): string | null {
  return month >= 1 && month <= 12 && year >= 1000
    ? monthInWords.format(Date.UTC(year, month - 1, 15))
    : null;
}

/** 'março 2027', 'Março de 2027' → [2027, 3]; null for any other text. */
function namedMonth(text: string): [number, number] | null {
  const match = /^([a-zà-ú]+)\s+(?:de\s+)?(\d{4})$/.exec(text.toLocaleLowerCase('pt-BR'));
  const month = match ? MONTH_NAMES.indexOf(match[1]!) + 1 : 0;
  return match && month > 0 ? [Number(match[2]), month] : null;
}

/**
 * A development's delivery as people read it: a month in words ('2027-03' → 'março de 2027'), a
 * day as DD/MM/AAAA ('2027-03-15' → '15/03/2027'), a year alone as it is. What the old free-text
 * field saved is read when it is still a real month or day ('03/2027', 'março 2027', '27/03/2027');
 * anything else ('2027-13', 'em breve') is `empty`, never shown as typed.
 */
export function formatDelivery(value: string | null | undefined, empty = '—'): string {
  const text = value?.trim() ?? '';
  const iso = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)?)?$/.exec(text);
  if (iso) {
    const [, year, month, day] = iso;
    if (day) return isIsoDate(`${year}-${month}-${day}`) ? `${day}/${month}/${year}` : empty;
    if (month) return yearMonthInWords(Number(year), Number(month)) ?? empty;
    return year!;
  }
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed) return yearMonthInWords(Number(slashed[2]), Number(slashed[1])) ?? empty;
  const named = namedMonth(text);
  if (named) return yearMonthInWords(...named) ?? empty;
  const day = parseDate(text);
  return day.ok && day.value ? formatDate(day.value) : empty;
}

/**
 * Latitude and longitude as maps write them, decimal points and a comma between the two
 * ('-23.561414, -46.655881'): a pt-BR decimal comma would make the pair unreadable.
 */
export function formatCoordinates(
  coordinates: { latitude: number; longitude: number } | null | undefined,
  empty = '—',
): string {
  if (!coordinates || !Number.isFinite(coordinates.latitude) || !Number.isFinite(coordinates.longitude))
    return empty;
  return `${formatNumberInput(coordinates.latitude, COORDINATE)}, ${formatNumberInput(coordinates.longitude, COORDINATE)}`;
}

/** A distance in calendar days: 'hoje', 'amanhã', 'depois de amanhã', 'em 3 dias', 'ontem'. */
export function formatDaysAway(days: number): string {
  return relative.format(days, 'day');
}

/** 'há 3 horas', 'em 2 dias'. */
export function formatRelative(value: string | number | Date | null | undefined, now = Date.now()): string {
  const date = toDate(value);
  if (!date) return INVALID_DATE;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relative.format(seconds, 'second');
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  return relative.format(Math.round(seconds / 86_400), 'day');
}

/**
 * Portal id shortening: 'QD-004217' stays whole in uppercase; otherwise the first two
 * dash-separated parts, or the first 14 characters.
 */
export function shortPortalId(id: string | null | undefined): string {
  if (!id) return '';
  if (/^qd-\d{6}$/i.test(id)) return id.toUpperCase();
  const parts = id.split('-');
  if (parts.length > 2) return `${parts[0]}-${parts[1]}`;
  return id.slice(0, 14);
}

/** 'QD-' + six zero-padded digits, the format of generated external ids. */
export function generateExternalId(random: () => number = Math.random): string {
  return `QD-${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
}
