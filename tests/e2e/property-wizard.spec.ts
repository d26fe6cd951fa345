import type { Page } from '@playwright/test';
import { expect, login, seriousViolations, setTheme, test } from './fixtures';

/**
 * The property creation and edit wizard (part 2 §2) as the agency's manager (gestor): create an
 * apartment for sale from empty to its detail page, the publishing rules, the CEP lookup, an edit,
 * the draft kept across a reload, photos uploaded with the save. Results are read back from the API.
 */

interface ApiProperty {
  id: number;
  title: string;
  external_id: string;
  price_sale: number | null;
  image_urls: string[];
  address: { street?: string | null; city?: string | null; neighborhood?: string | null };
  condominium?: { name?: string | null } | null;
  nome_empreendimento?: string | null;
}

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = sessionStorage.getItem('access_token') ?? localStorage.getItem('access_token');
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await res.json()) as T;
  }, path);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Resumo e publicação' });
const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();

async function openNew(page: Page) {
  await login(page, 'gestor');
  await page.goto('/properties/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastrar Imóvel' })).toBeVisible();
}

/** The first property of the signed-in tenant's list, as the API has it. */
async function firstOwnProperty(page: Page): Promise<ApiProperty> {
  const list = await api<{ data: { id: number; shared?: boolean }[] }>(
    page,
    '/properties?page_size=5&include_shared=false',
  );
  return api<ApiProperty>(page, `/properties/${list.data[0]!.id}`);
}

test.describe('Property wizard', () => {
  // Seven steps with an axe pass each, and full create flows: more than the default minute on CI's two cores.
  test.describe.configure({ timeout: 180_000 });
  test('creates an apartment for sale from empty to its detail page, with a generated QD- id', async ({
    page,
  }) => {
    await openNew(page);
    await page.getByLabel('Título do anúncio').fill('Apartamento 3 quartos no Leblon com varanda');
    await choose(page, 'Tipo de uso', 'Residencial');
    await choose(page, 'Tipo de imóvel', 'Apartamento');
    await page.getByRole('radio', { name: 'Venda', exact: true }).check();
    await next(page);

    await expect(page.getByRole('heading', { name: '2. Localização' })).toBeFocused();
    await page.getByLabel('CEP').fill('22440000');
    await expect(page.getByText('Endereço encontrado!')).toBeVisible();
    await expect(page.getByLabel('Endereço')).toHaveValue('Avenida Ataulfo de Paiva');
    await expect(page.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
    await page.getByLabel('Número').fill('1000');

    // What still blocks, each a link to its field.
    const blocking = panel(page).getByRole('button', { name: 'Empreendimento', exact: true });
    await expect(blocking).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await blocking.click();
    await expect(page.getByLabel('Nome do empreendimento')).toBeFocused();
    await page.getByLabel('Nome do empreendimento').fill('Edifício Mirante do Leblon');

    await panel(page).getByRole('button', { name: 'Preço de venda', exact: true }).click();
    await page.getByLabel('Preço de venda').fill('1850000');
    await expect(page.getByLabel('Preço de venda')).toHaveValue('R$ 1.850.000');

    await expect(panel(page).getByText('Pronto para publicar')).toBeVisible();
    await panel(page).getByRole('button', { name: 'Publicar' }).click();

    await expect(page).toHaveURL(/\/properties\/\d+$/);
    const id = Number(/\/properties\/(\d+)$/.exec(page.url())![1]);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Apartamento 3 quartos no Leblon com varanda' }),
    ).toBeVisible();
    const saved = await api<ApiProperty>(page, `/properties/${id}`);
    expect(saved.external_id).toMatch(/^QD-\d{6}$/);
    await expect(page.getByText(saved.external_id)).toBeVisible();
    expect(saved.price_sale).toBe(1_850_000);
    expect(saved.address.street).toBe('Avenida Ataulfo de Paiva');
    expect(saved.condominium?.name ?? saved.nome_empreendimento).toBe('Edifício Mirante do Leblon');
  });

  test('publishing with “Exportar para o Canal Pro” runs the export of the saved property', async ({
    page,
  }) => {
    await openNew(page);
    await page.getByLabel('Título do anúncio').fill('Casa térrea com quintal em Niterói');
    await choose(page, 'Tipo de uso', 'Residencial');
    await choose(page, 'Tipo de imóvel', 'Casa');
    await page.getByRole('radio', { name: 'Venda', exact: true }).check();
    await page.getByRole('button', { name: 'Etapa 2: Localização' }).click();
    await page.getByLabel('Endereço').fill('Rua Moreira César');
    await page.getByLabel('Cidade').fill('Niterói');
    await page.getByRole('button', { name: 'Etapa 5: Valores' }).click();
    await page.getByLabel('Preço de venda').fill('950000');
    // The portal refuses a listing without photos: with the flag on, photos block publishing.
    await panel(page).getByRole('switch', { name: 'Exportar para o Canal Pro' }).check({ force: true });
    await expect(panel(page).getByRole('button', { name: 'Fotos', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Etapa 6: Fotos e vídeos' }).click();
    await page.getByLabel('Adicionar foto por URL').fill('https://fotos.imobi.com.br/casa.jpg');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await panel(page).getByRole('button', { name: 'Publicar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar para Canal Pro' });
    await expect(dialog.getByText('1 imóvel selecionado para exportar.')).toBeVisible();
    await expect(dialog.getByText('Casa térrea com quintal em Niterói')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/properties\/\d+$/);
  });

  test('names what blocks publishing for each business type, and keeps Publicar disabled', async ({
    page,
  }) => {
    await openNew(page);
    await choose(page, 'Tipo de imóvel', 'Cobertura');
    await page.getByRole('radio', { name: 'Venda e aluguel' }).check();
    const names = [
      'Título',
      'Tipo de uso',
      'Endereço',
      'Cidade',
      'Empreendimento',
      'Preço de venda',
      'Valor do aluguel',
    ];
    for (const name of names)
      await expect(panel(page).getByRole('button', { name, exact: true })).toBeVisible();
    await expect(panel(page).getByText('7 campos obrigatórios para publicar')).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Publicar' })).toBeDisabled();
    // A house needs no development; rent only needs no sale price.
    await choose(page, 'Tipo de imóvel', 'Casa');
    await page.getByRole('radio', { name: 'Aluguel', exact: true }).check();
    await expect(panel(page).getByRole('button', { name: 'Empreendimento', exact: true })).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: 'Preço de venda', exact: true })).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: 'Valor do aluguel', exact: true })).toBeVisible();
  });

  test('an unknown CEP says so and leaves what was typed alone', async ({ page }) => {
    await openNew(page);
    await page.getByRole('button', { name: 'Etapa 2: Localização' }).click();
    await page.getByLabel('Endereço').fill('Rua que eu digitei');
    await page.getByLabel('CEP').fill('99999-999');
    await expect(page.getByText('CEP não encontrado')).toBeVisible();
    await expect(page.getByLabel('Endereço')).toHaveValue('Rua que eu digitei');
    await page.getByLabel('CEP').fill('2244');
    await page.getByLabel('Número').focus();
    await expect(page.getByText('CEP deve ter 8 dígitos')).toBeVisible();
  });

  test('edits a price and the API has it', async ({ page }) => {
    await login(page, 'gestor');
    const property = await firstOwnProperty(page);
    await page.goto(`/properties/${property.id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Imóvel' })).toBeVisible();
    await expect(page.getByLabel('Título do anúncio')).toHaveValue(property.title);
    await page.getByRole('button', { name: 'Etapa 5: Valores' }).click();
    await page.getByLabel('Preço de venda').fill('777000');
    await panel(page).getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${property.id}$`));
    const saved = await api<ApiProperty>(page, `/properties/${property.id}`);
    expect(saved.price_sale).toBe(777_000);
    expect(saved.title).toBe(property.title);
    expect(saved.image_urls).toEqual(property.image_urls);
  });

  test('the draft survives a reload and is offered back', async ({ page }) => {
    await openNew(page);
    await page.getByLabel('Título do anúncio').fill('Casa térrea com quintal');
    await page.waitForTimeout(400); // the draft is written 300 ms after the last keystroke
    await page.reload();
    await expect(page.getByText('Há um rascunho não salvo deste imóvel')).toBeVisible();
    await expect(page.getByLabel('Título do anúncio')).toHaveValue('');
    await page.getByRole('button', { name: 'Continuar rascunho' }).click();
    await expect(page.getByLabel('Título do anúncio')).toHaveValue('Casa térrea com quintal');
    // Leaving with unsaved changes asks first.
    await page.getByRole('link', { name: 'Meus Imóveis' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/\/properties\/new/);
  });

  test('uploads two photos with the save', async ({ page }) => {
    await login(page, 'gestor');
    const property = await firstOwnProperty(page);
    await page.goto(`/properties/${property.id}/edit`);
    await page.getByRole('button', { name: 'Etapa 6: Fotos e vídeos' }).click();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'sala.png', mimeType: 'image/png', buffer: png },
      { name: 'quarto.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect(page.getByText('sala.png')).toBeVisible();
    await expect(page.getByText('quarto.png')).toBeVisible();
    await panel(page).getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${property.id}$`));
    const saved = await api<ApiProperty>(page, `/properties/${property.id}`);
    expect(saved.image_urls).toHaveLength(property.image_urls.length + 2);
  });

  test('Duplicar on the detail page opens the copy in the edit wizard', async ({ page }) => {
    await login(page, 'gestor');
    const property = await firstOwnProperty(page);
    await page.goto(`/properties/${property.id}`);
    await page.getByRole('button', { name: 'Duplicar' }).click();
    await expect(page).toHaveURL(/\/properties\/\d+\/edit$/);
    const copyId = Number(/\/properties\/(\d+)\/edit$/.exec(page.url())![1]);
    expect(copyId).not.toBe(property.id);
    await expect(page.getByLabel('Título do anúncio')).toHaveValue(`${property.title} (cópia)`);
    const copy = await api<ApiProperty>(page, `/properties/${copyId}`);
    expect(copy.external_id).toMatch(/^QD-\d{6}$/);
    expect(copy.external_id).not.toBe(property.external_id);
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`passes axe in the ${scheme} theme on every step, and has a drawer on a phone`, async ({ page }) => {
      await login(page, 'gestor');
      await setTheme(page, scheme);
      await page.goto('/properties/new');
      for (let step = 1; step <= 7; step += 1) {
        await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${step}\\. `) })).toBeVisible();
        expect(await seriousViolations(page), `step ${step}`).toEqual([]);
        if (step < 7) await next(page);
      }
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('button', { name: 'Resumo e publicação' }).click();
      const drawer = page.getByRole('dialog', { name: 'Resumo e publicação' });
      await expect(drawer.getByRole('button', { name: 'Publicar' })).toBeVisible();
      await drawer.getByRole('button', { name: 'Título', exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page.getByLabel('Título do anúncio')).toBeFocused();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
    });
  }
});
