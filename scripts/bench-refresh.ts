/**
 * npm run bench:refresh — the refresh area's property panels at 10 000 properties, in a real
 * Chromium against the production build (vite preview on a free port), embedded mock with latency 0,
 * signed in as admin with `?mock-size=10000&mock-reset`. The available-properties call answers one
 * unpaged array; the panels normalise it once, search it in memory (deferred) and render one page of
 * 50 rows. It measures, from a click (made in the page) to the next frame after the DOM shows the
 * result:
 *  - 'Refresh Manual' → first rows painted, cold (the 10 000-row call included) and warm (cached);
 *  - search: long tasks while typing (keys 80 ms apart) and last key → filtered list painted;
 *  - next page → painted; 'Selecionar todos' over every result → the preview shows '+N';
 *  - the create wizard's step 2 (two panels) → painted; select all → the selected panel counts N;
 *  - a schedule's 'Adicionar Imóveis' modal (the call without that schedule's properties) → painted.
 * Long tasks (PerformanceObserver 'longtask') are recorded throughout. The embedded mock answers in
 * the page's own main thread (MSW), so its work on 10 000 records is part of the cold figures.
 * A script, not a test: it prints figures and never fails on them.
 *
 * Env: BENCH_DIST (build dir, default dist; built when missing), BENCH_RUNS (default 7),
 *      BENCH_SIZE (default 10000), PLAYWRIGHT_CHROMIUM (default /usr/bin/chromium when present).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SIZE = Number(process.env.BENCH_SIZE ?? 10_000);
const CHROMIUM =
  process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// ───────────── helpers ─────────────

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { n: sorted.length, median: at(50), p95: at(95), max: sorted.at(-1) ?? NaN };
}

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '—');

async function observeLongTasks(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks?: { start: number; duration: number }[] };
    if (w.__longTasks) return;
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks!.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

async function longTasksBetween(page: Page, from: number, to: number): Promise<number[]> {
  return page.evaluate(
    ([a, b]) =>
      ((window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks ?? [])
        .filter((t) => t.start >= a && t.start <= b)
        .map((t) => t.duration),
    [from, to] as const,
  );
}

/**
 * Clicks the element marked `data-bench-target` (in the page, so no driver round trip is counted)
 * and resolves with the time until `done()` holds in the DOM and the next frame was produced.
 */
async function timeClick(page: Page, doneSource: string, timeoutMs = 120_000) {
  const result = await page.evaluate(
    ([source, timeout]) =>
      new Promise<{ t0: number; t1: number }>((resolveRun, rejectRun) => {
        const done = new Function(`return (${source})();`) as () => boolean;
        const target = document.querySelector<HTMLElement>('[data-bench-target]');
        if (!target) {
          rejectRun(new Error('no [data-bench-target]'));
          return;
        }
        let finished = false;
        const observer = new MutationObserver(() => {
          if (finished || !done()) return;
          finished = true;
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolveRun({ t0, t1: performance.now() });
            channel.port2.postMessage(null);
          });
        });
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        setTimeout(() => {
          if (!finished) {
            observer.disconnect();
            rejectRun(new Error(`timed out waiting for: ${source}`));
          }
        }, timeout);
        target.removeAttribute('data-bench-target');
        const t0 = performance.now();
        target.click();
      }),
    [doneSource, timeoutMs] as const,
  );
  return {
    ...result,
    ms: result.t1 - result.t0,
    longTasks: await longTasksBetween(page, result.t0, result.t1),
  };
}

async function mark(locator: ReturnType<Page['locator']>) {
  await locator.evaluate((el) => el.setAttribute('data-bench-target', ''));
}

/** A dialog with rows painted (the first page of the panel). */
const DIALOG_ROWS = `() => !!document.querySelector('[role=dialog] [data-testid=available-property]')`;

// ───────────── scenarios ─────────────

async function manualDialog(page: Page) {
  const open = async () => {
    await mark(page.getByRole('button', { name: 'Refresh Manual' }));
    return timeClick(page, DIALOG_ROWS);
  };
  const close = async () => {
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };
  const cold = await open();
  await close();
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    warm.push((await open()).ms);
    await close();
  }
  return { cold, warm };
}

async function search(page: Page, term: string) {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByLabel('Buscar imóveis');
  await input.fill('');
  await page.waitForTimeout(300);
  const before = await dialog.getByTestId('pick-count').textContent();
  const start = await page.evaluate(() => performance.now());
  await input.pressSequentially(term, { delay: 80 });
  const lastKey = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    (prev) => {
      const count = document.querySelector('[role=dialog] [data-testid=pick-count]');
      const list = document.querySelector('[role=dialog] [data-testid=pick-list]');
      return !!count && count.textContent !== prev && (!list || !list.hasAttribute('aria-busy'));
    },
    before,
    { polling: 'raf', timeout: 60_000 },
  );
  const painted = await page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))),
  );
  return {
    typing: await longTasksBetween(page, start, lastKey),
    lastKeyToPaint: painted - lastKey,
    typed: (await input.inputValue()) === term,
    result: await dialog.getByTestId('pick-count').textContent(),
  };
}

async function paging(page: Page) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const label = await page
      .getByRole('dialog')
      .getByText(/^Página \d/)
      .textContent();
    await mark(page.getByRole('dialog').getByRole('button', { name: 'Próxima página' }));
    const r = await timeClick(
      page,
      `() => { const t = [...document.querySelectorAll('[role=dialog] nav p')].find((p) => p.textContent.startsWith('Página'));
        return !!t && t.textContent !== ${JSON.stringify(label)}; }`,
    );
    times.push(r.ms);
  }
  return times;
}

async function selectAll(page: Page) {
  const dialog = page.getByRole('dialog');
  await mark(dialog.getByRole('checkbox', { name: /^Selecionar todos/ }));
  const r = await timeClick(
    page,
    `() => !!document.querySelector('[role=dialog] [data-testid=selection-preview]')`,
  );
  const preview = await dialog.getByTestId('selection-preview').textContent();
  await dialog.getByRole('checkbox', { name: /^Selecionar todos/ }).click();
  return { ...r, preview };
}

async function createStepTwo(page: Page) {
  await page.getByRole('link', { name: 'Novo Agendamento' }).click();
  await page.getByLabel(/Nome do agendamento/).fill('Bench');
  await mark(page.getByRole('button', { name: 'Próximo' }));
  const step = await timeClick(page, `() => !!document.querySelector('[data-testid=available-property]')`);
  const available = page.getByRole('region', { name: 'Imóveis disponíveis' });
  await mark(available.getByRole('checkbox', { name: /^Selecionar todos/ }));
  const all = await timeClick(
    page,
    `() => /^[\\d.]+ imóveis selecionados$/.test(document.querySelector('[data-testid=selected-count]')?.textContent ?? '') &&
      document.querySelector('[data-testid=selected-count]').textContent !== '0 imóvel selecionado'`,
  );
  const count = await page.getByTestId('selected-count').textContent();
  await page.getByRole('link', { name: 'Cockpit do Corretor' }).click();
  await page.getByTestId('schedule-row').first().waitFor({ timeout: 60_000 });
  return { step, all, count };
}

async function addModal(page: Page) {
  await page.getByTestId('schedule-row').first().getByRole('link', { name: 'Imóveis' }).click();
  await page.getByRole('button', { name: 'Adicionar Imóveis' }).waitFor();
  await page.getByTestId('schedule-property').first().waitFor({ timeout: 60_000 });
  const times: number[] = [];
  let longTasks: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 3); i++) {
    await mark(page.getByRole('button', { name: 'Adicionar Imóveis' }));
    const r = await timeClick(page, DIALOG_ROWS);
    times.push(r.ms);
    longTasks = longTasks.concat(r.longTasks);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  return { times, longTasks };
}

// ───────────── main ─────────────

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log(`Building the app into ${DIST} ...`);
    const built = spawnSync('npx', ['vite', 'build', '--outDir', DIST], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('build failed');
  }
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const preview: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', DIST],
    { cwd: ROOT, stdio: 'ignore', detached: true },
  );
  const stopPreview = () => {
    try {
      if (preview.pid) process.kill(-preview.pid);
    } catch {
      // already gone
    }
  };
  process.on('exit', stopPreview);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    await waitForHttp(base);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
    // tsx keeps function names with an `__name` helper that the page does not have.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    await page.goto(`${base}/login?mock-latency=0&mock-reset&mock-size=${SIZE}`);
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByTestId('current-user').waitFor({ state: 'attached', timeout: 120_000 });
    // In-app navigation only: at 10 000 properties the mock lives in the tab, a reload reseeds it.
    await page
      .getByRole('navigation', { name: 'Navegação' })
      .getByRole('link', { name: 'Refresh CanalPro' })
      .click();
    await page.getByTestId('schedule-row').first().waitFor({ timeout: 120_000 });
    await observeLongTasks(page);

    const dialog = await manualDialog(page);
    await mark(page.getByRole('button', { name: 'Refresh Manual' }));
    await timeClick(page, DIALOG_ROWS);
    const total = await page.getByRole('dialog').getByTestId('pick-count').textContent();
    const s1 = await search(page, 'Pinheiros');
    const s2 = await search(page, 'Apartamento 3 quartos');
    await page.getByRole('dialog').getByLabel('Buscar imóveis').fill('');
    await page.waitForTimeout(300);
    const pages = await paging(page);
    const all = await selectAll(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const create = await createStepTwo(page);
    const add = await addModal(page);

    const rows: [string, ReturnType<typeof stats>][] = [
      ['Refresh Manual → rows painted (cold: 10 000-row call)', stats([dialog.cold.ms])],
      ['Refresh Manual → rows painted (warm, cached)', stats(dialog.warm)],
      ['search: last key → filtered list painted', stats([s1.lastKeyToPaint, s2.lastKeyToPaint])],
      ['next page → painted', stats(pages)],
      ['select all results → preview shows +N', stats([all.ms])],
      ['create wizard: Próximo → step 2 painted', stats([create.step.ms])],
      ['create wizard: select all → selected panel counts N', stats([create.all.ms])],
      ["schedule's 'Adicionar Imóveis' → rows painted", stats(add.times)],
    ];
    console.log('');
    console.log(`Refresh property panels at ${SIZE.toLocaleString('pt-BR')} properties — ${total}`);
    console.log(`Chromium ${browser.version()}, mock latency 0, build ${DIST}`);
    console.log(
      `machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );
    console.log('');
    const head = ['metric', 'runs', 'median', 'p95', 'max'];
    const table = rows.map(([name, s]) => [name, String(s.n), ms(s.median), ms(s.p95), ms(s.max)]);
    const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' │ ');
    console.log(line(head));
    console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
    for (const r of table) console.log(line(r));
    console.log('');
    const maxOf = (v: number[]) => (v.length ? Math.max(...v) : 0);
    const typing = [...s1.typing, ...s2.typing];
    console.log(
      `search results: '${'Pinheiros'}' → ${s1.result}; 'Apartamento 3 quartos' → ${s2.result}` +
        `${s1.typed && s2.typed ? '; no character lost' : '; CHARACTERS LOST'}`,
    );
    console.log(`long tasks while typing (keys 80 ms apart): ${typing.length}, max ${ms(maxOf(typing))}`);
    console.log(
      `long tasks: cold open ${dialog.cold.longTasks.length} (max ${ms(maxOf(dialog.cold.longTasks))}), ` +
        `select all ${all.longTasks.length} (max ${ms(maxOf(all.longTasks))}), ` +
        `add modal ${add.longTasks.length} (max ${ms(maxOf(add.longTasks))})`,
    );
    console.log(`select all: preview '${all.preview}'; wizard selected panel '${create.count}'`);
  } finally {
    await browser.close();
    stopPreview();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
