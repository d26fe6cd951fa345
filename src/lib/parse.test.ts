import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberInput } from './format';
import {
  AREA,
  COORDINATE,
  COUNT,
  FLOOR,
  MONEY,
  PRICE,
  isIsoDate,
  isYearMonth,
  parseDate,
  parseNumber,
  parseTime,
  type NumberKind,
} from './parse';

const value = (text: string, kind: NumberKind) => {
  const result = parseNumber(text, kind);
  return result.ok ? result.value : result.message;
};

describe('parseNumber: what a Brazilian types', () => {
  it.each([
    ['850.000,00', PRICE, 850_000],
    ['850000', PRICE, 850_000],
    ['850.000', PRICE, 850_000],
    ['R$ 850.000', PRICE, 850_000],
    ['1.500,00', MONEY, 1500],
    ['1.234,56', MONEY, 1234.56],
    ['310,90', MONEY, 310.9],
    ['310.90', MONEY, 310.9],
    ['0,5', MONEY, 0.5],
    ['72,5', AREA, 72.5],
    ['90.75', AREA, 90.75],
    ['1.250', AREA, 1250],
    ['1.250,5', AREA, 1250.5],
    ['72,5 m²', AREA, 72.5],
    ['-23.5614', COORDINATE, -23.5614],
    ['-23,5614', COORDINATE, -23.5614],
    ['-46.655881', COORDINATE, -46.655881],
    ['-23.561', COORDINATE, -23.561],
    ['2', COUNT, 2],
    ['2,0', COUNT, 2],
    ['1.500', COUNT, 1500],
    ['-1', FLOOR, -1],
    ['4º', FLOOR, 4],
    ['12°', FLOOR, 12],
    ['Térreo', FLOOR, 0],
    ['terreo', FLOOR, 0],
    ['', PRICE, null],
    ['   ', AREA, null],
  ])('%s is read as meant', (text, kind, expected) => {
    expect(value(text, kind)).toBe(expected);
  });

  it.each([
    ['2.5', COUNT, 'Informe um número inteiro'],
    ['2,5', COUNT, 'Informe um número inteiro'],
    ['850.000,50', PRICE, 'Informe o valor sem centavos'],
    ['1.234,567', MONEY, 'Use no máximo 2 casas decimais (centavos)'],
    ['72,555', AREA, 'Use no máximo 2 casas decimais'],
    ['abc', PRICE, 'Número inválido: use pontos para os milhares (ex.: 850.000)'],
    // A point out of place where the field takes no decimals: never 85 or 850.
    ['85.0000', PRICE, 'Número inválido: use pontos para os milhares (ex.: 850.000)'],
    ['850.00', PRICE, 'Número inválido: use pontos para os milhares (ex.: 850.000)'],
    ['1.250.00', PRICE, 'Número inválido: use pontos para os milhares (ex.: 850.000)'],
    ['2.0', COUNT, 'Digite um número inteiro (ex.: 3)'],
    [
      '85.0000',
      MONEY,
      'Número inválido: use pontos para os milhares e vírgula para os decimais (ex.: 1.234,56)',
    ],
    [
      '85.0000',
      AREA,
      'Número inválido: use pontos para os milhares e vírgula para os decimais (ex.: 1.234,56)',
    ],
    [
      '12.3456',
      MONEY,
      'Número inválido: use pontos para os milhares e vírgula para os decimais (ex.: 1.234,56)',
    ],
    ['abc', COUNT, 'Digite um número inteiro (ex.: 3)'],
    ['4,5', FLOOR, 'Informe um número inteiro'],
    ['4ºº', FLOOR, 'Andar inválido (ex.: 4, 4º, térreo ou -1 para o subsolo)'],
    ['cobertura', FLOOR, 'Andar inválido (ex.: 4, 4º, térreo ou -1 para o subsolo)'],
    ['4º', COUNT, 'Digite um número inteiro (ex.: 3)'],
    ['12a', AREA, 'Digite apenas números, com vírgula para os decimais (ex.: 1.234,56)'],
    ['-', COORDINATE, 'Coordenada inválida (ex.: -23.5614)'],
    ['-23,56.14', COORDINATE, 'Coordenada inválida (ex.: -23.5614)'],
    ['-5', COUNT, 'O valor não pode ser negativo'],
    [
      '1.23.4',
      AREA,
      'Número inválido: use pontos para os milhares e vírgula para os decimais (ex.: 1.234,56)',
    ],
    [
      '1,2,3',
      MONEY,
      'Número inválido: use pontos para os milhares e vírgula para os decimais (ex.: 1.234,56)',
    ],
    [
      '12.34,5',
      MONEY,
      'Número inválido: use pontos para os milhares e vírgula para os decimais (ex.: 1.234,56)',
    ],
    ['-23.56.14', COORDINATE, 'Coordenada inválida (ex.: -23.5614)'],
  ])('%s is refused with a message', (text, kind, message) => {
    expect(value(text, kind)).toBe(message);
  });

  const kinds = { PRICE, MONEY, AREA, COUNT, FLOOR, COORDINATE };
  const numberFor = (kind: NumberKind) =>
    fc.integer({ min: kind.negative ? -1e12 : 0, max: 1e12 }).chain((units) =>
      fc.integer({ min: 0, max: 10 ** Math.min(kind.decimals, 6) - 1 }).map((frac) => {
        const scale = 10 ** Math.min(kind.decimals, 6);
        return kind.decimals === 0
          ? units
          : Number(((units * scale + Math.sign(units || 1) * frac) / scale).toFixed(6));
      }),
    );

  it.each(Object.entries(kinds))('%s: parse(format(x)) = x', (_, kind) => {
    fc.assert(
      fc.property(numberFor(kind), (x) => {
        const parsed = parseNumber(formatNumberInput(x, kind), kind);
        expect(parsed).toEqual({ ok: true, value: x === 0 ? 0 : x });
      }),
    );
  });

  it('no typed digits and separators ever yield a value 10× or 100× off what they mean', () => {
    // Typed the pt-BR way: groups of three with points, then optionally a comma and 1–2 decimals.
    const typed = fc
      .tuple(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.option(fc.integer({ min: 0, max: 99 })),
        fc.boolean(),
      )
      .map(([units, cents, twoDigits]) => {
        const grouped = new Intl.NumberFormat('pt-BR').format(units);
        if (cents === null) return { text: grouped, meant: units };
        const fraction = twoDigits ? String(cents).padStart(2, '0') : String(cents % 10);
        return { text: `${grouped},${fraction}`, meant: units + Number(`0.${fraction}`) };
      });
    fc.assert(
      fc.property(typed, ({ text, meant }) => {
        for (const kind of [MONEY, AREA]) {
          const parsed = parseNumber(text, kind);
          if (parsed.ok) expect(parsed.value).toBeCloseTo(meant, 6);
        }
        const price = parseNumber(text, PRICE);
        // A price never takes cents: either the whole reais, or a message.
        if (price.ok) expect(price.value).toBe(Math.trunc(meant));
        else expect(meant % 1).not.toBe(0);
      }),
    );
  });

  it('a typed text is either read or refused, never thrown on', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const kind of Object.values(kinds)) {
          const parsed = parseNumber(text, kind);
          if (parsed.ok && parsed.value !== null) expect(Number.isFinite(parsed.value)).toBe(true);
          if (!parsed.ok) expect(parsed.message).toMatch(/\S/);
        }
      }),
    );
  });
});

describe('parseTime', () => {
  it.each([
    ['7:30', '07:30'],
    ['07:30', '07:30'],
    ['0730', '07:30'],
    ['730', '07:30'],
    ['7h30', '07:30'],
    ['7h', '07:00'],
    ['7', '07:00'],
    ['23:59', '23:59'],
    ['0:00', '00:00'],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(parseTime(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['24:00', '7:60', '7:3', 'abc', '12345', '7:30:00'])('%s is refused', (text) => {
    expect(parseTime(text)).toEqual({ ok: false, message: 'Formato de horário inválido (HH:MM)' });
  });

  it('every HH:MM of the day reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const hhmm = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(parseTime(hhmm)).toEqual({ ok: true, value: hhmm });
        expect(parseTime(hhmm.replace(':', ''))).toEqual({ ok: true, value: hhmm });
      }),
    );
  });
});

describe('parseDate', () => {
  it.each([
    ['15/03/1985', '1985-03-15'],
    ['15031985', '1985-03-15'],
    ['1/3/1985', '1985-03-01'],
    ['29/02/2024', '2024-02-29'],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(parseDate(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['31/02/1985', '29/02/2023', '32/01/2000', '15/13/1985', '15/03/85', '1985-03-15', 'ontem'])(
    '%s is refused, never rolled over',
    (text) => {
      expect(parseDate(text)).toEqual({ ok: false, message: 'Data inválida' });
    },
  );

  it('every real date typed as DD/MM/AAAA reads back as its ISO date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          const [y, m, d] = iso.split('-');
          expect(parseDate(`${d}/${m}/${y}`)).toEqual({ ok: true, value: iso });
          expect(isIsoDate(iso)).toBe(true);
        },
      ),
    );
  });

  it('knows ISO dates and year-months', () => {
    expect(isIsoDate('2024-02-30')).toBe(false);
    expect(isYearMonth('2027-03')).toBe(true);
    expect(isYearMonth('2027-13')).toBe(false);
    expect(isYearMonth('03/2027')).toBe(false);
  });
});
