/**
 * A static server for the production build, gzip-encoded like a real host would serve it. Everything
 * is asynchronous: the process serves while a browser loads (a synchronous child process here would
 * stall every request). Unknown paths get index.html (the SPA's own routes).
 *
 * Two uses: the benchmarks, which measure a cold first load, have nothing cached by the browser
 * between runs (`no-store`); the journeys get a host's usual headers (`cache: 'host'`): the hashed
 * files under assets/ kept for good, everything else asked again, so a page opened a second time in
 * a journey reuses its scripts (and their compiled code), as a user's browser does.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

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
}

/** Hashed file names change with their content: a host lets browsers keep them for a year. */
function cacheControl(pathname: string, cache: ServeOptions['cache']): string {
  if (cache !== 'host') return 'no-store';
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export async function serveDist(
  dir: string,
  { port = 0, host = '127.0.0.1', cache = 'none' }: ServeOptions = {},
): Promise<DistServer> {
  const root = resolve(dir);
  const encoded = new Map<string, Buffer>();

  const server: Server = createServer((request, response) => {
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
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        let zipped = encoded.get(file);
        if (!zipped) {
          zipped = await gzipAsync(body);
          encoded.set(file, zipped);
        }
        response.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': zipped.length });
        response.end(zipped);
      } else {
        response.writeHead(200, { ...headers, 'content-length': body.length });
        response.end(body);
      }
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });

  await new Promise<void>((ok) => server.listen(port, host, ok));
  const { port: actual } = server.address() as { port: number };
  return {
    url: `http://${host}:${actual}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

// `tsx scripts/lib/serve-dist.ts <dir> <port> [--host <name>] [--cache host]`: the same server as a
// process of its own, so that a benchmark's own work (Lighthouse's trace processing) never delays a
// response, and the journeys' servers (scripts/journey-servers.ts) run beside their browsers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { host: { type: 'string' }, cache: { type: 'string' } },
  });
  const [dir = 'dist', port = '0'] = positionals;
  const cache = values.cache === 'host' ? 'host' : 'none';
  const { url } = await serveDist(dir, { port: Number(port), host: values.host, cache });
  console.log(`serving ${dir} on ${url}`);
}
