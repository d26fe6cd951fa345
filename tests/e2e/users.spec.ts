import { configureMock, expect, login, seriousViolationsInBothThemes, test } from './fixtures';

test.describe('Gestão de Usuários', () => {
  test('the master administrator creates and deletes a user', async ({ page }) => {
    await login(page, 'admin', { to: '/users' });
    await expect(page.getByRole('heading', { name: 'Gestão de Usuários' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Criar Novo Usuário' });
    await form.getByLabel('Usuário').fill('suporte.novo');
    await form.getByLabel('Email').fill('suporte.novo@imobi.com.br');
    await form.getByLabel(/^Senha/).fill('segredo1');
    await form.getByRole('switch', { name: 'Administrador' }).check({ force: true });
    await form.getByRole('button', { name: 'Criar usuário' }).click();
    const users = page.getByRole('region', { name: 'Usuários do tenant' });
    await expect(users.getByText('suporte.novo', { exact: true })).toBeVisible();
    await users.getByRole('button', { name: 'Deletar suporte.novo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deletar usuário' });
    await expect(dialog.getByText(/Tem certeza que deseja deletar este usuário\?/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Deletar' }).click();
    await expect(users.getByText('suporte.novo', { exact: true })).toHaveCount(0);
  });

  test('the deletion opens on Cancelar: Enter twice deletes nobody', async ({ page }) => {
    await login(page, 'admin', { to: '/users' });
    const users = page.getByRole('region', { name: 'Usuários do tenant' });
    const remove = users.getByRole('button', { name: 'Deletar suporte' });
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Deletar usuário' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // Focus goes back to the row's button as the dialog unmounts, a moment after it is hidden: the
    // second Enter is pressed there, as a person does once they see the focus ring.
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    // The second Enter, back on the row's button, asks again — and Escape leaves it.
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await page.reload();
    await expect(users.getByText('suporte', { exact: true })).toBeVisible();
  });

  test('on a phone, a long name wraps, and the focus goes on to the next row once a user is deleted by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'admin', { to: '/users' });
    const long = 'usuario.com.nome.muito.comprido.para.testar';
    const form = page.getByRole('region', { name: 'Criar Novo Usuário' });
    await form.getByLabel('Usuário').pressSequentially(long);
    await form.getByLabel('Email').pressSequentially(`${long}@imobiliariaadministradora.com.br`);
    await form.getByLabel(/^Senha/).pressSequentially('senha123');
    await form.getByRole('button', { name: 'Criar usuário' }).click();
    const users = page.getByRole('region', { name: 'Usuários do tenant' });
    const remove = users.getByRole('button', { name: `Deletar ${long}` });
    await expect(remove).toBeVisible();
    const rows = users.getByRole('button', { name: /^Deletar / });
    const names = await rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!));
    const next = names[names.indexOf(`Deletar ${long}`) + 1] ?? names[names.indexOf(`Deletar ${long}`) - 1]!;
    await remove.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Deletar usuário' });
    await expect(dialog.getByText(long)).toBeVisible();
    // The whole name is inside the dialog, wrapped: nothing past its edge, nor past the screen's.
    const [box, text] = await Promise.all([dialog.boundingBox(), dialog.getByText(long).boundingBox()]);
    expect(text!.x + text!.width).toBeLessThanOrEqual(box!.x + box!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Deletar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(users.getByText(long, { exact: true })).toHaveCount(0);
    await expect(users.getByRole('button', { name: next })).toBeFocused();
  });

  test('a delete the server refuses keeps the focus in its dialog, on its button', async ({ page }) => {
    await login(page, 'admin', { to: '/users' });
    const users = page.getByRole('region', { name: 'Usuários do tenant' });
    await users.getByRole('button', { name: 'Deletar suporte' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Deletar usuário' });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Tab');
    const confirm = dialog.getByRole('button', { name: 'Deletar' });
    await expect(confirm).toBeFocused();
    await configureMock(page, { scenario: 'server-error', latency: 600 });
    await page.keyboard.press('Enter');
    // While it waits, and once refused: the focus stays (a disabled button lost it to the page).
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(confirm).toBeFocused();
    await expect(page.getByText('Erro ao deletar usuário')).toBeVisible();
    await expect(confirm).toBeFocused();
    await expect(dialog).toBeVisible();
  });

  for (const scenario of ['server-error', 'offline'] as const) {
    test(`says so when the server ${scenario === 'offline' ? 'cannot be reached' : 'fails'}, on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await login(page, 'admin');
      // A scenario keeps the session (no 'mock-reset', which signs out).
      await page.goto(`/users?mock-latency=0&mock-scenario=${scenario}`);
      await expect(page.getByRole('alert').filter({ hasText: 'Erro ao buscar perfil' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'Erro ao carregar usuários' })).toBeVisible();
      if (scenario === 'offline') await expect(page.getByText(/Erro de conexão/).first()).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }

  test('passes axe in both themes, on a phone too', async ({ page }) => {
    await login(page, 'admin', { to: '/users' });
    await expect(page.getByRole('region', { name: 'Usuários do tenant' })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    // The layout settles into the phone's shell after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  });

  test('another tenant’s user is sent to the dashboard', async ({ page }) => {
    await login(page, 'gestor');
    await page.goto('/users');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
