/**
 * A text as it is compared with what someone typed: accents and case aside, as people type in
 * Portuguese without accents ('sao paulo' finds 'São Paulo').
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
