/**
 * Stand-in for `tldts` in the browser build. msw's cookie store (tough-cookie) only asks it for the
 * registrable domain of a cookie; the full public-suffix list it ships is ~45 kB gzip, a third of
 * the mock chunk, for cookies this mock never sets. The rule below (last two labels, three under a
 * two-letter country code with a generic second level, as in imobi.com.br) is enough for that.
 */
const GENERIC_SECOND_LEVEL = new Set([
  'com',
  'net',
  'org',
  'gov',
  'edu',
  'co',
  'art',
  'adv',
  'eng',
  'ind',
  'inf',
  'med',
]);

export function getDomain(host: string): string | null {
  const hostname = host.toLowerCase().replace(/\.$/, '');
  if (!hostname || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  if (labels.length < 2) return null;
  const tld = labels[labels.length - 1]!;
  const sld = labels[labels.length - 2]!;
  const take = tld.length === 2 && GENERIC_SECOND_LEVEL.has(sld) ? 3 : 2;
  return labels.length < take ? null : labels.slice(-take).join('.');
}
