import { describe, expect, it } from 'vitest';
import { digitsOnly, maskCep, maskCnpj, maskCpf, maskDate, maskPhone } from './masks';

describe('input masks', () => {
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

  it('masks a date as DD/MM/AAAA as the digits come, slashes typed or not', () => {
    const typed = (keys: string) => [...keys].reduce((text, key) => maskDate(text + key), '');
    expect(typed('15031985')).toBe('15/03/1985');
    expect(typed('15/03/1985')).toBe('15/03/1985');
    expect(typed('1/3/1985')).toBe('01/03/1985');
    expect(typed('150319851')).toBe('15/03/1985');
    expect(typed('15')).toBe('15');
    expect(typed('150')).toBe('15/0');
    expect(maskDate('15/')).toBe('15/');
    expect(typed('ab')).toBe('');
  });

  it('keeps digits only', () => {
    expect(digitsOnly('(21) 98765-4321')).toBe('21987654321');
  });
});
