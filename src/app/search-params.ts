import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

/**
 * Search params as typed. The router's default read every value as JSON, so a search for '1.500'
 * (a price, the Brazilian way) came back as 1.5, '1e3' as 1000, '12345678901234567890' rounded;
 * and to keep a typed '123' a text, the address carried it in quotes (`?q=%22123%22`). Here only an
 * object, an array or a quoted text is JSON (none of the app's own; the quotes keep a text that
 * starts like one whole). The router still reads '123' and 'true' as a number and a boolean, only
 * when String() gives the same text back: a route's schema takes either for a text.
 */
function parseStructure(value: string): unknown {
  if (!/^["[{]/.test(value)) throw new Error('a text');
  return JSON.parse(value);
}

export const parseSearch = parseSearchWith(parseStructure);
export const stringifySearch = stringifySearchWith(JSON.stringify, parseStructure);
