import type { Locator } from '@playwright/test';
import {
  DEMO,
  expect,
  login,
  mockParams,
  seriousViolations,
  seriousViolationsInBothThemes,
  setTheme,
  test,
} from './fixtures';

/** The value beside a label in a card's description list. */
function field(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

// The deterministic seed: 41 is the first property of gestor's agency (tenant 2); 101 belongs to
// autonomo's tenant (3) and is not shared.
const OWN_ID = 41;
const FOREIGN_ID = 101;

const CARDS = ['Sobre o imóvel', 'Empreendimento', 'Endereço', 'Valores', 'Fotos e Vídeos'];

test.describe('Property detail', () => {
  // Axe on full pages is slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('opened from a URL: header, five cards, both routes; axe clean in both themes', async ({ page }) => {
    await login(page, 'gestor', { to: `/properties/${OWN_ID}` });
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).not.toBeEmpty();
    await expect(page.getByTestId('status-badge')).toBeVisible();
    await expect(page.getByText('ID externo:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar ID externo' })).toBeVisible();
    for (const name of CARDS) await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Valores' })).toContainText('R$');
    await expect(page.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/properties/${OWN_ID}/edit`,
    );
    const heading = await title.textContent();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/properties/${OWN_ID}/view`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await setTheme(page, 'light');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(page.getByRole('region', { name: 'Fotos e Vídeos' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // A photo opens larger, the arrow keys go through the others, and Escape closes it.
    await page.getByRole('button', { name: /^Ampliar foto 1 de/ }).click();
    await expect(page.getByRole('dialog', { name: /^Foto 1 de/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: /^Foto 2 de/ })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: /^Foto (\d+) de \1$/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('single delete through the wizard: toast, back on the list, and the property is gone', async ({
    page,
  }) => {
    await login(page, 'gestor', { to: `/properties/${OWN_ID}` });
    await page.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir imóvel' });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The same 3-step wizard as the list.
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByRole('radio', { name: 'Excluir permanentemente' }).click();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByLabel('Digite excluir para confirmar').fill('excluir');
    await dialog.getByRole('button', { name: 'Confirmar exclusão' }).click();
    await expect(page.getByText('Imóvel excluído com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/properties$/);
    await page.goto(`/properties/${OWN_ID}`);
    await expect(page.getByRole('heading', { name: 'Imóvel não encontrado' })).toBeVisible();
  });

  test('archived from its page, on a phone: it says so, offers only Restaurar, the edit page waits for a restore', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'gestor', { to: `/properties/${OWN_ID}` });
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await page.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir imóvel' });
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByRole('radio', { name: 'Arquivar' }).click();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await dialog.getByLabel('Digite excluir para confirmar').pressSequentially('excluir');
    await dialog.getByRole('button', { name: 'Confirmar exclusão' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/properties/${OWN_ID}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('archived-badge')).toHaveText('Arquivado');
    await expect(page.getByRole('status').filter({ hasText: 'Imóvel arquivado' })).toContainText(
      'o anúncio no Canal Pro está inativo',
    );
    await expect(page.getByRole('button', { name: 'Restaurar' })).toBeVisible();
    for (const name of ['Editar', 'Excluir', 'Duplicar'])
      await expect(page.getByRole('link', { name }).or(page.getByRole('button', { name }))).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    // The edit address does not open the wizard on an archived property: it offers the restore.
    await page.goto(`/properties/${OWN_ID}/edit`);
    const notice = page.getByTestId('archived-edit-notice');
    await expect(notice.getByRole('heading', { name: 'Imóvel arquivado' })).toBeVisible();
    await expect(notice).toContainText(`“${title}” está arquivado`);
    expect(await seriousViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByText('1 imóvel restaurado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Editar Imóvel' })).toBeVisible();
    await expect(page.getByLabel('Título do anúncio')).toHaveValue(title);

    await page.goto(`/properties/${OWN_ID}`);
    await expect(page.getByTestId('archived-badge')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
  });

  test("another tenant's property is not found, with the way back to the list", async ({ page }) => {
    await login(page, 'gestor', { to: `/properties/${FOREIGN_ID}` });
    await expect(page.getByRole('heading', { name: 'Imóvel não encontrado' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await setTheme(page, 'light');
    await expect(page.getByRole('heading', { name: 'Imóvel não encontrado' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Voltar para Imóveis' }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('the same id is the owner’s property for autonomo', async ({ page }) => {
    await login(page, 'autonomo', { to: `/properties/${FOREIGN_ID}` });
    await expect(page.getByRole('button', { name: 'Excluir' })).toBeVisible();
  });

  test('a server failure says "Erro ao carregar dados do imóvel" with a retry', async ({ page }) => {
    // The server-error scenario breaks every API call but authentication (signed in under it: one
    // page load).
    await page.goto(`/login?${mockParams({ 'mock-scenario': 'server-error' })}`);
    await page.getByLabel('Usuário').fill(DEMO.gestor.username);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO.gestor.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/properties/${OWN_ID}`);
    await expect(page.getByRole('alert', { name: 'Erro ao carregar dados do imóvel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await login(page, 'gestor', { to: `/properties/${OWN_ID}` });
    for (const name of CARDS) await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Excluir' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Issue 22.14, 22.5, 22.16: what the wizard saves reads in Portuguese wherever it is shown.
  test('amenities picked in the wizard, the delivery month and the coordinates read in pt-BR everywhere', async ({
    page,
  }) => {
    await login(page, 'gestor', { to: `/properties/${OWN_ID}/edit` });
    await expect(page.getByLabel('Título do anúncio')).not.toHaveValue('');

    await page.getByRole('button', { name: 'Etapa 3: Características' }).click();
    const own = page.getByRole('group', { name: 'Características do imóvel' });
    for (const name of ['Piscina', 'Churrasqueira', 'Jardim', 'Segurança 24h', 'Academia', 'Elevador']) {
      const chip = own.getByRole('checkbox', { name, exact: true });
      // The chip's box is its label; the checkbox itself is visually hidden.
      if (!(await chip.isChecked()))
        await own
          .locator('label')
          .filter({ hasText: new RegExp(`^${name}$`) })
          .click();
      await expect(chip).toBeChecked();
    }
    // A month in the picker: March 2027.
    await page.getByRole('button', { name: 'Etapa 4: Empreendimento' }).click();
    await page.getByRole('button', { name: 'Entrega' }).click();
    const picker = page.getByRole('dialog');
    for (let i = 0; i < 5 && !(await picker.getByRole('button', { name: '2027' }).isVisible()); i++) {
      await picker.locator('button[data-direction="next"]').click();
    }
    await picker.getByRole('button', { name: 'mar', exact: true }).click();
    // Coordinates typed the Brazilian way.
    await page.getByRole('button', { name: 'Etapa 2: Localização' }).click();
    const latitude = page.getByLabel('Latitude', { exact: true });
    await latitude.fill('');
    await latitude.pressSequentially('-23,561414');
    const longitude = page.getByLabel('Longitude', { exact: true });
    await longitude.fill('');
    await longitude.pressSequentially('-46.655881');
    await page
      .getByRole('complementary', { name: 'Resumo e publicação' })
      .getByRole('button', { name: 'Salvar alterações' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/properties/${OWN_ID}$`));

    const pt = ['Piscina', 'Churrasqueira', 'Jardim', 'Segurança 24h', 'Academia', 'Elevador'];
    const english = /\b(Pool|Barbecue|Garden|Security|Gym|Elevator)\b|_/;
    const about = page.getByRole('region', { name: 'Sobre o imóvel' });
    const features = about.getByRole('list', { name: 'Características' });
    for (const name of pt)
      await expect(features.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
    await expect(features).not.toContainText(english);
    const development = page.getByRole('region', { name: 'Empreendimento' });
    await expect(field(development, 'Entrega')).toHaveText('março de 2027');
    await expect(field(page.getByRole('region', { name: 'Endereço' }), 'Coordenadas')).toHaveText(
      '-23.561414, -46.655881',
    );

    // The WhatsApp text and the printed sheet.
    const href =
      (await page.getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href')) ?? '';
    const message = decodeURIComponent(href.split('?text=')[1] ?? '');
    for (const name of pt) expect(message).toContain(name);
    expect(message).not.toMatch(english);
    await page.emulateMedia({ media: 'print' });
    const sheet = page.getByTestId('property-sheet');
    for (const name of pt) await expect(sheet).toContainText(name);
    await expect(sheet).not.toContainText(english);
    await page.emulateMedia({ media: 'screen' });

    // The public page.
    await page.goto(`/imovel/${OWN_ID}`);
    const amenities = page.getByRole('region', { name: 'Comodidades' });
    const listed = amenities.getByRole('list', { name: 'Do imóvel' });
    for (const name of pt)
      await expect(listed.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
    await expect(amenities).not.toContainText(english);
  });

  test('on a 390 px phone in both themes, the detail and the public page fit and pass axe', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, 'gestor', { to: `/properties/${OWN_ID}` });
    for (const name of CARDS) await expect(page.getByRole('region', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    await page.goto(`/imovel/${OWN_ID}`);
    const advertiser = page.getByRole('region', { name: 'Anunciante' });
    await expect(advertiser.getByRole('link', { name: /^Ligar / })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Comodidades' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });
});
