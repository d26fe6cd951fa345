import { describe, expect, it } from 'vitest';
import { digitsOnly, maskCep, maskCnpj, maskCpf, maskPhone, maskTime } from './masks';

describe('input masks (part 2 §5)', () => {
  it('masks a CEP as 00000-000, 9 characters at most', () => {
    expect(maskCep('22440000')).toBe('22440-000');
    expect(maskCep('2244')).toBe('2244');
    expect(maskCep('224400')).toBe('22440-0');
    expect(maskCep('22440-000123')).toBe('22440-000');
    expect(maskCep('ab22c440000')).toBe('22440-000');
  });

  it('masks a CPF as 000.000.000-00 (14) and a CNPJ as 00.000.000/0000-00 (18)', () => {
    expect(maskCpf('52998224725')).toBe('529.982.247-25');
    expect(maskCpf('5299822')).toBe('529.982.2');
    expect(maskCpf('529982247259999')).toHaveLength(14);
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('112223330001819999')).toHaveLength(18);
  });

  it('masks a mobile phone as (00) 00000-0000 (15) and a landline as (00) 0000-0000', () => {
    expect(maskPhone('21987654321')).toBe('(21) 98765-4321');
    expect(maskPhone('2133334444')).toBe('(21) 3333-4444');
    expect(maskPhone('219876543219')).toHaveLength(15);
    expect(maskPhone('21')).toBe('(21');
  });

  it('masks a time as 00:00 (5), leaving out-of-range values to the schema', () => {
    expect(maskTime('1030')).toBe('10:30');
    expect(maskTime('10:30')).toBe('10:30');
    expect(maskTime('9')).toBe('9');
    expect(maskTime('103')).toBe('10:3');
    expect(maskTime('103045')).toBe('10:30');
    expect(maskTime('2561')).toBe('25:61');
    expect(maskTime('ab')).toBe('');
  });

  it('keeps digits only', () => {
    expect(digitsOnly('(21) 98765-4321')).toBe('21987654321');
  });
});
