// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer, isLocalOrigin } from './http-server';
import { server as interceptor } from './node';
import { configureRuntime } from './runtime';

// These requests must cross a real socket: MSW's in-process interception is off for this file.
const server = createMockHttpServer();
let base = '';

beforeAll(async () => {
  interceptor.close();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  configureRuntime({ scenario: 'default', latency: 0, size: null });
  await new Promise((done) => server.close(done));
  interceptor.listen({ onUnhandledRequest: 'error' });
});

async function signIn(username = 'gestor', password = 'gestor123'): Promise<string> {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('mock:server — the mock over HTTP', () => {
  it('answers the contract over a socket: sign-in, then the tenant’s own list with its token', async () => {
    const token = await signIn();
    const response = await fetch(`${base}/properties?page_size=2`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { data: unknown[]; total: number };
    expect(body.data).toHaveLength(2);
    expect(body.total).toBeGreaterThan(2);
    expect((await fetch(`${base}/properties`)).status).toBe(401);
  });

  it('allows any local origin, preflight included, and no other', async () => {
    const preflight = await fetch(`${base}/properties`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization');
    const foreign = await fetch(`${base}/auth/me`, { headers: { origin: 'https://example.com' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(isLocalOrigin('http://192.168.0.12:5173')).toBe(true);
    expect(isLocalOrigin('https://imobi.com.br')).toBe(false);
  });

  it('says "Recurso não encontrado" for a path outside the contract', async () => {
    const response = await fetch(`${base}/nada-aqui`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'Recurso não encontrado',
      code: 'NOT_FOUND',
      details: null,
    });
  });

  it('POST /__mock/reset reseeds, and switches a scenario as the query string does in a browser', async () => {
    const token = await signIn();
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${base}/properties`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Casa criada pelo teste', external_id: 'QD-HTTP01' }),
    });
    expect(created.status).toBe(201);
    const found = async () =>
      ((await (await fetch(`${base}/properties?q=QD-HTTP01`, { headers })).json()) as { total: number })
        .total;
    expect(await found()).toBe(1);

    const reset = await fetch(`${base}/__mock/reset`, {
      method: 'POST',
      body: JSON.stringify({ scenario: 'server-error' }),
    });
    expect(reset.status).toBe(200);
    const fresh = await signIn();
    const failing = await fetch(`${base}/properties`, { headers: { authorization: `Bearer ${fresh}` } });
    expect(failing.status).toBe(500);

    await fetch(`${base}/__mock/reset`, { method: 'POST', body: JSON.stringify({ scenario: 'offline' }) });
    await expect(
      fetch(`${base}/properties`, { headers: { authorization: `Bearer ${fresh}` } }),
    ).rejects.toThrow();

    await fetch(`${base}/__mock/reset`, { method: 'POST', body: JSON.stringify({ scenario: 'default' }) });
    const again = await signIn();
    const list = await fetch(`${base}/properties?q=QD-HTTP01`, {
      headers: { authorization: `Bearer ${again}` },
    });
    expect(((await list.json()) as { total: number }).total).toBe(0);
    expect(await (await fetch(`${base}/__mock`)).json()).toEqual({
      runtime: { scenario: 'default', latency: 0, size: null, pace: 1 },
    });
  });
});
