import { apiRequest, DEMO, expect, login, mockParams, seriousViolations, test } from './fixtures';

test.describe('session', () => {
  test('the login screen speaks pt-BR, validates, and passes axe in both themes', async ({ page }) => {
    await page.goto(`/login?${mockParams()}`);
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    await expect(page.getByText('Acesse sua plataforma de gestão imobiliária')).toBeVisible();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Usuário é obrigatório')).toBeVisible();
    await expect(page.getByText('Senha é obrigatória')).toBeVisible();
    // After the first submit, every change revalidates.
    await page.getByLabel('Usuário').fill('a');
    await expect(page.getByText('Usuário é obrigatório')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(
    'a wrong password shows the server message and keeps what was typed',
    { tag: '@http' },
    async ({ page }) => {
      await page.goto(`/login?${mockParams()}`);
      await page.getByLabel('Usuário').fill('gestor');
      await page.getByLabel('Senha', { exact: true }).fill('errada');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByText('Usuário ou senha inválidos')).toBeVisible();
      await expect(page.getByLabel('Usuário')).toHaveValue('gestor');
      await expect(page).toHaveURL(/\/login/);
    },
  );

  const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };
  for (const user of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      // One of them also runs over real HTTP through the validating proxy (the 'http' project).
      const tag = user === 'gestor' && device === 'desktop' ? ['@http'] : [];
      test(
        `${user} signs in on a ${device}, lands on the dashboard and signs out`,
        { tag },
        async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(`/login?${mockParams()}`);
          await page.getByLabel('Usuário').fill(DEMO[user].username);
          await page.getByLabel('Senha', { exact: true }).fill(DEMO[user].password);
          await page.getByRole('button', { name: 'Entrar' }).click();
          await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
          await expect(page).toHaveURL(/\/dashboard$/);
          // The user's initial and name are in the header on every screen size.
          await expect(page.getByTestId('current-user')).toBeVisible();
          await expect(page.getByTestId('current-user')).toHaveText(DEMO[user].username);
          await page.getByRole('button', { name: 'Sair' }).click();
          await expect(page).toHaveURL(/\/login/);
          expect(
            await page.evaluate(
              () => localStorage.getItem('access_token') ?? sessionStorage.getItem('access_token'),
            ),
          ).toBeNull();
        },
      );
    }
  }

  test('the login form works by keyboard alone, show/hide toggle included', async ({ page }) => {
    await page.goto(`/login?${mockParams()}`);
    await page.getByLabel('Usuário').focus();
    await page.keyboard.type('corretor');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Senha', { exact: true })).toBeFocused();
    await page.keyboard.type('corretor123');
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Mostrar ou ocultar a senha' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the registration and recovery dialogs pass axe and close with Escape', async ({ page }) => {
    await page.goto(`/login?${mockParams()}`);
    await page.getByRole('button', { name: 'Solicite acesso à plataforma →' }).click();
    const register = page.getByRole('dialog');
    await expect(register.getByRole('button', { name: 'Criar conta' })).toBeVisible();
    await expect(register.getByRole('button', { name: 'Fechar janela' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(register).toBeHidden();
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
    const recovery = page.getByRole('dialog');
    await expect(recovery.getByText(/redefinida pelo administrador/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(recovery).toBeHidden();
  });

  test('offline on the sign-in page: the page stays whole with what was typed (it went blank), and once back online the sign-in goes', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/login?${mockParams()}`);
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    await context.setOffline(true);
    await page.getByLabel('Usuário').pressSequentially(DEMO.gestor.username);
    await page.getByLabel('Senha', { exact: true }).pressSequentially(DEMO.gestor.password);
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    // The sign-in could not be sent (the demo's mock could not download): the page stays whole.
    const entrar = page.getByRole('button', { name: 'Entrar' });
    await expect(entrar).toBeEnabled();
    await expect(page.getByLabel('Usuário')).toHaveValue(DEMO.gestor.username);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(DEMO.gestor.password);

    await context.setOffline(false);
    await entrar.click();
    await expect(page.getByTestId('current-user')).toHaveText(DEMO.gestor.username);
    expect(errors).toEqual([]);
  });

  test('a scenario or size change keeps the session', async ({ page }) => {
    await login(page, 'gestor');
    const results = /^Mostrando 1 a 12 de \d+ resultados$/;
    for (const [knob, answer] of [
      ['mock-scenario=empty', 'Nenhum imóvel cadastrado'],
      // Each knob holds until changed: 300 properties, still in the empty scenario.
      ['mock-size=300', 'Nenhum imóvel cadastrado'],
      ['mock-scenario=default', results],
      ['mock-scenario=empty', 'Nenhum imóvel cadastrado'],
    ] as const) {
      await page.goto(`/properties?${knob}`);
      await expect(page.getByRole('heading', { name: 'Meus Imóveis' })).toBeVisible();
      await expect(page.getByTestId('current-user')).toHaveText('gestor');
      // The list answered by that seed's database. Waiting for it also lets MSW finish starting: a
      // page left while it starts uncontrolled (its worker unregisters as the tab navigates away)
      // reloads itself, and that reload aborted the next page.goto.
      await expect(page.getByText(answer)).toBeVisible();
    }
  });

  test('another scenario and back finds the demo database as it was left', async ({ page }) => {
    await login(page, 'gestor', { to: '/properties' });
    const results = (total: number) => `Mostrando 1 a 12 de ${total} resultados`;
    const shown = await page.getByText(/^Mostrando 1 a 12 de \d+ resultados$/).textContent();
    const total = Number(/de (\d+)/.exec(shown!)![1]);
    const { data } = await apiRequest<{ data: { id: number }[] }>(
      page,
      'GET',
      '/properties?page=1&page_size=1',
    );
    await apiRequest(page, 'POST', `/properties/${data[0]!.id}/duplicate`);
    // A scenario of answers only: the same database behind a failing server.
    await page.goto('/properties?mock-scenario=server-error');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.goto('/properties?mock-scenario=default');
    await expect(page.getByText(results(total + 1))).toBeVisible();
    // A scenario of other data has its own database, and leaves the demo's as it was.
    await page.goto('/properties?mock-scenario=empty');
    await expect(page.getByText('Nenhum imóvel cadastrado')).toBeVisible();
    await page.goto('/properties?mock-scenario=default');
    await expect(page.getByText(results(total + 1))).toBeVisible();
    await expect(page.getByTestId('current-user')).toHaveText('gestor');
  });

  test('two tabs that sign in at the same time both stay signed in across a reload', async ({
    page,
    context,
  }) => {
    // Each tab's mock starts (the first interaction starts it) before either signs in, from the
    // sign-ins saved then: each tab's sign-in must be added to what the browser holds by then, not
    // to what that tab's mock read as it started (mocks/db/saved-sessions.ts).
    await page.goto(`/login?${mockParams()}`);
    const second = await context.newPage();
    await second.goto('/login?mock-latency=0');
    const tabs = [
      [page, 'admin'],
      [second, 'gestor'],
    ] as const;
    for (const [tab] of tabs) {
      await tab.getByLabel('Usuário').click();
      await expect.poll(() => tab.evaluate(() => '__mock' in globalThis)).toBe(true);
    }
    for (const [tab, user] of tabs) {
      await tab.getByLabel('Usuário').pressSequentially(DEMO[user].username);
      await tab.getByLabel('Senha', { exact: true }).pressSequentially(DEMO[user].password);
      await tab.getByRole('button', { name: 'Entrar' }).click();
      await expect(tab.getByTestId('current-user')).toHaveText(user);
    }
    for (const [tab, user] of tabs) {
      await tab.reload();
      await expect(tab).toHaveURL(/\/dashboard$/);
      await expect(tab.getByTestId('current-user')).toHaveText(user);
    }
  });

  test('a hard reload (past the service worker) loads the page again before its first screen, never after it; both tabs keep the mock', async ({
    page,
    context,
  }) => {
    await login(page, 'gestor', { remember: true, to: '/properties' });
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByTestId('current-user')).toHaveText('gestor');
    // Each document of this tab that draws the list counts itself (sessionStorage outlives a load).
    await page.addInitScript(() => {
      const drawn = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="property-card"]')) return;
        drawn.disconnect();
        sessionStorage.setItem(
          'test:lists-drawn',
          String(Number(sessionStorage.getItem('test:lists-drawn')) + 1),
        );
      });
      addEventListener('DOMContentLoaded', () =>
        drawn.observe(document.body, { childList: true, subtree: true }),
      );
    });
    // Shift+reload: the browser loads the page without its service worker.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.reload', { ignoreCache: true });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.getByRole('searchbox', { name: 'Buscar imóveis' }).pressSequentially('Apartamento');
    await expect(page).toHaveURL(/q=Apartamento/);
    await expect(page.getByTestId('property-card').first()).toContainText(/Apartamento/i);
    // The other tab still gets the mock's answers.
    await other.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Imóveis' }).click();
    await expect(other.getByTestId('property-card').first()).toBeVisible();
    // The list was drawn once: msw reloaded a page it did not control at its first call, after
    // the list had been drawn from its kept answers.
    expect(await page.evaluate(() => sessionStorage.getItem('test:lists-drawn'))).toBe('1');
  });

  test('a remembered session is one for every tab: a sign-out or a sign-in as someone else in one tab, the others follow', async ({
    page,
    context,
  }) => {
    await page.goto(`/login?${mockParams()}`);
    // Its mock starts (and resets the database) before the other tabs' sign-ins.
    await page.getByLabel('Usuário').click();
    await expect.poll(() => page.evaluate(() => '__mock' in globalThis)).toBe(true);
    // A tab signed in for itself only (Lembrar-me off): none of what follows is its business.
    const own = await context.newPage();
    await own.goto('/login?mock-latency=0');
    await own.getByLabel('Usuário').pressSequentially(DEMO.autonomo.username);
    await own.getByLabel('Senha', { exact: true }).pressSequentially(DEMO.autonomo.password);
    await own.getByRole('button', { name: 'Entrar' }).click();
    await expect(own.getByTestId('current-user')).toHaveText('autonomo');

    await page.getByLabel('Usuário').pressSequentially(DEMO.gestor.username);
    await page.getByLabel('Senha', { exact: true }).pressSequentially(DEMO.gestor.password);
    await page.getByLabel('Lembrar-me').check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('current-user')).toHaveText('gestor');
    const other = await context.newPage();
    await other.goto('/dashboard?mock-latency=0');
    await expect(other.getByTestId('current-user')).toHaveText('gestor');
    await expect(own.getByTestId('current-user')).toHaveText('autonomo');

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Before: the other tab stayed on its screen and each call it made failed ('erro desconhecido').
    await expect(other).toHaveURL(/\/login\?redirect=%2Fdashboard/);
    await expect(other.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();

    // Signed in again, as someone else, in the first tab (typed as a user types).
    await page.getByLabel('Usuário').pressSequentially(DEMO.corretor.username);
    await page.getByLabel('Senha', { exact: true }).pressSequentially(DEMO.corretor.password);
    await page.getByLabel('Lembrar-me').check();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('current-user')).toHaveText('corretor');
    // The other tab takes that session where it was going, and its own mock answers it.
    await expect(other).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(other.getByTestId('current-user')).toHaveText('corretor');
    await expect(other.getByRole('heading', { name: 'Dashboard de Imóveis' })).toBeVisible();
    await expect(other.getByText('Total de Imóveis')).toBeVisible();
    await expect(other.getByText('Sua sessão expirou. Entre novamente.')).toHaveCount(0);
    // The tab signed in for itself stayed who it was, in every call too.
    await own.reload();
    await expect(own.getByTestId('current-user')).toHaveText('autonomo');
    // (Polled: its kept answers show before its mock has started.)
    await expect
      .poll(() => apiRequest<{ username?: string }>(own, 'GET', '/auth/me').catch(() => null))
      .toMatchObject({ username: 'autonomo' });
  });

  test("two tabs of the demo share one database: what one saves, the other's next save keeps", async ({
    page,
    context,
  }) => {
    await login(page, 'gestor', { remember: true, to: '/properties' });
    await expect(page.getByText('Total: 69')).toBeVisible();
    // Opened before the first tab's change: its mock's database is a copy taken then.
    const other = await context.newPage();
    await other.goto('/properties?mock-latency=0');
    await expect(other.getByText('Total: 69')).toBeVisible();
    // The kept answers show before the tab's mock has started: wait until it answers calls.
    await expect
      .poll(() => apiRequest<{ username?: string }>(other, 'GET', '/auth/me').catch(() => null))
      .toMatchObject({ username: 'gestor' });

    type Page1 = { data: { id: number }[] };
    type MockGlobal = { __mock: { configure: (patch: { latency: number }) => void } };
    const ids = (await apiRequest<Page1>(page, 'GET', '/properties?page=1&page_size=4')).data.map(
      (p) => p.id,
    );
    const duplicate = (tab: typeof page, id: number) =>
      apiRequest(tab, 'POST', `/properties/${id}/duplicate`);
    await duplicate(page, ids[0]!);
    await duplicate(other, ids[1]!);
    // Both tabs at the same moment, with a network's latency: before, each wrote its whole
    // database and most were lost.
    for (const tab of [page, other])
      await tab.evaluate(() => (globalThis as unknown as MockGlobal).__mock.configure({ latency: 300 }));
    await Promise.all([duplicate(page, ids[2]!), duplicate(other, ids[3]!), duplicate(page, ids[0]!)]);

    // Before, the second tab's save replaced the first's: the first duplicate was gone.
    for (const tab of [page, other]) {
      await tab.reload();
      await expect(tab.getByText('Total: 74')).toBeVisible();
    }
  });

  test("a returning user's first screen shows its last answers while it asks again; signing out leaves none behind", async ({
    page,
  }) => {
    const status = page.getByTestId('stats-status');
    const refresh = page.getByRole('button', { name: 'Atualizar' });
    await login(page, 'gestor', { remember: true });
    await expect(status).toContainText('Atualizado em');
    const total = await page
      .getByRole('region', { name: 'Total de Imóveis' })
      .locator('p')
      .nth(1)
      .textContent();
    // Kept once the browser is idle, beside the remembered session.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('query_cache')))
      .toContain('dashboard-stats');

    // Back later, on a slow network: the figures are there at once, dated, while the call is out.
    await page.goto('/dashboard?mock-latency=3000');
    await expect(refresh).toHaveAttribute('aria-disabled', 'true');
    await expect(status).toContainText('Atualizado em');
    await expect(page.getByRole('region', { name: 'Total de Imóveis' }).locator('p').nth(1)).toHaveText(
      total!,
    );
    await expect(refresh).not.toHaveAttribute('aria-disabled');

    // Signed out, nothing of gestor's is kept; the next user starts from the loading state.
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('query_cache'))).toBeNull();
    await page.getByLabel('Usuário').pressSequentially(DEMO.corretor.username);
    await page.getByLabel('Senha', { exact: true }).pressSequentially(DEMO.corretor.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(status).toContainText('Carregando estatísticas...');
    await expect(status).toContainText('Atualizado em');
  });

  test('a session the server refuses ends with a word of why', { tag: '@http' }, async ({ page }) => {
    await login(page, 'gestor');
    // The stored token no longer holds (revoked, expired): the next call answers 401.
    await page.evaluate(() => {
      const store = localStorage.getItem('access_token') ? localStorage : sessionStorage;
      store.setItem('access_token', 'revogado.pelo.servidor');
    });
    await page.goto('/properties');
    await expect(page).toHaveURL(/\/login/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sua sessão expirou. Entre novamente.' }),
    ).toBeVisible();
  });
});
