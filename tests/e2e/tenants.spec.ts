import type { Page } from '@playwright/test';
import { expect, login, seriousViolations, setTheme, test } from './fixtures';

const NEW_ADMIN = { username: 'marina.costa', password: 'segredo1' };

async function openForm(page: Page) {
  await page.getByRole('button', { name: 'Criar Novo Tenant' }).click();
  return page.getByRole('region', { name: 'Criar Novo Tenant' });
}

test.describe('Gestão de Tenants', () => {
  // Axe on full pages is slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the super administrator creates a PF tenant, whose admin then signs in to their own tenant', async ({
    page,
  }) => {
    await login(page, 'admin');
    await page.goto('/tenants');
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão de Tenants' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Tenants' });
    await expect(list.getByText('Total de tenants: 4')).toBeVisible();

    const form = await openForm(page);
    await form.getByRole('radio', { name: 'Pessoa Física (PF)' }).check();
    await form.getByLabel('Nome de exibição').fill('Marina Costa Corretora');
    await form.getByLabel('CPF').fill('52998224725');
    await expect(form.getByLabel('CPF')).toHaveValue('529.982.247-25');
    await form.getByLabel('Nome completo').fill('Marina Costa');
    await form.getByLabel('Telefone').fill('21987654321');
    await expect(form.getByLabel('Telefone')).toHaveValue('(21) 98765-4321');
    await form.getByLabel('CRECI').fill('F-12345/RJ');
    // The mock's postal-code service knows this CEP (Leblon, Rio de Janeiro).
    await form.getByLabel('CEP').fill('22440000');
    await expect(form.getByLabel('Logradouro')).toHaveValue('Avenida Ataulfo de Paiva');
    await expect(form.getByLabel('Bairro')).toHaveValue('Leblon');
    await expect(form.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
    await expect(form.getByRole('combobox', { name: 'Estado (UF)' })).toHaveValue('RJ');
    await expect(page.getByText('Endereço encontrado!')).toBeVisible();
    await form.getByLabel('Número').fill('500');
    await form.getByLabel('Usuário do administrador').fill(NEW_ADMIN.username);
    await form.getByLabel('Email do administrador').fill('marina@costacorretora.com.br');
    await form.getByLabel('Senha do administrador').fill(NEW_ADMIN.password);
    await form.getByRole('button', { name: 'Criar tenant' }).click();

    await expect(page.getByText('Tenant criado com sucesso!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Criar Novo Tenant' })).toHaveCount(0);
    const created = list.getByRole('listitem', { name: 'Marina Costa Corretora' });
    await expect(created).toContainText('529.982.247-25');
    await expect(created).toContainText('Rio de Janeiro/RJ');
    await expect(list.getByText('Total de tenants: 5')).toBeVisible();

    // Its admin signs in (same mock database: no reset) and lands in their own, empty tenant.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByLabel('Usuário').fill(NEW_ADMIN.username);
    await page.getByLabel('Senha', { exact: true }).fill(NEW_ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('current-user')).toHaveText(NEW_ADMIN.username);
    const total = page.getByRole('region', { name: 'Total de Imóveis' });
    await expect(total).not.toHaveAttribute('aria-busy', 'true');
    await expect(total.locator('p').nth(1)).toHaveText('0');
    await expect(page.getByRole('link', { name: 'Tenants' })).toHaveCount(0);
    await page.goto('/tenants');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a master-tenant user who is not a super administrator reads the list without creating', async ({
    page,
  }) => {
    await login(page, 'suporte');
    await page.goto('/tenants');
    const list = page.getByRole('region', { name: 'Tenants' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Meu perfil' }).getByText('Somente leitura')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Criar Novo Tenant' })).toHaveCount(0);
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`passes axe in the ${scheme} theme with the form open, on a phone too`, async ({ page }) => {
      await login(page, 'admin');
      await setTheme(page, scheme);
      await page.goto('/tenants');
      await expect(page.getByRole('region', { name: 'Tenants' })).toBeVisible();
      const form = await openForm(page);
      // With the required messages showing.
      await form.getByRole('button', { name: 'Criar tenant' }).click();
      await expect(form.getByText('Nome é obrigatório')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 740 });
      // The layout settles into the phone's shell after the resize.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
    });
  }
});
