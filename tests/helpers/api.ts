/**
 * Helpers for tests that talk to the mock through the real client (Node, MSW server).
 * `as(user)` signs in a demo user and returns an openapi-fetch client carrying that user's token;
 * `raw()` sends anything at all (malformed JSON, wrong methods) for bad-input tests.
 */
import createClient from 'openapi-fetch';
import { expect } from 'vitest';
import type { paths } from '@/api/schema';
import { exercisedOperations, contract } from '../contract-recorder';

export const BASE_URL = 'http://localhost:3000';

const DEMO = {
  admin: { username: 'admin', password: 'admin123', tenant_id: 1 },
  gestor: { username: 'gestor', password: 'gestor123', tenant_id: 2 },
  corretor: { username: 'corretor', password: 'corretor123', tenant_id: 2 },
  autonomo: { username: 'autonomo', password: 'autonomo123', tenant_id: 3 },
} as const;
export type DemoUser = keyof typeof DEMO;

export function anonymous() {
  return createClient<paths>({ baseUrl: BASE_URL, fetch: (r: Request) => globalThis.fetch(r) });
}

export async function tokenFor(user: DemoUser): Promise<string> {
  const { username, password } = DEMO[user];
  const { data, error } = await anonymous().POST('/auth/login', { body: { username, password } });
  if (!data) throw new Error(`login as ${user} failed: ${JSON.stringify(error)}`);
  return data.access_token;
}

/** A client signed in as a demo user. */
export async function as(user: DemoUser) {
  const token = await tokenFor(user);
  const client = createClient<paths>({
    baseUrl: BASE_URL,
    fetch: (r: Request) => globalThis.fetch(r),
    headers: { Authorization: `Bearer ${token}` },
  });
  return Object.assign(client, { token });
}

/** Any request, for what the typed client refuses to send. */
export async function raw(
  method: string,
  path: string,
  options: { token?: string; body?: string; json?: unknown; contentType?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.body;
  if (options.json !== undefined) body = JSON.stringify(options.json);
  if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

/** The contract's error object. */
export function expectErrorBody(body: unknown, code?: string): void {
  expect(body).toEqual(
    expect.objectContaining({ message: expect.any(String), code: code ?? expect.any(String) }),
  );
}

/**
 * Calls every operation of a tag once, as `user`, so a per-tag coverage test stands alone (run by
 * itself with `-t`): path ids are 1, bodies `{}`. Each answer is validated against the contract
 * like any other (a 4xx to the empty body is the contract's error shape).
 */
export async function exerciseTag(tag: string, user: DemoUser = 'admin'): Promise<void> {
  const token = await tokenFor(user);
  for (const op of contract().operations) {
    if (!((op.raw.tags as string[] | undefined) ?? []).includes(tag)) continue;
    const base = op.external ? 'https://viacep.com.br' : BASE_URL;
    const path = op.path.replace('{cep}', '01310100').replace(/\{[^}]+\}/g, '1');
    const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
    await fetch(`${base}${path}`, {
      method: op.method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      },
      body: hasBody ? '{}' : undefined,
    });
  }
}

/** Asserts that every operation of a tag was answered by the mock in this test file. */
export function expectTagExercised(tag: string): void {
  const ops = contract()
    .operations.filter((op) => ((op.raw.tags as string[] | undefined) ?? []).includes(tag))
    .map((op) => `${op.method} ${op.path}`);
  const missing = ops.filter((op) => !exercisedOperations().has(op));
  expect(missing, `operations of '${tag}' never exercised`).toEqual([]);
}
