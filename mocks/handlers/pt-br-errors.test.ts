import { describe, expect, it } from 'vitest';
import { contract } from '../../tests/contract-recorder';
import { raw, tokenFor } from '../../tests/helpers/api';

/** valibot's own English, which must never reach a client: 'Invalid key: Expected "x" but received undefined'. */
const ENGLISH = /\b(Invalid|Expected|received|must be|required)\b/;

/** The first portal's two messages, verbatim from the specification (part 1 §5). */
const SPEC_VERBATIM = new Set([
  'session_id is required when validating OTP',
  'password is required to start Gandalf login',
]);

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
      for (const json of [{}, { title: 1, username: 2, password: 3, property_ids: 'x', name: [] }]) {
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
