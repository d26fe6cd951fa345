/**
 * npm run size — the first-load byte budget, from the production build's own manifest
 * (dist/.vite/manifest.json): what each moment of a cold start downloads, gzip-compressed
 * (zlib's default level, as a web server sends it). Deterministic byte counts, never timings.
 *
 *  - /login: the entry (the sign-in screen ships in it) with its static imports.
 *  - shell + route: what the authenticated layout and each signed-in first screen (/dashboard,
 *    /properties, /refresh, /admin) add on top of /login.
 *  - mock: the embedded mock (left out of a build with VITE_API_URL), in two rows: the page's
 *    side (its chunk and what it imports beyond the entry), which runs on the page's thread, and
 *    its worker (the database and the handlers), which does not.
 *  - CSS: the stylesheets of the /login set.
 *
 * Each row also says how many files that is. Over HTTP/1.1 each is a request, six at a time, and
 * each after the first six on a connection waits a round trip: the landing screens' counts have a
 * budget too (31 files held the `VITE_API_URL` build's `/properties` at Lighthouse 91; the pieces
 * the landing screens share are one chunk since, scripts/lib/landing-pieces.ts).
 * It fails (exit 1) above a budget. `npm test` runs it after the build. Env: SIZE_DIST (default dist).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { plural } from '../src/lib/format.ts';
import type { LandingRoute } from './lib/landing-pieces.ts';
import { readRouteChunks, ROUTE_CHUNKS_FILE } from './lib/route-preload.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

const DIST = resolve(import.meta.dirname, '..', process.env.SIZE_DIST ?? 'dist');
const KB = 1000;
const BUDGETS = {
  // 143 (was 140, then 141, then 142): the entry names every chunk the routes share (its preload
  // map), and useMediaMatch's took the rest; then the kept answers (api/query-persistence.ts: a
  // returning user's first screen drawn before any call answers), which must run before the first
  // route renders, and the names of the dialogs that left the list and the cockpit (+0.7 kB); then
  // the sign-in's submit as a BusyButton, which keeps the keyboard's focus through a refused
  // sign-in (141.9 → 142.0 kB, over by a few bytes). /login scored 99 in the last
  // `npm run bench:lighthouse`.
  login: 143 * KB,
  // The mock was one chunk of 94 kB on the page's thread; its database and handlers moved to a
  // worker (mocks/backend/), and MSW's core is in both.
  mockPage: 60 * KB,
  mockWorker: 90 * KB,
  // 27 (was 40): Mantine's styles for the components the app renders (src/app/mantine-styles.css),
  // not its whole stylesheet (37 kB). Render-blocking: every first load waits for it.
  css: 27 * KB,
};

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipped = new Map<string, number>();
const sizeOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file))).length;
    gzipped.set(file, size);
  }
  return size;
};

const MOCK = 'mocks/browser.ts';

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) walk(next);
  };
  keys.forEach(walk);
  return seen;
}

const jsBytes = (keys: Iterable<string>) => [...keys].reduce((sum, k) => sum + sizeOf(manifest[k]!.file), 0);
const cssFiles = (keys: Iterable<string>) => [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
const cssBytes = (keys: Iterable<string>) => cssFiles(keys).reduce((sum, f) => sum + sizeOf(f), 0);
const minus = (a: Set<string>, b: Set<string>) => new Set([...a].filter((k) => !b.has(k)));

const login = closure(['index.html']);
const mock = minus(closure([MOCK]), login);
/** The mock's worker: a file the page's side names (`new Worker(new URL(…))`), not one it imports. */
const mockWorkers = [...mock].flatMap((key) =>
  (manifest[key]!.assets ?? []).filter((file) => /\.worker-[^/]+\.js$/.test(file)),
);
if (mockWorkers.length === 0) throw new Error(`No worker among the assets of ${MOCK}`);

/**
 * Each signed-in route's first-load chunks beyond the entry, its layouts' included, as the build
 * wrote them (scripts/lib/route-preload.ts): a route's or a layout's split module may sit in a
 * shared group's chunk, which the manifest does not tell.
 */
const routeChunks = readRouteChunks(DIST);
const loginFiles = new Set([...login].map((key) => manifest[key]!.file));

/**
 * What a returning user's first screen downloads on top of /login: the authenticated layout (the
 * shell) and the route, with everything they import that /login has not.
 */
const SIGNED_IN_ROUTES = {
  '/dashboard': { budget: 90 * KB, maxFiles: 10 },
  // The list and the cockpit carry more of their screens statically (filters, bulk actions, the
  // run's tables); these hold them where they stand today (111.6 and 97.5 kB, since their dialogs
  // load apart: components/lazy-dialog.tsx) until they shrink.
  '/properties': { budget: 115 * KB, maxFiles: 17 },
  '/refresh': { budget: 100 * KB, maxFiles: 15 },
  '/admin': { budget: 90 * KB, maxFiles: 13 },
  // The landing chunk is made for these screens (scripts/lib/landing-pieces.ts): each has a budget.
} satisfies Record<LandingRoute, { budget: number; maxFiles: number }>;

const rows: { what: string; bytes: number; budget: number; files: number; maxFiles?: number }[] = [
  { what: '/login (application JS)', bytes: jsBytes(login), budget: BUDGETS.login, files: login.size },
  ...Object.entries(SIGNED_IN_ROUTES).map(([path, { budget, maxFiles }]) => {
    const wanted = routeChunks.routes[path];
    if (!wanted) throw new Error(`No first-load chunks for ${path} in ${ROUTE_CHUNKS_FILE}`);
    const added = wanted.map((index) => routeChunks.files[index]!).filter((file) => !loginFiles.has(file));
    const bytes = added.reduce((sum, file) => sum + sizeOf(file), 0);
    return { what: `shell + ${path} (added)`, bytes, budget, files: added.length, maxFiles };
  }),
  { what: 'embedded mock, page', bytes: jsBytes(mock), budget: BUDGETS.mockPage, files: mock.size },
  {
    what: 'embedded mock, worker',
    bytes: mockWorkers.reduce((sum, file) => sum + sizeOf(file), 0),
    budget: BUDGETS.mockWorker,
    files: mockWorkers.length,
  },
  { what: '/login CSS', bytes: cssBytes(login), budget: BUDGETS.css, files: cssFiles(login).length },
];

const kb = (n: number) => `${(n / KB).toFixed(1)} kB`;
let over = false;
console.log(`First-load budget (gzip) of ${DIST}`);
for (const row of rows) {
  const ok = row.bytes <= row.budget && row.files <= (row.maxFiles ?? Infinity);
  over ||= !ok;
  console.log(
    `  ${ok ? '✓' : '✗'} ${row.what.padEnd(28)} ${kb(row.bytes).padStart(9)}  / ${kb(row.budget).padStart(9)}  ${plural(row.files, 'file', 'files').padStart(9)}${row.maxFiles ? ` / ${row.maxFiles}` : ''}`,
  );
}
if (process.argv.includes('--verbose')) {
  console.log('\n/login chunks:');
  for (const key of [...login].sort((a, b) => sizeOf(manifest[b]!.file) - sizeOf(manifest[a]!.file))) {
    console.log(`  ${kb(sizeOf(manifest[key]!.file)).padStart(9)}  ${manifest[key]!.file}`);
  }
}
if (over) {
  console.error('\nOver budget: load what a screen needs with its route (see README, "First load").');
  process.exit(1);
}
