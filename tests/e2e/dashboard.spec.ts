import type { Page } from '@playwright/test';
import { DEMO, expect, login, mockParams, seriousViolations, setTheme, test } from './fixtures';

const CARDS = ['Total de Imóveis', 'Em Atualização', 'Imóveis Ativos', 'Com Destaque'];

/** Signs gestor in with the mock in a named scenario (a scenario has its own seed and sessions). */
async function loginUnder(page: Page, scenario: string) {
  await page.goto(`/login?${mockParams({ 'mock-scenario': scenario })}`);
  await page.getByLabel('Usuário').fill(DEMO.gestor.username);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO.gestor.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('Dashboard de Imóveis', () => {
  // Axe on full pages is slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('gestor sees the four cards with numbers, the distribution and the general info; axe clean in both themes', async ({
    page,
  }) => {
    await login(page, 'gestor');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard de Imóveis' })).toBeVisible();
    for (const name of CARDS) {
      await expect(page.getByRole('region', { name })).toContainText(/\d/);
    }
    const total = page.getByRole('region', { name: 'Total de Imóveis' });
    await expect(total).not.toHaveAttribute('aria-busy', 'true');
    expect(Number((await total.locator('p').nth(1).textContent())?.replace(/\./g, ''))).toBeGreaterThan(0);
    // It counts the own properties and says so: the list also shows the partners' shared ones.
    await expect(total).toContainText(/Próprios; [\d.]+ com os compartilhados/);

    const distribution = page.getByRole('region', { name: 'Distribuição por Tipo' });
    await expect(distribution.getByRole('progressbar').first()).toBeVisible();
    await expect(distribution.getByText('Apartamentos')).toBeVisible();
    // Sorted by count, largest first.
    const counts = (await distribution.getByTestId('type-share').allTextContents()).map((t) =>
      Number(/([\d.]+) \(/.exec(t)?.[1]?.replace(/\./g, '')),
    );
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const info = page.getByRole('region', { name: 'Informações Gerais' });
    await expect(info.getByText('Última atualização')).toBeVisible();
    await expect(info).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

    expect(await seriousViolations(page)).toEqual([]);
    await setTheme(page, 'light');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('region', { name: 'Distribuição por Tipo' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the refresh button reloads the statistics', async ({ page }) => {
    await login(page, 'gestor');
    await expect(page.getByRole('region', { name: 'Distribuição por Tipo' })).toBeVisible();
    const reload = page.waitForResponse((r) => r.url().includes('/properties/dashboard/stats') && r.ok());
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await reload;
    await expect(page.getByRole('region', { name: 'Total de Imóveis' })).toContainText(/\d/);
  });

  test('quick actions lead to the import dialog, the list and the wizard', async ({ page }) => {
    await login(page, 'gestor');
    const actions = page.getByRole('region', { name: 'Ações Rápidas' });
    await actions.getByRole('link', { name: 'Importar do CanalPro' }).click();
    await expect(page).toHaveURL(/\/canalpro\?modal=import$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .getByRole('region', { name: 'Ações Rápidas' })
      .getByRole('link', { name: 'Ver Todos os Imóveis' })
      .click();
    await expect(page).toHaveURL(/\/properties$/);
    await page.goBack();
    await page
      .getByRole('region', { name: 'Ações Rápidas' })
      .getByRole('link', { name: 'Cadastrar Novo Imóvel' })
      .click();
    await expect(page).toHaveURL(/\/properties\/new$/);
  });

  test('with no properties: zeros, no update recorded and a register button', async ({ page }) => {
    await loginUnder(page, 'empty');
    await expect(page.getByText('Nenhum imóvel cadastrado')).toBeVisible();
    await expect(page.getByText('Nenhuma atualização registrada')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Total de Imóveis' })).toContainText('0');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Cadastrar Imóvel' }).click();
    await expect(page).toHaveURL(/\/properties\/new$/);
  });

  test('a failure toasts "Erro ao carregar dashboard" and offers a retry', async ({ page }) => {
    // The server-error scenario breaks every API call but authentication (signed in under it: one
    // page load).
    await loginUnder(page, 'server-error');
    await expect(page.getByRole('alert', { name: 'Erro ao carregar dashboard' })).toBeVisible();
    const toasts = page.locator('.mantine-Notification-root', { hasText: 'Erro ao carregar dashboard' });
    await expect(toasts).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    // The retry fails again and says so again: a new toast, or the first one's time started over
    // when it was still up (src/lib/notify.ts).
    await expect(page.getByRole('alert', { name: 'Erro ao carregar dashboard' })).toBeVisible();
    await expect(toasts.last()).toBeVisible({ timeout: 20_000 });
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await login(page, 'gestor');
    await expect(page.getByRole('region', { name: 'Distribuição por Tipo' })).toBeVisible();
    for (const name of CARDS) await expect(page.getByRole('region', { name })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
