import { describe, expect, it } from 'vitest';
import { contract } from '../../tests/contract-recorder';
import { raw, tokenFor } from '../../tests/helpers/api';

/** valibot's own English, which must never reach a client: 'Invalid key: Expected "x" but received undefined'. */
const ENGLISH = /\b(Invalid|Expected|received|must be|required)\b/;

/** The first portal's two messages, verbatim from the specification. */
const SPEC_VERBATIM = new Set([
  'session_id is required when validating OTP',
  'password is required to start Gandalf login',
]);

type Json = Record<string, unknown>;

/** The property names a request body declares (through $ref and allOf), each given a wrong type. */
function resolve(node: unknown, doc: Json): Json {
  const ref = (node as Json | undefined)?.$ref;
  if (typeof ref !== 'string') return (node ?? {}) as Json;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Json)[key], doc) as Json;
}

function illTyped(requestBody: unknown, doc: Json): Json {
  const content = resolve(requestBody, doc).content as Record<string, { schema: unknown }>;
  const schema = content['application/json']?.schema;
  const names = (node: unknown): string[] => {
    const resolved = resolve(node, doc);
    return [
      ...Object.keys((resolved.properties as Json | undefined) ?? {}),
      ...((resolved.allOf as unknown[] | undefined) ?? []).flatMap(names),
    ];
  };
  // An object where a text, number, list or flag is expected: wrong for every declared field.
  return Object.fromEntries(names(schema).map((name) => [name, { errado: true }]));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('every error a client can receive is in pt-BR', () => {
  it('answers empty and ill-typed bodies of every operation that takes one with pt-BR messages', async () => {
    const token = await tokenFor('admin');
    const withBody = contract().operations.filter((op) => !op.external && op.raw.requestBody);
    expect(withBody.length).toBeGreaterThan(20);
    const english: string[] = [];
    for (const op of withBody) {
      const path = op.path.replace(/\{[^}]+\}/g, '1');
      for (const json of [{}, illTyped(op.raw.requestBody, contract().doc as Json)]) {
        const { status, body } = await raw(op.method, path, { token, json });
        for (const text of strings(body)) {
          if (ENGLISH.test(text) && !SPEC_VERBATIM.has(text))
            english.push(`${op.method} ${op.path} → ${status}: ${text}`);
        }
      }
    }
    expect(english).toEqual([]);
  });
});
