import type { Page } from '@playwright/test';
import { apiRequest, expect, login, seriousViolationsInBothThemes, test } from './fixtures';

/** The command palette (Ctrl+K): screens, actions and properties by code or by a sentence. */

interface ListItem {
  id: number;
  title: string;
  property_code: string | null;
  external_id: string;
  address?: { neighborhood?: string | null };
}

async function firstProperties(page: Page): Promise<ListItem[]> {
  return (await apiRequest<{ data: ListItem[] }>(page, 'GET', '/properties?page_size=5&include_shared=false'))
    .data;
}

async function openPalette(page: Page) {
  // The shortcut belongs to the signed-in shell: wait for it after a (re)load.
  await expect(page.getByTestId('current-user')).toBeVisible();
  await page.keyboard.press('Control+K');
  const search = page.getByRole('textbox', { name: 'Buscar telas, ações e imóveis' });
  await expect(search).toBeFocused();
  return search;
}

test.describe('Command palette', () => {
  test.describe.configure({ timeout: 120_000 });
  test('finds a property by its code from the keyboard and opens it', { tag: '@http' }, async ({ page }) => {
    await login(page, 'gestor');
    const [property] = await firstProperties(page);
    const search = await openPalette(page);
    await search.fill(property!.property_code ?? property!.external_id);
    const hit = page.getByRole('button', { name: new RegExp(property!.title) }).first();
    await expect(hit).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/properties/${property!.id}/view$`));
  });

  test('finds properties by a sentence through the vector search', { tag: '@http' }, async ({ page }) => {
    await login(page, 'gestor');
    const [property] = await firstProperties(page);
    const neighborhood = property!.address?.neighborhood ?? '';
    const search = await openPalette(page);
    // Words of the listing, not a substring of any field: only the vector search finds it.
    await search.fill(`${property!.title.split(' ')[0]} perto de ${neighborhood} com quartos`);
    // Each similar listing's detail is fetched for its code and price: allow a busy machine.
    await expect(page.getByRole('group', { name: 'Parecidos com a descrição' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: new RegExp(property!.title) }).first()).toBeVisible();
  });

  test('runs an action and opens a screen; the master tenant’s screens only for its users', async ({
    page,
  }) => {
    await login(page, 'gestor');
    let search = await openPalette(page);
    await search.fill('novo imovel');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/properties\/new$/);
    search = await openPalette(page);
    await search.fill('tenants');
    await expect(page.getByText('Nada encontrado')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('textbox', { name: 'Buscar telas, ações e imóveis' }).fill('importar');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('dialog', { name: /Importar/ })).toBeVisible();
  });

  test('passes axe open in both themes, and works on a phone', async ({ page }) => {
    await login(page, 'gestor');
    await openPalette(page);
    await expect(page.getByRole('group', { name: 'Telas e ações' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Novo Imóvel/ })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('textbox', { name: 'Buscar telas, ações e imóveis' })).toBeFocused();
  });
});
