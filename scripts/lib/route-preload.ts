import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';

/** Where the build keeps the map of each signed-in route's first-load chunks (see `routeChunks`). */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** Each route path's first-load chunks, as indexes into `files` (see `routeChunks`). */
export interface RouteChunks {
  files: string[];
  routes: Record<string, number[]>;
}

/** The map a build in `dist` wrote (`npm run size`, the first-load journey). */
export function readRouteChunks(dist: string): RouteChunks {
  return JSON.parse(readFileSync(join(dist, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
}

/**
 * A returning user's first screen waits for the entry to download and run before the router asks
 * for the screen's chunks (a phone on a mobile network: the entry's download, then a round trip,
 * then the route's). This plugin writes into index.html, for each signed-in route without
 * parameters, the chunks its first render needs beyond the entry (its layouts' and its own), and a
 * few lines that, with a stored session, ask for them as soon as the splash has painted: they
 * download beside the entry instead of after it. Without a session (a sign-in ahead) nothing is
 * asked. The router preloads the same files later; the browser fetches each once.
 */
export function routePreload(routesDir: string): Plugin {
  let base = '/';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // The same map as a file of the build's own (.vite/, never served): `npm run size` reads what
    // each first screen loads from it, since a route's chunk may be a shared group's.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: JSON.stringify(routeChunks(chunks, routesDir)),
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
        const { files, routes } = routeChunks(chunks, routesDir);
        return [
          {
            tag: 'script',
            injectTo: 'body',
            children: preloadScript(
              files.map((file) => base + file),
              routes,
            ),
          },
        ];
      },
    },
  };
}

/** The address a route file answers, or null for a layout, a route with parameters or no screen. */
export function routePath(file: string): string | null {
  const parts = file.replace(/\.tsx$/, '').split('/');
  if (parts[0] !== '_authenticated' || parts.length < 2) return null;
  if (parts.some((part) => part.includes('$'))) return null;
  const segments = parts.filter((part) => !part.startsWith('_') && part !== 'index');
  const last = parts[parts.length - 1]!;
  // A pathless layout (`_master.tsx`) renders no screen of its own.
  if (last.startsWith('_')) return null;
  return `/${segments.join('/')}`;
}

/** The layout files a route renders inside: `_authenticated.tsx`, then `_authenticated/_master.tsx`… */
export function layoutsOf(file: string): string[] {
  const parts = file.split('/').slice(0, -1);
  return parts
    .filter((part) => part.startsWith('_'))
    .map((_, i, all) => `${all.slice(0, i + 1).join('/')}.tsx`);
}

/**
 * For each route path, the chunks (by index into `files`) its first render loads beyond the entry:
 * the split chunks of its file and of its layouts, with everything they import statically.
 */
export function routeChunks(chunks: Rollup.OutputChunk[], routesDir: string): RouteChunks {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) visit(next);
      }
    };
    roots.forEach(visit);
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry));
  // The route file each split chunk comes from (its modules' ids carry `?tsr-split=`).
  const splitsOf = new Map<string, Rollup.OutputChunk[]>();
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const [path, query] = id.split('?');
      if (!query?.startsWith('tsr-split') || !path) continue;
      const file = relative(routesDir, path).split(sep).join('/');
      splitsOf.set(file, [...(splitsOf.get(file) ?? []), chunk]);
    }
  }
  const files: string[] = [];
  const indexOf = (file: string) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const routes: Record<string, number[]> = {};
  for (const [file, own] of [...splitsOf].sort(([a], [b]) => a.localeCompare(b))) {
    const path = routePath(file);
    if (!path) continue;
    const roots = [...layoutsOf(file).flatMap((layout) => splitsOf.get(layout) ?? []), ...own];
    routes[path] = [...closure(roots)].filter((name) => !entry.has(name)).map(indexOf);
  }
  return { files, routes };
}

/** The inline script: plain ES5, before any of the app's code has arrived. */
function preloadScript(files: string[], routes: Record<string, number[]>): string {
  const token = JSON.stringify(STORAGE_KEYS.accessToken);
  return `(function (files, routes) {
  var wanted = routes[location.pathname.replace(/\\/+$/, '') || '/'];
  if (!wanted) return;
  try {
    if (!localStorage.getItem(${token}) && !sessionStorage.getItem(${token})) return;
  } catch (e) {
    return;
  }
  // Once the splash has painted: the downloads do not hold the first paint. One link per task:
  // adding a link starts its download there and then, and the property list's fourteen in one
  // task made a long one under Lighthouse (5 to 12 ms a link in its traces on this host).
  requestAnimationFrame(function () {
    for (var i = 0; i < wanted.length; i++) setTimeout(preload, 0, files[wanted[i]]);
  });
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
})(${JSON.stringify(files)}, ${JSON.stringify(routes)});`;
}
