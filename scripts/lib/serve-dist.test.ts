// @vitest-environment node
// A server tested as a client of its own, with Node's fetch: a DOM's fetch holds it to CORS.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveDist, type DistServer } from './serve-dist';

const dir = mkdtempSync(join(tmpdir(), 'serve-dist-test-'));
const SCRIPT = 'console.log("app");'.repeat(50);

beforeAll(() => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'assets', 'app-abc.js'), SCRIPT);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serve-dist over HTTP/1.1', () => {
  let server: DistServer;
  beforeAll(async () => {
    server = await serveDist(dir, { cache: 'host' });
  });
  afterAll(() => server.close());

  it('sends a script gzip-encoded, kept for good under assets/', async () => {
    const response = await fetch(`${server.url}/assets/app-abc.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(server.url).toMatch(/^http:\/\//);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('sends Brotli to a browser that takes it, as Chromium says it does', async () => {
    const response = await fetch(`${server.url}/assets/app-abc.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('answers an app route with index.html, asked again on every visit', async () => {
    // A path no mock handler answers (tests/setup.ts intercepts the API's paths on any host).
    const response = await fetch(`${server.url}/a/route/of/the/app`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>app</title>');
  });

  it('sends a file rebuilt under the same name as it is now, not as it was first sent', async () => {
    const page = () =>
      fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } }).then((r) => r.text());
    expect(await page()).toContain('<title>app</title>');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>rebuilt</title>');
    expect(await page()).toContain('<title>rebuilt</title>');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  });
});

describe('serve-dist over HTTP/2 with TLS', () => {
  let server: DistServer;
  beforeAll(async () => {
    server = await serveDist(dir, { tls: true });
  });
  afterAll(() => server.close());

  it('serves over HTTP/2 with its own certificate, gzip-encoded, kept by nobody', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    // The certificate is self-signed: the client is told to accept it, as the benchmark's browser is.
    const session = connect(server.url, { rejectUnauthorized: false });
    try {
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (ok, fail) => {
          const stream = session.request({ ':path': '/assets/app-abc.js', 'accept-encoding': 'gzip' });
          const chunks: Buffer[] = [];
          let headers: Record<string, unknown> = {};
          stream.on('response', (received) => (headers = received));
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => ok({ headers, body: Buffer.concat(chunks) }));
          stream.on('error', fail);
        },
      );
      expect(session.alpnProtocol).toBe('h2');
      expect(headers[':status']).toBe(200);
      expect(headers['content-encoding']).toBe('gzip');
      expect(headers['cache-control']).toBe('no-store');
      expect(gunzipSync(body).toString()).toBe(SCRIPT);
    } finally {
      session.close();
    }
  });
});
