/**
 * Input masks, applied as the user types: CPF `000.000.000-00` (14), CNPJ
 * `00.000.000/0000-00` (18), phone `(00) 00000-0000` (15, or `(00) 0000-0000` for a landline), CEP
 * `00000-000` (9). Each keeps only digits, at most as many as the format holds, then lays them out.
 */

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Lays `digits` into `pattern`, where each 0 takes one digit; stops where the digits run out. */
function layout(digits: string, pattern: string): string {
  let out = '';
  let next = 0;
  for (const char of pattern) {
    if (next >= digits.length) break;
    if (char === '0') out += digits[next++];
    else out += char;
  }
  return out;
}

export function maskCep(value: string): string {
  return layout(digitsOnly(value).slice(0, 8), '00000-000');
}

export function maskCpf(value: string): string {
  return layout(digitsOnly(value).slice(0, 11), '000.000.000-00');
}

export function maskCnpj(value: string): string {
  return layout(digitsOnly(value).slice(0, 14), '00.000.000/0000-00');
}

export function maskPhone(value: string): string {
  const digits = digitsOnly(value).slice(0, 11);
  return layout(digits, digits.length > 10 ? '(00) 00000-0000' : '(00) 0000-0000');
}

/**
 * DD/MM/AAAA as typed: '15031985' → '15/03/1985'; a slash typed after one digit pads it
 * ('1/3/1985' → '01/03/1985'), so typing the slashes or not gives the same date.
 */
export function maskDate(value: string): string {
  const parts = [''];
  for (const char of value) {
    const index = parts.length - 1;
    const part = parts[index] ?? '';
    if (/\d/.test(char)) {
      if (part.length < (index < 2 ? 2 : 4)) parts[index] = part + char;
      else if (index < 2) parts.push(char);
    } else if (/[/.-]/.test(char) && index < 2 && part.length > 0) {
      parts[index] = part.padStart(2, '0');
      parts.push('');
    }
  }
  return parts.join('/');
}
