/**
 * npm run bench:signin — a sign-in as people make it, in Chromium (the full browser, its defaults)
 * against the production build on the embedded mock: the form typed key by key (80 ms apart), a
 * half-second pause, then "Entrar"; the clock stops when the page signed in to shows its heading.
 * What it shows: how long the user waits once the form is sent (the answer, the page's code, its
 * first render). Each run is a new browser context (nothing kept), for each page a sign-in may lead
 * to first.
 * A script, not a test: it prints figures and never fails on them.
 *
 * Env: BENCH_DIST (build dir, default dist; `npm run build` first), BENCH_RUNS (default 7),
 *      PLAYWRIGHT_CHROMIUM (default /usr/bin/chromium when present).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { serveDist } from './lib/serve-dist.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CHROMIUM =
  process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Where a sign-in leads, and the heading its screen shows. */
const PAGES = [
  ['/dashboard', 'Dashboard de Imóveis'],
  ['/properties', 'Meus Imóveis'],
  ['/refresh', 'Cockpit do Corretor'],
] as const;

if (!existsSync(resolve(DIST, 'index.html'))) {
  console.error(`No build in ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}

const server = await serveDist(DIST);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const version = browser.version();
const times = new Map<string, number[]>(PAGES.map(([path]) => [path, []]));
try {
  for (let run = 0; run < RUNS + 1; run += 1) {
    for (const [path, heading] of PAGES) {
      const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/login?redirect=${encodeURIComponent(path)}&mock-latency=0&mock-reset=`);
      await page.getByLabel('Usuário').pressSequentially('gestor', { delay: 80 });
      await page.getByLabel('Senha', { exact: true }).pressSequentially('gestor123', { delay: 80 });
      await page.waitForTimeout(500);
      const start = Date.now();
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The first round warms the server's compression cache and the browser: not counted.
      if (run > 0) times.get(path)!.push(Date.now() - start);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

console.log(`\nSign-in: "Entrar" → the page's heading, ${RUNS} runs each (Chromium ${version})`);
for (const [path, values] of times) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`  ${path.padEnd(12)} median ${median} ms   min ${sorted[0]} ms   max ${sorted.at(-1)} ms`);
}
