/**
 * npm run bench:list — 'Meus Imóveis' at 10 000 properties, in a real Chromium against the
 * production build (vite preview, started here on a free port), embedded mock with latency 0,
 * signed in as admin with `?mock-size=10000&mock-reset`. It measures:
 *  - filter change → updated list painted: a status option is chosen (in the page, so no driver
 *    round trip is counted) and the clock stops in the frame after the DOM shows the new first card
 *    with the new status (requestAnimationFrame, then a message-channel tick ≈ after paint). Each
 *    run uses a (type, status) pair never requested before, so every run goes to the server;
 *  - the same with 100 cards per page, and a page change ('Próxima');
 *  - search: long tasks while typing (keystrokes 80 ms apart, below the 300 ms debounce) and the
 *    time from the last keystroke to the painted list (the 300 ms debounce included, and shown
 *    without it);
 *  - "Selecionar todos os 10.000 resultados" → the selection bar shows 10.000.
 * Long tasks (PerformanceObserver 'longtask') are recorded throughout. The embedded mock answers
 * in the page's own main thread (MSW), so its work on 10 000 records is part of every figure; a real
 * API would take it off the page.
 * A script, not a test: it prints figures and never fails on them.
 *
 * Env: BENCH_DIST (build dir, default dist; built when missing), BENCH_RUNS (default 15),
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
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const SIZE = Number(process.env.BENCH_SIZE ?? 10_000);
const CHROMIUM =
  process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const STATUS_LABELS = ['Importado', 'Pendente', 'Sincronizado', 'Erro'] as const;
const TYPE_LABELS = [
  'Apartamento',
  'Casa',
  'Casa de condomínio',
  'Casa de vila',
  'Cobertura',
  'Fazenda/Sítio/Chácara',
  'Flat',
  'Kitnet/Conjugado',
  'Loft',
  'Lote/Terreno',
  'Prédio/Edifício inteiro',
  'Studio',
] as const;

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
      const res = await fetch(url);
      if (res.ok) return;
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

// ───────────── in-page probes ─────────────

/** Starts collecting long tasks in the page (idempotent). */
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

async function longTasksBetween(page: Page, from: number, to: number) {
  return page.evaluate(
    ([a, b]) =>
      ((window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks ?? [])
        .filter((t) => t.start >= a && t.start <= b)
        .map((t) => t.duration),
    [from, to] as const,
  );
}

/**
 * Clicks `selector` in the page (an option of a select is chosen) and resolves with the time until
 * `done()` holds in the DOM and the next frame has been produced.
 */
async function timeInPage(page: Page, clickSelector: string, doneSource: string, timeoutMs = 60_000) {
  return page.evaluate(
    ([selector, source, timeout]) =>
      new Promise<{ t0: number; t1: number }>((resolveRun, rejectRun) => {
        const done = new Function(`return (${source})();`) as () => boolean;
        const target = document.querySelector<HTMLElement>(selector);
        if (!target) {
          rejectRun(new Error(`no element ${selector}`));
          return;
        }
        let finished = false;
        const finish = (t0: number) => {
          finished = true;
          observer.disconnect();
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolveRun({ t0, t1: performance.now() });
            channel.port2.postMessage(null);
          });
        };
        const observer = new MutationObserver(() => {
          if (!finished && done()) finish(t0);
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
        const t0 = performance.now();
        // An option of the browser's own select is chosen as the browser does: value, then 'change'.
        const select = target instanceof HTMLOptionElement ? target.closest('select') : null;
        if (select) {
          select.value = (target as HTMLOptionElement).value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        } else target.click();
      }),
    [clickSelector, doneSource, timeoutMs] as const,
  );
}

/**
 * Goes to the list inside the app (the sidebar link: default filters). A full page load would lose
 * the session: at 10 000 properties the mock database is too large for localStorage and lives for
 * the tab only, so a reload seeds a fresh one.
 */
async function openList(page: Page) {
  await page.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Imóveis' }).click();
  await page.getByTestId('property-card').first().waitFor({ timeout: 120_000 });
  await settled(page);
}

/**
 * Waits until the list is settled: a grid, not busy, no skeleton; then lets the photos of the new
 * cards load and the page go quiet, as a person would before the next click.
 */
async function settled(page: Page) {
  await settledNow(page);
  await page.waitForTimeout(400);
}

async function settledNow(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=property-grid]:not([aria-busy])') !== null &&
      document.querySelector('[data-testid=property-card-skeleton]') === null,
    undefined,
    { timeout: 60_000 },
  );
}

/** Marks the option with `label` of the list's select `selectName` for the timed choice. */
async function openOption(page: Page, selectName: string, label: string) {
  const option = page.getByRole('combobox', { name: selectName }).locator('option').getByText(label, {
    exact: true,
  });
  await option.evaluate((el) => el.setAttribute('data-bench-target', ''));
}

async function chooseUntimed(page: Page, selectName: string, label: string) {
  await page.getByRole('combobox', { name: selectName }).selectOption({ label });
  await page.waitForTimeout(50);
  await settled(page);
}

// ───────────── scenarios ─────────────

/** Filter change → painted, over RUNS fresh (type, status) pairs. */
async function benchFilterChange(page: Page, runs: number) {
  const times: number[] = [];
  const longTasks: number[] = [];
  for (let i = 0; i < runs; i++) {
    const type = TYPE_LABELS[i % TYPE_LABELS.length]!;
    const status = STATUS_LABELS[(i + Math.floor(i / TYPE_LABELS.length)) % STATUS_LABELS.length]!;
    await chooseUntimed(page, 'Filtrar por tipo de imóvel', type);
    const current = await page
      .getByRole('combobox', { name: 'Filtrar por status' })
      .locator('option:checked')
      .textContent();
    const next = current === status ? STATUS_LABELS[(STATUS_LABELS.indexOf(status) + 1) % 4]! : status;
    await openOption(page, 'Filtrar por status', next);
    const before = await page.evaluate(
      () => document.querySelector('[data-testid=property-card]')?.getAttribute('aria-labelledby') ?? '',
    );
    const { t0, t1 } = await timeInPage(
      page,
      '[data-bench-target]',
      `() => {
        const grid = document.querySelector('[data-testid=property-grid]:not([aria-busy])');
        const first = grid && grid.querySelector('[data-testid=property-card]');
        const pill = first && first.querySelector('[data-testid=status-pill]');
        return !!pill && pill.textContent === ${JSON.stringify(next)} &&
          first.getAttribute('aria-labelledby') !== ${JSON.stringify(before)};
      }`,
    );
    await page.evaluate(() =>
      document.querySelector('[data-bench-target]')?.removeAttribute('data-bench-target'),
    );
    times.push(t1 - t0);
    longTasks.push(...(await longTasksBetween(page, t0, t1)));
  }
  return { times, longTasks };
}

/** 'Próxima' → the next page painted. */
async function benchNextPage(page: Page, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const summary = await page.getByTestId('pagination-summary').textContent();
    await page
      .getByRole('button', { name: 'Próxima' })
      .evaluate((el) => el.setAttribute('data-bench-target', ''));
    const { t0, t1 } = await timeInPage(
      page,
      '[data-bench-target]',
      `() => {
        const s = document.querySelector('[data-testid=pagination-summary]');
        return !!document.querySelector('[data-testid=property-grid]:not([aria-busy])') &&
          !!s && s.textContent !== ${JSON.stringify(summary)};
      }`,
    );
    await page.evaluate(() =>
      document.querySelector('[data-bench-target]')?.removeAttribute('data-bench-target'),
    );
    times.push(t1 - t0);
  }
  return times;
}

/** Types a search term; long tasks while typing and from the last key to the painted list. */
async function benchSearch(page: Page, term: string) {
  const input = page.getByLabel('Buscar imóveis');
  await input.click();
  await input.fill('');
  await settled(page);
  const before = await page.getByTestId('pagination-summary').textContent();
  const start = await page.evaluate(() => performance.now());
  await input.pressSequentially(term, { delay: 80 });
  const lastKey = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    (prev) => {
      const s = document.querySelector('[data-testid=pagination-summary]');
      const emptyShown = document.body.textContent?.includes('Nenhum imóvel encontrado');
      return (
        (!!document.querySelector('[data-testid=property-grid]:not([aria-busy])') &&
          !!s &&
          s.textContent !== prev) ||
        !!emptyShown
      );
    },
    before,
    { timeout: 60_000, polling: 'raf' },
  );
  const painted = await page.evaluate(
    () => new Promise<number>((r) => requestAnimationFrame(() => r(performance.now()))),
  );
  const typed = (await input.inputValue()) === term;
  return {
    typing: await longTasksBetween(page, start, lastKey),
    reload: await longTasksBetween(page, lastKey, painted),
    lastKeyToPaint: painted - lastKey,
    typed,
  };
}

/** 'Selecionar todos os N resultados' → the selection bar shows N. */
async function benchSelectAll(page: Page, runs: number) {
  const times: number[] = [];
  const longTasks: number[] = [];
  let label = '';
  for (let i = 0; i < runs; i++) {
    const link = page.getByTestId('select-all-matching');
    label = (await link.textContent()) ?? '';
    const n = /os ([\d.]+) resultados/.exec(label)?.[1] ?? '';
    await link.evaluate((el) => el.setAttribute('data-bench-target', ''));
    const { t0, t1 } = await timeInPage(
      page,
      '[data-bench-target]',
      `() => document.querySelector('[data-testid=selection-count]')?.textContent === ${JSON.stringify(
        `${n} imóveis selecionados`,
      )}`,
    );
    times.push(t1 - t0);
    longTasks.push(...(await longTasksBetween(page, t0, t1)));
    await page.getByRole('button', { name: 'Limpar seleção' }).click();
    await page.getByTestId('selection-bar').waitFor({ state: 'detached' });
  }
  return { times, longTasks, label };
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
    if (preview.pid) {
      try {
        process.kill(-preview.pid);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', stopPreview);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    await waitForHttp(base);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
    // tsx keeps function names with an `__name` helper that the page does not have.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    const t0 = Date.now();
    await page.goto(`${base}/login?mock-latency=0&mock-reset&mock-size=${SIZE}`);
    await page.getByLabel('Usuário').fill('admin');
    await page.getByLabel('Senha', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByTestId('current-user').waitFor({ state: 'attached', timeout: 120_000 });
    const signIn = Date.now() - t0;

    const tList = Date.now();
    await openList(page);
    const firstList = Date.now() - tList;
    await observeLongTasks(page);
    const total = await page.getByTestId('pagination-summary').textContent();

    // Warm-up (first chunk loads, JIT), not counted.
    await benchFilterChange(page, 2);
    await chooseUntimed(page, 'Filtrar por status', 'Importado');

    const filter = await benchFilterChange(page, RUNS);

    // Back to the whole portfolio for paging, search and select-all.
    await openList(page);
    const paging = await benchNextPage(page, RUNS);
    const search1 = await benchSearch(page, 'Apartamento Pinheiros');
    const search2 = await benchSearch(page, 'QD-1');
    await openList(page);
    const selectAll = await benchSelectAll(page, 3);

    // 100 cards per page.
    await openList(page);
    await chooseUntimed(page, 'Itens por página', '100 por página');
    const filter100 = await benchFilterChange(page, Math.min(RUNS, 10));

    const rows: [string, ReturnType<typeof stats>][] = [
      ['filter change → list painted (12/page)', stats(filter.times)],
      ['filter change → list painted (100/page)', stats(filter100.times)],
      ['next page → painted (12/page)', stats(paging)],
      [
        'search: last key → painted (incl. 300 ms debounce)',
        stats([search1.lastKeyToPaint, search2.lastKeyToPaint]),
      ],
      [
        'search: last key → painted (debounce excluded)',
        stats([search1.lastKeyToPaint - 300, search2.lastKeyToPaint - 300]),
      ],
      [
        `select all (${selectAll.label.replace('Selecionar todos os ', '')}) → bar shows N`,
        stats(selectAll.times),
      ],
    ];
    const typingLong = [...search1.typing, ...search2.typing];
    const reloadLong = [...search1.reload, ...search2.reload];

    console.log('');
    console.log(`'Meus Imóveis' at ${SIZE.toLocaleString('pt-BR')} properties — ${total}`);
    console.log(`Chromium ${browser.version()}, mock latency 0, build ${DIST}`);
    console.log(
      `machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')}`,
    );
    console.log(`sign-in (incl. seeding ${SIZE} properties): ${signIn} ms; first list: ${firstList} ms`);
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
    console.log(
      `long tasks while typing (keys 80 ms apart): ${typingLong.length}, max ${ms(maxOf(typingLong))}` +
        `${search1.typed && search2.typed ? '; no character lost' : '; CHARACTERS LOST'}`,
    );
    console.log(
      `long tasks from the last key to the painted list: ${reloadLong.length}, max ${ms(maxOf(reloadLong))}`,
    );
    console.log(
      `long tasks during filter changes: ${filter.longTasks.length}, max ${ms(maxOf(filter.longTasks))}; ` +
        `at 100/page: ${filter100.longTasks.length}, max ${ms(maxOf(filter100.longTasks))}`,
    );
    console.log(
      `long tasks during select all: ${selectAll.longTasks.length}, max ${ms(maxOf(selectAll.longTasks))}`,
    );
  } finally {
    await browser.close();
    stopPreview();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
