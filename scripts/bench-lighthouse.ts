/**
 * npm run bench:lighthouse — Lighthouse (mobile form factor, simulated throttling: the default
 * mobile configuration) on the production build, served gzip-encoded from loopback by a server in
 * a process of its own (scripts/lib/serve-dist.ts). Three runs each of:
 *  - /login, cold (Lighthouse clears the cache and storage before each run);
 *  - /dashboard signed in as gestor: the session is made in the same browser first (with
 *    'Lembrar-me'), then the HTTP cache is cleared, so the run is a cold load with a stored session.
 * It prints the median performance score, FCP, LCP, TBT and CLS, the accessibility score, and the
 * application JavaScript the page requested (transfer size, the embedded mock's own chunk and its
 * service worker aside). A script, not a test: it prints figures and never fails on them.
 *
 * Env: BENCH_DIST (default dist; built with `npm run build` unless BENCH_NO_BUILD=1),
 *      BENCH_RUNS (default 3), BENCH_REPORTS (a directory: each run's Lighthouse JSON is saved
 *      there), PLAYWRIGHT_CHROMIUM (default /usr/bin/chromium when present).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = process.env.BENCH_DIST ?? 'dist';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM =
  process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// The mock answers at once: the figures are the app's, not the mock's artificial latency.
const MOCK = 'mock-latency=0';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
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

async function startServer(port: number): Promise<ChildProcess> {
  // Its own process group, so that stopping it stops npx's children too.
  const child = spawn('npx', ['tsx', 'scripts/lib/serve-dist.ts', DIST, String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  await new Promise<void>((ok, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving')) ok();
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

function figuresOf(lhr: Lhr): Figures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const appJs = requests
    .filter((r) => r.resourceType === 'Script')
    .filter((r) => !/\/assets\/browser-[^/]+\.js$/.test(r.url) && !r.url.endsWith('/mockServiceWorker.js'))
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
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

function save(name: string, lhr: Lhr) {
  const dir = process.env.BENCH_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify(lhr));
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
    `  application JS transferred ${(m('appJs') / 1000).toFixed(1)} kB (mock chunk and worker aside)`,
  );
}

async function main() {
  if (process.env.BENCH_NO_BUILD !== '1') await run('npm', ['run', 'build', '--', '--outDir', DIST]);
  const port = await freePort();
  const server = await startServer(port);
  const base = `http://127.0.0.1:${port}`;
  const debugPort = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'imobi-lighthouse-'));
  // A persistent context: the tab Lighthouse opens shares its storage (the dashboard's session).
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu'],
  });
  try {
    const flags = { port: debugPort, output: 'json' as const, logLevel: 'error' as const };
    const categories = ['performance', 'accessibility'];

    const login: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}/login?${MOCK}`, { ...flags, onlyCategories: categories });
      save(`login-${i + 1}`, result!.lhr);
      login.push(figuresOf(result!.lhr));
    }
    report('/login (cold)', login);

    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login?${MOCK}&mock-reset`);
    await page.getByLabel('Usuário').fill('gestor');
    await page.getByLabel('Senha', { exact: true }).fill('gestor123');
    await page.getByLabel('Lembrar-me').check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/dashboard**');
    const cdp = await context.newCDPSession(page);
    const dashboard: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${base}/dashboard?${MOCK}`, {
        ...flags,
        onlyCategories: categories,
        disableStorageReset: true,
      });
      save(`dashboard-${i + 1}`, result!.lhr);
      dashboard.push(figuresOf(result!.lhr));
    }
    report('/dashboard (signed in, cold cache)', dashboard);
  } finally {
    await context.close();
    process.kill(-server.pid!);
    rmSync(profile, { recursive: true, force: true });
  }
}

await main();
