/**
 * Password hashes and signed-looking tokens for the mock. Pure JS on purpose: crypto.subtle is
 * missing on plain-http origins other than localhost, where the demo build may be served.
 * Not real cryptography, and it does not need to be: it only has to behave like a server's.
 */

/** cyrb53: a fast 53-bit string hash. */
function cyrb53(input: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function digest(input: string, rounds = 64): string {
  let out = input;
  for (let i = 0; i < rounds; i++) out = cyrb53(out, i).toString(16).padStart(14, '0') + out.length;
  return cyrb53(out, 7).toString(16).padStart(14, '0') + cyrb53(out, 13).toString(16).padStart(14, '0');
}

export function hashPassword(password: string, salt: string): string {
  return `mock$${salt}$${digest(`${salt}:${password}`)}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [, salt] = stored.split('$');
  return salt !== undefined && hashPassword(password, salt) === stored;
}

const SECRET = 'imobi-mock-signing-key';

function base64url(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export interface TokenClaims {
  sub: number;
  tid: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  iat: number;
  jti: string;
  typ?: string;
}

export function signToken(claims: TokenClaims): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(claims));
  return `${head}.${body}.${base64url(digest(`${head}.${body}.${SECRET}`, 8))}`;
}

/** The claims of a well-formed, correctly signed token, expired or not; null otherwise. */
export function readToken(token: string): TokenClaims | null {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return null;
  if (base64url(digest(`${head}.${body}.${SECRET}`, 8)) !== signature) return null;
  try {
    return JSON.parse(fromBase64url(body)) as TokenClaims;
  } catch {
    return null;
  }
}

let counter = 0;
export function randomId(prefix = ''): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}
