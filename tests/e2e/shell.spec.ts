import { expect, login, mockParams, seriousViolations, test } from './fixtures';

test.describe('routing, guards and the shell', () => {
  // With the motion people see by default: focus moves as dialogs and menus finish closing.
  test.use({ reducedMotion: 'no-preference' });
  test('an anonymous visit goes to /login and comes back after signing in', async ({ page }) => {
    await page.goto(`/tokens?${mockParams()}`);
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftokens/);
    await page.getByLabel('Usuário').fill('gestor');
    await page.getByLabel('Senha', { exact: true }).fill('gestor123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/tokens(\?|$)/);
    await expect(page.getByTestId('current-user')).toHaveText('gestor');
  });

  test('/ and unknown paths go to the dashboard; /login when signed in goes to the dashboard', async ({
    page,
  }) => {
    // Each dashboard has its answer before the next address: the page the guard led to works.
    const answered = async () => {
      const total = page.getByRole('region', { name: 'Total de Imóveis' });
      await expect(total).toContainText(/\d/);
      await expect(total).not.toHaveAttribute('aria-busy', 'true');
    };
    await login(page, 'gestor');
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await answered();
    await page.goto('/nao-existe/mesmo');
    await expect(page).toHaveURL(/\/dashboard$/);
    await answered();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await answered();
  });

  test('administration is for the master tenant only', async ({ page }) => {
    await login(page, 'gestor');
    const nav = page.getByRole('navigation', { name: 'Navegação' });
    await expect(nav.getByRole('link', { name: 'Imóveis' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Usuários' })).toHaveCount(0);
    for (const path of ['/users', '/tenants', '/admin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('the master super administrator sees and opens the administration screens', async ({ page }) => {
    await login(page, 'admin');
    const nav = page.getByRole('navigation', { name: 'Navegação' });
    for (const name of ['Usuários', 'Tenants', 'Dashboard Executivo']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Tenants' }).click();
    await expect(page).toHaveURL(/\/tenants$/);
  });

  test('the sidebar lists the spec items, tags and footer', async ({ page }) => {
    await login(page, 'corretor');
    const nav = page.getByRole('navigation', { name: 'Navegação' });
    for (const name of [
      'Dashboard',
      'Imóveis',
      'Parcerias',
      'Refresh CanalPro',
      'Configurações',
      'Monitor de Tokens',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /Leads/ })).toContainText('Em breve');
    await expect(nav.getByRole('link', { name: /Clientes/ })).toContainText('Em breve');
    await expect(page.getByText('Sistema Online')).toBeVisible();
    await expect(page.getByText('v2.0.0')).toBeVisible();
    await nav.getByRole('link', { name: /Leads/ }).click();
    await expect(page.getByText('Página em construção.')).toBeVisible();
    await nav.getByRole('link', { name: 'Parcerias' }).click();
    await expect(page.getByRole('heading', { name: 'Parcerias' })).toBeVisible();
    // Collapsed to icons, the rail keeps the status and a visible way back.
    await page.getByRole('button', { name: 'Recolher menu' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sistema Online · v2.0.0' })).toBeAttached();
    const expand = page.getByRole('button', { name: 'Expandir menu' });
    await expect(expand).toBeVisible();
    expect((await expand.boundingBox())?.width).toBeGreaterThan(20);
    await expand.click();
    await expect(page.getByText('Sistema Online', { exact: true })).toBeVisible();
  });

  test('a 401 in the middle of a session signs the user out and comes back after signing in', async ({
    page,
  }) => {
    await login(page, 'gestor', { remember: true });
    // The server forgets the session (the token expires or is revoked).
    await page.evaluate(() => localStorage.setItem('access_token', 'expirado.invalido.token'));
    // A screen not visited yet, so its data is fetched (and rejected) now.
    await page.getByRole('navigation', { name: 'Navegação' }).getByRole('link', { name: 'Imóveis' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fproperties/);
    await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.getByLabel('Usuário').fill('gestor');
    await page.getByLabel('Senha', { exact: true }).fill('gestor123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/properties(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Meus Imóveis' })).toBeVisible();
  });

  test('a stored token the server rejects on reload lands on /login', async ({ page }) => {
    await login(page, 'corretor', { remember: true });
    await page
      .getByRole('navigation', { name: 'Navegação' })
      .getByRole('link', { name: 'Parcerias' })
      .click();
    await page.evaluate(() => localStorage.setItem('access_token', 'expirado.invalido.token'));
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpartnerships/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('a stored session survives a reload only with Lembrar-me, or for the tab', async ({
    page,
    context,
  }) => {
    await login(page, 'gestor', { remember: true });
    await page.reload();
    await expect(page.getByTestId('current-user')).toHaveText('gestor');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other.getByTestId('current-user')).toHaveText('gestor');
  });

  test('without Lembrar-me the session ends with the tab', async ({ page, context }) => {
    await login(page, 'gestor');
    await page.reload();
    await expect(page.getByTestId('current-user')).toHaveText('gestor');
    const other = await context.newPage();
    await other.goto('/dashboard');
    await expect(other).toHaveURL(/\/login/);
  });

  test('the theme toggles, is remembered across a reload, and both themes pass axe', async ({ page }) => {
    await login(page, 'gestor');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on a phone the sidebar is a drawer behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await login(page, 'gestor');
    // The closed drawer is translated off-screen (still "visible" to Playwright): check where it is.
    // (Its menu is drawn the first time it opens.)
    const drawerOnScreen = async () => {
      const box = await page.getByRole('navigation', { name: 'Menu principal' }).boundingBox();
      return box !== null && box.x + box.width > 1;
    };
    await expect.poll(drawerOnScreen).toBe(false);
    await expect(page.getByTestId('current-user')).toBeVisible();
    // The closed drawer takes no focus: from 'Sair', Tab goes on to the screen.
    await page.getByRole('button', { name: 'Sair' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('nav'))).toBe(false);
    // Escape closes the open drawer and gives focus back to the menu button.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect.poll(drawerOnScreen).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(drawerOnScreen).toBe(false);
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect.poll(drawerOnScreen).toBe(true);
    await page
      .getByRole('navigation', { name: 'Navegação' })
      .getByRole('link', { name: 'Parcerias' })
      .click();
    await expect(page).toHaveURL(/\/partnerships$/);
    await expect.poll(drawerOnScreen).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the header and toasts on a phone', () => {
  test.use({ hasTouch: true });

  test('from 320 to 430 px the header shows who is signed in, uncut, with every control in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/login');
    // The sign-in page first: 'Solicite acesso à plataforma →' was cut at 'plataf' (one line).
    const requestAccess = page.getByRole('button', { name: 'Solicite acesso à plataforma →' });
    await expect(requestAccess).toBeVisible();
    for (const text of [requestAccess, page.getByRole('button', { name: 'Entrar' })]) {
      const label = text.locator('.mantine-Button-label');
      expect(await label.evaluate((e) => e.scrollWidth <= e.clientWidth), `${String(text)} uncut`).toBe(true);
    }
    await login(page, 'autonomo');
    for (const width of [320, 360, 390, 430]) {
      await page.setViewportSize({ width, height: 740 });
      const name = page.getByTestId('current-user');
      await expect(name).toHaveText('autonomo');
      // At 360 px it read 'aut…': the name's box was narrower than its text.
      expect(await name.evaluate((e) => e.scrollWidth <= e.clientWidth), `uncut at ${width} px`).toBe(true);
      for (const control of [
        page.getByRole('button', { name: 'Abrir menu' }),
        page.getByRole('button', { name: 'Buscar' }),
        page.getByRole('button', { name: /^Ativar tema/ }),
        page.getByRole('button', { name: 'Sair' }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= width, `${String(control)} in view at ${width} px`).toBe(
          true,
        );
      }
      // One row: the header keeps its height.
      expect((await page.getByRole('banner').boundingBox())?.height).toBe(60);
    }
  });

  test('a toast leaves the header free, and one tapped goes away', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await login(page, 'gestor');
    const welcome = page.getByRole('alert').filter({ hasText: 'Login realizado com sucesso!' });
    await expect(welcome).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await welcome.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.getByRole('button', { name: 'Sair' }).tap();
    // A failed sign-in's toast, tapped, goes away (the browser's mouse events for the tap once
    // left its "mouse" over the toast, and Mantine held it open until a tap elsewhere).
    await page.getByLabel('Usuário').fill('gestor');
    await page.getByLabel('Senha', { exact: true }).fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).tap();
    const failed = page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválidos' });
    await failed.getByText('Usuário ou senha inválidos').tap();
    await expect(failed).toBeHidden();
  });
});
