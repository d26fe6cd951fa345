/**
 * What people type, read the way a Brazilian means it: numbers with thousands dots and a decimal
 * comma ('850.000,00', '72,5'), a decimal point where the field takes one ('90.75'), times such as
 * '7:30' or '0730', dates as DD/MM/AAAA. The inverse of `src/lib/format.ts`'s input formatters:
 * `parseNumber(formatNumberInput(x, kind), kind)` gives `x` back.
 *
 * Every parser answers a value or a pt-BR message; none guesses a value the user did not type
 * (a string never yields a number 10× or 100× off: ambiguous text is refused, not rounded).
 */

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** How a field reads its number. */
export interface NumberKind {
  /** Decimal places kept; a typed fraction beyond them is refused unless it is all zeros. */
  decimals: number;
  /** '.' may group thousands ('1.500'); off for coordinates, where a point is always decimal. */
  grouping: boolean;
  /** A leading '-' is accepted. */
  negative: boolean;
  /** The message for a non-zero fraction beyond `decimals`. */
  fractionMessage?: string;
  /** Shown with all its decimals once typed ('1.500,00'): amounts in reais and centavos. */
  fixedDecimals?: boolean;
  /**
   * The message for text that is no number of this kind (letters, misplaced separators), where the
   * generic advice about thousands dots and a decimal comma would mislead (a coordinate, or a field
   * that takes no decimals).
   */
  invalidMessage?: string;
  /** A floor as people write it: '4º', '12°' and 'térreo' (0). */
  floor?: boolean;
}

export const COUNT: NumberKind = {
  decimals: 0,
  grouping: true,
  negative: false,
  fractionMessage: 'Informe um número inteiro',
  invalidMessage: 'Digite um número inteiro (ex.: 3)',
};
/** Prices: BRL without cents; '850.000,00' is accepted as 850 000. */
export const PRICE: NumberKind = {
  decimals: 0,
  grouping: true,
  negative: false,
  fractionMessage: 'Informe o valor sem centavos',
  invalidMessage: 'Número inválido: use pontos para os milhares (ex.: 850.000)',
};
/** Fees and other amounts with cents: '1.234,56'. */
export const MONEY: NumberKind = {
  decimals: 2,
  grouping: true,
  negative: false,
  fixedDecimals: true,
  fractionMessage: 'Use no máximo 2 casas decimais (centavos)',
};
/** Areas in m², two decimals at most: '72,5', '90.75', '1.250'. */
export const AREA: NumberKind = {
  decimals: 2,
  grouping: true,
  negative: false,
  fractionMessage: 'Use no máximo 2 casas decimais',
};
/** A floor may be below ground ('-1'), and is often written '4º' or 'térreo'. */
export const FLOOR: NumberKind = {
  ...COUNT,
  negative: true,
  floor: true,
  invalidMessage: 'Andar inválido (ex.: 4, 4º, térreo ou -1 para o subsolo)',
};
/** Latitude or longitude in decimal degrees: '-23.5614' or '-23,5614', never grouped. */
export const COORDINATE: NumberKind = {
  decimals: 8,
  grouping: false,
  negative: true,
  fractionMessage: 'Use no máximo 8 casas decimais',
  invalidMessage: 'Coordenada inválida (ex.: -23.5614)',
};

const NOT_A_NUMBER = 'Digite apenas números, com vírgula para os decimais (ex.: 1.234,56)';
const AMBIGUOUS = 'Número inválido: use pontos para os milhares e vírgula para os decimais (ex.: 1.234,56)';
const NEGATIVE = 'O valor não pode ser negativo';
const TOO_LARGE = 'Número grande demais';

/** Thousands groups after the first: '1.500.000' → ['1', '500', '000'] with 1–3 digits first. */
function isGrouped(text: string, separator: string): boolean {
  const [first = '', ...rest] = text.split(separator);
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
}

/** Integer and fraction digits on either side of the last `mark`. */
function splitAt(body: string, mark: string): { int: string; frac: string } {
  const at = body.lastIndexOf(mark);
  return { int: body.slice(0, at), frac: body.slice(at + 1) };
}

/** Splits unsigned digits and separators into integer and fraction digits, or a message. */
function splitNumber(body: string, kind: NumberKind): ParseResult<{ int: string; frac: string }> {
  const dots = body.split('.').length - 1;
  const commas = body.split(',').length - 1;
  if (dots > 0 && commas > 0) {
    // Both present: the last one is the decimal mark, the other groups thousands ('1.234,56').
    const decimalMark = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    const group = decimalMark === ',' ? '.' : ',';
    const { int, frac } = splitAt(body, decimalMark);
    if (!kind.grouping || frac.includes(group) || !isGrouped(int, group))
      return { ok: false, message: AMBIGUOUS };
    return { ok: true, value: { int: int.split(group).join(''), frac } };
  }
  if (commas > 1) return { ok: false, message: AMBIGUOUS };
  if (commas === 1) return { ok: true, value: splitAt(body, ',') };
  if (dots === 0) return { ok: true, value: { int: body, frac: '' } };
  if (!kind.grouping) {
    return dots > 1 ? { ok: false, message: AMBIGUOUS } : { ok: true, value: splitAt(body, '.') };
  }
  // Points only, where a point may group thousands: '1.500' and '1.500.000' are grouped (pt-BR);
  // a single point followed by anything but three digits is a decimal point ('72.5', '90.75').
  if (isGrouped(body, '.') && !body.startsWith('0'))
    return { ok: true, value: { int: body.split('.').join(''), frac: '' } };
  if (dots > 1) return { ok: false, message: AMBIGUOUS };
  const split = splitAt(body, '.');
  // A point with more digits after it than the field's decimals ('85.0000' for a fee, '850.00'
  // for a price) is as likely a thousands dot out of place (85.000, 850.000) as a decimal point:
  // refused, not read as 85 or 850. ('2.5' rooms still gets the field's own word on fractions.)
  const fraction = kind.decimals === 0 && !/^0*$/.test(split.frac);
  if (split.frac.length > kind.decimals && !fraction) return { ok: false, message: AMBIGUOUS };
  return { ok: true, value: split };
}

/**
 * A number as typed in pt-BR. Empty text is `null` (nothing typed); spaces, 'R$' and 'm²' are
 * ignored. Refused, with a message: letters, ambiguous separators ('1.23.4'), a sign where the
 * field takes none, and a non-zero fraction beyond the field's decimals ('850.000,50' as a price).
 */
export function parseNumber(text: string, kind: NumberKind): ParseResult<number | null> {
  const read = readNumber(text, kind);
  if (read.ok || !kind.invalidMessage) return read;
  const generic = read.message === NOT_A_NUMBER || read.message === AMBIGUOUS;
  return generic ? { ok: false, message: kind.invalidMessage } : read;
}

function readNumber(text: string, kind: NumberKind): ParseResult<number | null> {
  let compact = text
    .replace(/R\$/gi, '')
    .replace(/m²|m2$/gi, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/[−–]/g, '-');
  if (compact === '') return { ok: true, value: null };
  if (kind.floor) {
    if (/^t[ée]rreo$/i.test(compact)) return { ok: true, value: 0 };
    compact = compact.replace(/(\d)[ºª°]$/, '$1');
  }
  const negative = compact.startsWith('-');
  const body = negative ? compact.slice(1) : compact;
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { ok: false, message: NOT_A_NUMBER };
  if (negative && !kind.negative) return { ok: false, message: NEGATIVE };
  const split = splitNumber(body, kind);
  if (!split.ok) return split;
  const { int, frac } = split.value;
  const significant = frac.replace(/0+$/, '');
  if (significant.length > kind.decimals) {
    return { ok: false, message: kind.fractionMessage ?? AMBIGUOUS };
  }
  if (int.replace(/^0+/, '').length > 15) return { ok: false, message: TOO_LARGE };
  const value = Number(`${int || '0'}.${significant || '0'}`);
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

// ───────────── times ─────────────

const TIME_MESSAGE = 'Formato de horário inválido (HH:MM)';

/**
 * A time of day as typed: '7:30', '07:30', '0730', '730', '7h30', '7h', '7' → 'HH:MM'. Hours
 * 0–23, minutes 0–59; anything else is refused with the schedule form's message.
 */
export function parseTime(text: string): ParseResult<string | null> {
  const compact = text.trim().toLowerCase().replace(/\s/g, '');
  if (compact === '') return { ok: true, value: null };
  let hours: string;
  let minutes: string;
  const separated = /^(\d{1,2})[:h.](\d{2})?$/.exec(compact);
  if (separated) {
    // '7:3' is neither 07:30 nor 07:03 for sure: a lone minute digit does not match and is refused.
    hours = separated[1] ?? '';
    minutes = separated[2] ?? '0';
  } else if (/^\d{1,4}$/.test(compact)) {
    // Digits only: 1–2 are hours, 3 are H:MM, 4 are HH:MM.
    hours = compact.length <= 2 ? compact : compact.slice(0, compact.length - 2);
    minutes = compact.length <= 2 ? '0' : compact.slice(-2);
  } else {
    return { ok: false, message: TIME_MESSAGE };
  }
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return { ok: false, message: TIME_MESSAGE };
  return { ok: true, value: `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` };
}

// ───────────── dates ─────────────

const DATE_MESSAGE = 'Data inválida';

/** A calendar date exists: 31/02 and 29/02 of a common year do not. */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date typed as DD/MM/AAAA (or its eight digits, '15031985') → ISO 'YYYY-MM-DD'. A date that
 * does not exist ('31/02/1985') is refused with 'Data inválida', never rolled over to March.
 */
export function parseDate(text: string): ParseResult<string | null> {
  const compact = text.trim();
  if (compact === '') return { ok: true, value: null };
  const match =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(compact);
  if (!match) return { ok: false, message: DATE_MESSAGE };
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  if (year < 1000 || !isCalendarDate(year, month, day)) return { ok: false, message: DATE_MESSAGE };
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { ok: true, value: iso };
}

/** An ISO date 'YYYY-MM-DD' that exists on the calendar (what the forms store and the API takes). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return isCalendarDate(year, month, day);
}

/** A year and month 'YYYY-MM' with a real month (a development's delivery). */
export function isYearMonth(value: string): boolean {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const month = Number(match?.[2]);
  return month >= 1 && month <= 12;
}
