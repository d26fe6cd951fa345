import { DEMO, expect, mockParams, seriousViolations, test } from './fixtures';

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

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto(`/login?${mockParams()}`);
    await page.getByLabel('Usuário').fill('gestor');
    await page.getByLabel('Senha', { exact: true }).fill('errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Usuário ou senha inválidos')).toBeVisible();
    await expect(page.getByLabel('Usuário')).toHaveValue('gestor');
    await expect(page).toHaveURL(/\/login/);
  });

  for (const user of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    test(`${user} signs in, lands on the dashboard and signs out`, async ({ page }) => {
      await page.goto(`/login?${mockParams()}`);
      await page.getByLabel('Usuário').fill(DEMO[user].username);
      await page.getByLabel('Senha', { exact: true }).fill(DEMO[user].password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('current-user')).toHaveText(DEMO[user].username);
      await page.getByRole('button', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/login/);
      expect(
        await page.evaluate(
          () => localStorage.getItem('access_token') ?? sessionStorage.getItem('access_token'),
        ),
      ).toBeNull();
    });
  }
});
