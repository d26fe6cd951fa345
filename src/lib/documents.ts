import { digitsOnly } from './masks';

/**
 * Check digits of the Brazilian documents of a tenant: CPF (a person, 11 digits) and
 * CNPJ (a company, 14 digits), with or without their mask. A number made of one repeated digit
 * passes the arithmetic but is not issued, so it is refused too.
 */

/** The check digit of `digits` under `weights` (modulo 11, as the Receita Federal defines it). */
function checkDigit(digits: number[], weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function hasValidCheckDigits(value: string, length: number, weights: number[]): boolean {
  const text = digitsOnly(value);
  if (text.length !== length || /^(\d)\1+$/.test(text)) return false;
  const digits = [...text].map(Number);
  const first = checkDigit(digits, weights.slice(1));
  const second = checkDigit(digits, weights);
  return digits[length - 2] === first && digits[length - 1] === second;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isValidCpf(value: string): boolean {
  return hasValidCheckDigits(value, 11, CPF_WEIGHTS);
}

export function isValidCnpj(value: string): boolean {
  return hasValidCheckDigits(value, 14, CNPJ_WEIGHTS);
}
