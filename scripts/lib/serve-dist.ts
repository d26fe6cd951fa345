/**
 * A static server for the production build, gzip-encoded like a real host would serve it, for the
 * benchmarks that measure a cold first load. Everything is asynchronous: the process serves while
 * a browser loads (a synchronous child process here would stall every request). Unknown paths get
 * index.html (the SPA's own routes); nothing is cached by the browser between runs.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
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

export async function serveDist(dir: string, port = 0): Promise<DistServer> {
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
        'cache-control': 'no-store',
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

  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  const { port: actual } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

// `tsx scripts/lib/serve-dist.ts <dir> <port>`: the same server as a process of its own, so that a
// benchmark's own work (Lighthouse's trace processing) never delays a response.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dir = 'dist', port = '0'] = process.argv.slice(2);
  const { url } = await serveDist(dir, Number(port));
  console.log(`serving ${dir} on ${url}`);
}
