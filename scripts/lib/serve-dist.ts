/**
 * A static server for the production build, compressed as a real host serves it: Brotli where the
 * browser accepts it (every current browser does, on localhost too), gzip otherwise. Everything
 * is asynchronous: the process serves while a browser loads (a synchronous child process here would
 * stall every request). Unknown paths get index.html (the SPA's own routes).
 *
 * Two uses: the benchmarks, which measure a cold first load, have nothing cached by the browser
 * between runs (`no-store`); the journeys get a host's usual headers (`cache: 'host'`): the hashed
 * files under assets/ kept for good, everything else asked again, so a page opened a second time in
 * a journey reuses its scripts (and their compiled code), as a user's browser does.
 *
 * `tls: true` serves HTTP/2 over TLS, as a production host or CDN does, with a self-signed
 * certificate made for the run (openssl): the browser must be told to accept it. Over HTTP/1.1 a
 * browser opens six connections to a host and each starts slow; over HTTP/2 one carries every file.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli at its highest quality, as hosts that compress a build's files ahead of time send them
 * (each file is compressed once, on its first request): 13 % fewer bytes than gzip over the entry.
 */
const ENCODERS = {
  br: (body: Buffer) =>
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: Buffer) => gzipAsync(body),
};

/** The encoding to send: Brotli if the browser takes it, then gzip, else none. */
function encodingFor(accepted: string): keyof typeof ENCODERS | null {
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json']);

async function existingFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export interface DistServer {
  url: string;
  close: () => Promise<void>;
}

export interface ServeOptions {
  port?: number;
  host?: string;
  /** `none`: nothing kept by the browser (benchmarks); `host`: a production host's headers. */
  cache?: 'none' | 'host';
  /** HTTP/2 over TLS, with a self-signed certificate (see above). */
  tls?: boolean;
}

/** A key and a self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = await mkdtemp(join(tmpdir(), 'serve-dist-'));
  try {
    await new Promise<void>((ok, fail) =>
      execFile(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1,DNS:localhost',
          '-keyout',
          join(dir, 'key.pem'),
          '-out',
          join(dir, 'cert.pem'),
        ],
        (error) => (error ? fail(new Error(`openssl could not make a certificate: ${error.message}`)) : ok()),
      ),
    );
    return { key: await readFile(join(dir, 'key.pem')), cert: await readFile(join(dir, 'cert.pem')) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Hashed file names change with their content: a host lets browsers keep them for a year. */
function cacheControl(pathname: string, cache: ServeOptions['cache']): string {
  if (cache !== 'host') return 'no-store';
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function serveDist(
  dir: string,
  { port = 0, host = '127.0.0.1', cache = 'none', tls = false }: ServeOptions = {},
): Promise<DistServer> {
  const root = resolve(dir);
  const encoded = new Map<string, Buffer>();

  const handle = (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      let file = normalize(join(root, pathname));
      if (!file.startsWith(root) || !(await existingFile(file))) file = join(root, 'index.html');
      const ext = extname(file);
      const body = await readFile(file);
      const headers: Record<string, string> = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': cacheControl(pathname, cache),
      };
      const encoding = COMPRESSIBLE.has(ext)
        ? encodingFor(String(request.headers['accept-encoding'] ?? ''))
        : null;
      if (encoding) {
        // By content, not by name: index.html and the service worker keep their names across
        // builds, and a server left running while the app is rebuilt must not send the old ones.
        const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
        let zipped = encoded.get(key);
        if (!zipped) {
          zipped = await ENCODERS[encoding](body);
          encoded.set(key, zipped);
        }
        response.writeHead(200, {
          ...headers,
          'content-encoding': encoding,
          'content-length': zipped.length,
          vary: 'Accept-Encoding',
        });
        response.end(zipped);
      } else {
        response.writeHead(200, { ...headers, 'content-length': body.length });
        response.end(body);
      }
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  };
  const server = tls
    ? createSecureServer({ ...(await selfSignedCertificate()), allowHTTP1: true }, handle)
    : createServer(handle);

  await new Promise<void>((ok) => server.listen(port, host, ok));
  const { port: actual } = server.address() as { port: number };
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${actual}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

// `tsx scripts/lib/serve-dist.ts <dir> <port> [--host <name>] [--cache host] [--tls]`: the same server as a
// process of its own, so that a benchmark's own work (Lighthouse's trace processing) never delays a
// response, and the journeys' servers (scripts/journey-servers.ts) run beside their browsers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { host: { type: 'string' }, cache: { type: 'string' }, tls: { type: 'boolean' } },
  });
  const [dir = 'dist', port = '0'] = positionals;
  const cache = values.cache === 'host' ? 'host' : 'none';
  const { url } = await serveDist(dir, { port: Number(port), host: values.host, cache, tls: values.tls });
  console.log(`serving ${dir} on ${url}`);
}
