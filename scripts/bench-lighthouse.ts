/**
 * npm run bench:lighthouse — Lighthouse (mobile form factor, simulated throttling: the default
 * mobile configuration) on the production build, served from loopback as a host serves it (Brotli,
 * which Chromium asks for) by a server in a process of its own (scripts/lib/serve-dist.ts). Three
 * runs each of:
 *  - /login, cold (Lighthouse clears the cache and storage before each run);
 *  - each signed-in route (/dashboard, /properties, /refresh, /admin) as the master account: the
 *    session is made in the same browser first (with 'Lembrar-me'), then the HTTP cache is
 *    cleared before every run, so each is a cold load with a stored session.
 * It prints the median performance score, FCP, LCP, TBT and CLS, the accessibility score, and the
 * application JavaScript the page requested (the build's own scripts as gzip sends them, the
 * embedded mock's chunk and its service worker aside). A script, not a test: it prints figures and
 * never fails on them.
 *
 * BENCH_API=1 measures the integrator's build instead: VITE_API_URL set to mock:server started
 * on a free port (no embedded mock in the build, every call over HTTP).
 *
 * BENCH_H2=1 serves the build over HTTP/2 with TLS, as a production host or CDN would (a
 * self-signed certificate, which the browser is told to accept). By default it is HTTP/1.1, as
 * `vite preview` serves it: six connections, each a slow start, which Lighthouse simulates on a
 * 1.6 Mbit/s phone connection.
 *
 * Env: BENCH_DIST (default dist, or dist-bench-api with BENCH_API=1; built unless BENCH_NO_BUILD=1),
 *      BENCH_RUNS (default 3), BENCH_ROUTES (comma-separated, default the four above),
 *      BENCH_REPORTS (a directory: each run's Lighthouse JSON, its trace and its DevTools log are saved there),
 *      BENCH_PROFILE=1 (the traces also hold V8's samples: which functions each long task ran),
 *      BENCH_LOGIN=0 (skips /login: only the signed-in routes),
 *      BENCH_API_URL (with BENCH_API=1: a mock:server already running there answers, none is
 *        started; with BENCH_NO_BUILD=1 and BENCH_DIST, another checkout's build made against it
 *        is measured, as an earlier commit's for a before-and-after),
 *      PLAYWRIGHT_CHROMIUM (default /usr/bin/chromium when present).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { isMockFile } from './lib/mock-files.ts';

const ROOT = resolve(import.meta.dirname, '..');
const API = process.env.BENCH_API === '1';
const H2 = process.env.BENCH_H2 === '1';
const DIST = process.env.BENCH_DIST ?? (API ? 'dist-bench-api' : 'dist');
const ROUTES = (process.env.BENCH_ROUTES ?? '/dashboard,/properties,/refresh,/admin').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM =
  process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// The mock answers at once: the figures are the app's, not the mock's artificial latency.
const MOCK = 'mock-latency=0';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? ok() : fail(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** Starts a server in its own process group (stopping it stops npx's children too). */
async function startServer(args: string[], readyLine: string): Promise<ChildProcess> {
  const child = spawn('npx', args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((ok, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(readyLine)) ok();
    });
    child.on('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  return child;
}

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  appJs: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A file of the build as a web server sends it (zlib's default level, as `npm run size` counts). */
function gzippedSize(path: string): number {
  const file = join(resolve(ROOT, DIST), path);
  return existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
}

function figuresOf(lhr: Lhr): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  // By address, not by Lighthouse's resource type: module preloads are typed 'Other', and those
  // are most of a signed-in route's chunks. Counted as the build's files gzip-compressed, not by
  // the transfer Lighthouse saw: on a signed-in page the mock's service worker fetches them for
  // the page, which then records a transfer of 0 (it read 0 kB for every signed-in route).
  const files = new Set(
    requests
      .map((r) => new URL(r.url).pathname)
      .filter((path) => /^\/assets\/[^/]+\.js$/.test(path) && !isMockFile(path.slice('/assets/'.length))),
  );
  const appJs = [...files].reduce((sum, path) => sum + gzippedSize(path), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    appJs,
  };
}

/** The report and the page's trace (what each task of the main thread did, for a closer look). */
function save(name: string, result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>) {
  const dir = process.env.BENCH_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(result.lhr));
  writeFileSync(join(dir, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
  // With the trace, what Lantern needs to simulate the load again (which request waited on which).
  writeFileSync(join(dir, `${name}.devtoolslog.json`), JSON.stringify(result.artifacts.DevtoolsLog));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function report(name: string, runs: Figures[]) {
  const m = (key: keyof Figures) => median(runs.map((r) => r[key]));
  console.log(`\n${name} — median of ${runs.length}`);
  console.log(`  performance ${m('performance')}   (runs: ${runs.map((r) => r.performance).join(', ')})`);
  console.log(
    `  FCP ${(m('fcp') / 1000).toFixed(2)} s   LCP ${(m('lcp') / 1000).toFixed(2)} s   TBT ${Math.round(m('tbt'))} ms   CLS ${m('cls').toFixed(3)}`,
  );
  console.log(`  accessibility ${m('accessibility')}`);
  console.log(
    `  application JS requested ${(m('appJs') / 1000).toFixed(1)} kB gzip (mock chunk and worker aside)`,
  );
}

async function build(): Promise<ChildProcess | null> {
  if (!API) {
    if (process.env.BENCH_NO_BUILD !== '1') await run('npm', ['run', 'build', '--', '--outDir', DIST]);
    return null;
  }
  const given = process.env.BENCH_API_URL;
  const apiPort = given ? null : await freePort();
  const api = given ?? `http://127.0.0.1:${apiPort}`;
  if (process.env.BENCH_NO_BUILD !== '1') {
    await run('npx', ['tsr', 'generate']);
    await run('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'warn'], {
      VITE_API_URL: api,
      VITE_POSTAL_CODE_URL: api,
    });
  }
  if (!apiPort) return null;
  return startServer(['tsx', 'scripts/mock-server.ts', '--port', String(apiPort)], 'Mock API on');
}

async function main() {
  const mockServer = await build();
  const port = await freePort();
  const server = await startServer(
    ['tsx', 'scripts/lib/serve-dist.ts', DIST, String(port), ...(H2 ? ['--tls'] : [])],
    'serving',
  );
  const base = `${H2 ? 'https' : 'http'}://127.0.0.1:${port}`;
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'imobi-lighthouse-'));
  // A persistent context: the tab Lighthouse opens shares its storage (the stored session).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${debugPort}`,
      '--no-sandbox',
      '--disable-gpu',
      // The certificate BENCH_H2's server made for the run (Lighthouse's own tab needs the switch).
      ...(H2 ? ['--ignore-certificate-errors'] : []),
    ],
    ignoreHTTPSErrors: H2,
  });
  console.log(
    `Measuring the ${API ? 'VITE_API_URL build (mock:server over HTTP)' : 'embedded-mock build'} in ${DIST}, served Brotli-encoded over ${H2 ? 'HTTP/2 with TLS' : 'HTTP/1.1'}`,
  );
  try {
    const flags = {
      port: debugPort,
      output: 'json' as const,
      logLevel: 'error' as const,
      ...(process.env.BENCH_PROFILE === '1' && {
        additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
      }),
    };
    const categories = ['performance', 'accessibility'];

    const login: Figures[] = [];
    for (let i = 0; i < (process.env.BENCH_LOGIN === '0' ? 0 : RUNS); i++) {
      const result = await lighthouse(`${base}/login?${MOCK}`, { ...flags, onlyCategories: categories });
      save(`login-${i + 1}`, result!);
      login.push(figuresOf(result!.lhr));
    }
    if (login.length) report('/login (cold)', login);

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login?${MOCK}&mock-reset`);
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('admin123');
    await page.getByLabel('Lembrar-me').check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/dashboard**');
    const cdp = await context.newCDPSession(page);
    for (const route of ROUTES) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(`${base}${route}?${MOCK}`, {
          ...flags,
          onlyCategories: categories,
          disableStorageReset: true,
        });
        save(`${route.slice(1)}-${i + 1}`, result!);
        runs.push(figuresOf(result!.lhr));
      }
      report(`${route} (signed in as admin, cold cache)`, runs);
    }
  } finally {
    await context.close();
    process.kill(-server.pid!);
    if (mockServer) process.kill(-mockServer.pid!);
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
