import type { Page } from '@playwright/test';
import { readRouteChunks } from '../../scripts/lib/route-preload';
import { DEMO, expect, login, mockParams, seriousViolations, test } from './fixtures';

/** index.html paints before any JavaScript arrives (issue: first load), in the stored theme. */
test.describe('first paint', () => {
  test('the splash shows the logo on the dark background by default while the scripts are on their way', async ({
    page,
  }) => {
    // Hold every script: what is on screen is index.html alone.
    await page.route('**/assets/*.js', () => undefined);
    await page.goto(`/login?${mockParams()}`, { waitUntil: 'commit' });
    const splash = page.locator('#splash');
    await expect(splash.getByRole('img', { name: 'Imobi' })).toBeVisible();
    await expect(splash).toHaveAttribute('role', 'status');
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(36, 36, 36)');
  });

  test('a stored light theme paints the light background and logo before the app', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.route('**/assets/*.js', () => undefined);
    await page.goto(`/login?${mockParams()}`, { waitUntil: 'commit' });
    // Read once the document has parsed its head: at 'commit' it may not have yet.
    await expect(page.locator('#splash img.light')).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.locator('#splash img.dark')).toBeHidden();
  });

  test('the app takes over: the splash is gone once the first screen has rendered, with no layout shift', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          (window as unknown as { __shift: number }).__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/login?${mockParams()}`);
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('no font or script comes from another host', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol !== 'data:')
        foreign.push(request.url());
    });
    await page.goto(`/login?${mockParams()}`);
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    expect(foreign).toEqual([]);
  });

  // A route's scripts that did not download (a dropped connection, the mock's worker stopped
  // mid-answer) showed the router's English 'Something went wrong!' with no way back.
  const entry = /^\/assets\/index-[^/]+\.js$/;

  test("with a stored session the first screen's scripts are asked for beside the entry, not after it; signed out, not at all", async ({
    page,
  }) => {
    await login(page, 'gestor');
    /** The scripts a tab asks for besides the entry, which never arrives here: whatever script is
     * asked for comes from index.html itself. */
    const scriptsAskedBy = async (tab: Page) => {
      await tab.route(
        (url) => entry.test(url.pathname),
        (route) => route.abort('internetdisconnected'),
      );
      const asked: string[] = [];
      tab.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/assets\/.+\.js$/.test(pathname) && !entry.test(pathname)) asked.push(pathname);
      });
      return asked;
    };
    const signedIn = await scriptsAskedBy(page);
    await page.goto('/properties');
    // Every chunk of the list's first render and of the shell's, as the build mapped them.
    const { files, routes } = readRouteChunks(process.env.E2E_DIST ?? 'dist');
    const firstScreen = routes['/properties']!.map((index) => `/${files[index]}`);
    expect(firstScreen.length).toBeGreaterThan(5);
    await expect.poll(() => firstScreen.filter((file) => !signedIn.includes(file))).toEqual([]);

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    // Signed out, in a tab of its own: the first tab's last requests, reported late on a loaded
    // machine, are not counted as this one's.
    const signedOutTab = await page.context().newPage();
    const signedOut = await scriptsAskedBy(signedOutTab);
    await signedOutTab.goto('/properties');
    await signedOutTab.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
    );
    expect(signedOut).toEqual([]);
  });

  test('the page a sign-in leads to downloads while the form is filled, and nothing of it asks the API', async ({
    page,
  }) => {
    const { files, routes } = readRouteChunks(process.env.E2E_DIST ?? 'dist');
    const target = routes['/refresh']!.map((index) => `/${files[index]}`);
    const scripts: string[] = [];
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/assets\/.+\.js$/.test(pathname)) scripts.push(pathname);
      if (request.resourceType() === 'fetch') calls.push(pathname);
    });
    await page.goto(`/login?redirect=${encodeURIComponent('/refresh')}&${mockParams()}`);
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    expect(
      target.filter((file) => scripts.includes(file)),
      'nothing before the user starts',
    ).toEqual([]);

    await page.getByLabel('Usuário').pressSequentially(DEMO.gestor.username);
    // Every chunk of the refresh cockpit's first render (its own included, which nothing else
    // loads), before the sign-in is sent; its guards and loaders wait for the session.
    await expect.poll(() => target.filter((file) => !scripts.includes(file))).toEqual([]);
    expect(calls).toEqual([]);

    await page.getByLabel('Senha', { exact: true }).pressSequentially(DEMO.gestor.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cockpit do Corretor' })).toBeVisible();
    expect(calls[0]).toBe('/auth/login');
  });

  test('a route whose scripts failed to download loads the page again by itself, and opens', async ({
    page,
  }) => {
    await login(page, 'gestor');
    // Every route script of the first load fails (index.html's early preloads of the route's
    // chunks included: a failed preload alone is harmless, the router asks again); the next load
    // gets them.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
    });
    let failures = 0;
    await page.route('**/assets/*.js', (route) => {
      if (loads > 1 || entry.test(new URL(route.request().url()).pathname)) return route.continue();
      failures += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/properties');
    await expect(page.getByRole('heading', { name: 'Meus Imóveis' })).toBeVisible();
    await expect(page.getByText('Não foi possível abrir esta página')).toHaveCount(0);
    expect(failures).toBeGreaterThan(0);
    expect(loads).toBe(2);
  });

  test('a page whose scripts did not download says so in Portuguese, and its retry opens it', async ({
    page,
  }) => {
    await login(page, 'gestor');
    await page.route('**/assets/*.js', (route) =>
      entry.test(new URL(route.request().url()).pathname)
        ? route.continue()
        : route.abort('internetdisconnected'),
    );
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/properties');
    const alert = page.getByRole('alert').filter({ hasText: 'Não foi possível abrir esta página' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Erro de conexão. Verifique sua internet e tente novamente.');
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    // It loaded itself again once before saying so.
    expect(loads).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.unroute('**/assets/*.js');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { name: 'Meus Imóveis' })).toBeVisible();
  });
});
