import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, login, mockParams, seriousViolations, setTheme, test } from './fixtures';

// The deterministic seed: 41 (gestor's agency) is active, so published; 42 is only imported.
const PUBLISHED_ID = 41;
const UNPUBLISHED_ID = 42;
const WA = 'https://wa.me/?text=';

/** The value beside a label in a card's description list. */
function field(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
}

async function whatsappText(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: 'Compartilhar no WhatsApp' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(WA)).toBe(true);
  return decodeURIComponent(href.slice(WA.length));
}

/** Types `suffix` at the end of the title in the wizard and saves; back on the detail page. */
async function saveTitleWithSuffix(page: Page, suffix: string): Promise<string> {
  await page.goto(`/properties/${PUBLISHED_ID}/edit`);
  const field = page.getByLabel('Título do anúncio');
  await expect(field).not.toHaveValue('');
  await field.press('End');
  await field.pressSequentially(suffix);
  const title = await field.inputValue();
  await page
    .getByRole('complementary', { name: 'Resumo e publicação' })
    .getByRole('button', { name: 'Salvar alterações' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/properties/${PUBLISHED_ID}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return title;
}

/** PATCH /properties/{id} as the signed-in user: a property as the test needs it. */
async function patchProperty(page: Page, id: number, body: Record<string, unknown>) {
  const status = await page.evaluate(
    async ([path, json]) => {
      const token = sessionStorage.getItem('access_token') ?? localStorage.getItem('access_token');
      const response = await fetch(path, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(json),
      });
      return response.status;
    },
    [`/properties/${id}`, body] as const,
  );
  expect(status).toBe(200);
}

/**
 * Stops the embedded mock's service worker, as a browser does with an idle one: restarted for the
 * next request, it has forgotten which tabs it mocks.
 */
async function stopServiceWorkers(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  // Stopping the workers may end the session with them.
  await cdp.detach().catch(() => undefined);
}

test.describe('Share a listing', () => {
  // Axe on full pages is slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the WhatsApp text carries the listing, and its address opens without signing in', async ({
    page,
    browser,
    baseURL,
  }) => {
    await login(page, 'gestor', { to: `/properties/${PUBLISHED_ID}` });
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(title).not.toBe('');
    const price = (await field(page.getByRole('region', { name: 'Valores' }), 'Venda').textContent()) ?? '';
    const address = page.getByRole('region', { name: 'Endereço' });
    const neighbourhood = (await field(address, 'Bairro').textContent()) ?? '';
    const city = ((await field(address, 'Cidade/UF').textContent()) ?? '').split('/')[0]!;
    const code =
      (
        await page
          .getByText(/^Código:/)
          .filter({ visible: true })
          .textContent()
      )
        ?.replace('Código:', '')
        .trim() ?? '';

    const text = await whatsappText(page);
    for (const part of [title, price, neighbourhood, city, code]) {
      expect(part).not.toBe('');
      expect(text).toContain(part);
    }
    const publicUrl = `${baseURL}/imovel/${PUBLISHED_ID}`;
    expect(text).toContain(publicUrl);

    // 'Ver página pública' opens it in a new tab, as the agent's clients see it.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Ver página pública' }).click(),
    ]);
    await expect(tab).toHaveURL(publicUrl);
    await expect(tab.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await tab.close();

    // Someone else opens it: a fresh browser context, nobody signed in.
    const visitor = await browser.newContext({ baseURL, locale: 'pt-BR' });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${publicUrl}?${mockParams()}`);
    // A cold start: the new context installs the mock's worker and seeds its database first.
    await expect(anonymous.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
    await expect(anonymous).toHaveURL(new RegExp(`/imovel/${PUBLISHED_ID}`));
    await expect(anonymous.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
    await expect(anonymous.getByTestId('current-user')).toHaveCount(0);
    await expect(field(anonymous.getByRole('region', { name: 'Valores' }), 'Venda')).toHaveText(price);
    await visitor.close();
  });

  // Issue 22.17: right after a save, the public page in a second tab of the same browser failed
  // 2 times in 5 with 'Erro de configuração da requisição'. The mock's service worker keeps the
  // tabs it mocks in memory; stopped and restarted (as browsers do with idle workers, at any
  // moment), it let a tab's calls through to the static host, whose index.html is no JSON.
  for (const [attempt, stopAfterMs] of [0, 250, 500, 750, 1000].entries()) {
    test(`right after a save, the public page opens in a second tab (attempt ${attempt + 1}, worker stopped after ${stopAfterMs} ms)`, async ({
      page,
      context,
    }) => {
      await login(page, 'gestor');
      const title = await saveTitleWithSuffix(page, ` ${attempt + 1}`);

      // A second tab of the same browser, opened as a person does: the address, no knobs.
      const visitor = await context.newPage();
      const errors: string[] = [];
      visitor.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await visitor.goto(`/imovel/${PUBLISHED_ID}`, { waitUntil: 'commit' });
      await visitor.waitForTimeout(stopAfterMs);
      await stopServiceWorkers(context, page);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
      await expect(visitor.getByText('Erro de configuração da requisição')).toHaveCount(0);
      await expect(
        field(visitor.getByRole('region', { name: 'Características' }), 'Quartos'),
      ).not.toBeEmpty();

      // The first tab, whose worker restarted behind it, goes on working too.
      await page.getByRole('link', { name: 'Meus Imóveis' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Meus Imóveis' })).toBeVisible();
      await expect(page.getByText(title).first()).toBeVisible();
      await expect(page.getByText('Erro de configuração da requisição')).toHaveCount(0);
      expect(errors.filter((text) => text.includes('[api]'))).toEqual([]);
    });
  }

  test('an unpublished property shares no public address, and its public page is not found', async ({
    page,
  }) => {
    await login(page, 'gestor', { to: `/properties/${UNPUBLISHED_ID}` });
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    expect(await whatsappText(page)).not.toContain('/imovel/');
    await expect(page.getByRole('link', { name: 'Ver página pública' })).toHaveCount(0);

    await page.goto(`/imovel/${UNPUBLISHED_ID}`);
    await expect(page.getByRole('heading', { name: 'Imóvel não encontrado' })).toBeVisible();
    await page.goto(`/imovel/999999`);
    await expect(page.getByRole('heading', { name: 'Imóvel não encontrado' })).toBeVisible();
  });

  test('the public page passes axe in both themes, on a phone too', async ({ page }) => {
    await page.goto(`/imovel/${PUBLISHED_ID}?${mockParams()}`);
    const facts = page.getByRole('region', { name: 'Características' });
    await expect(facts).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await setTheme(page, 'light');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(facts).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await page.goto(`/imovel/${UNPUBLISHED_ID}`);
    await expect(page.getByRole('heading', { name: 'Imóvel não encontrado' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('printed, the detail page is a one-page sheet without the shell or buttons', async ({ page }) => {
    await login(page, 'gestor', { to: `/properties/${PUBLISHED_ID}` });
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).not.toBeEmpty();
    const heading = (await title.textContent()) ?? '';
    const sheet = page.getByTestId('property-sheet');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir ficha' })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText(heading);
    await expect(sheet).toContainText('Imobiliária Carioca');
    for (const part of ['Características', 'Valores', 'Descrição']) await expect(sheet).toContainText(part);
    await expect(sheet.locator('img').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação' })).toBeHidden();
    await expect(page.getByTestId('current-user')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sair' })).toBeHidden();
    for (const name of ['Imprimir ficha', 'Duplicar', 'Excluir']) {
      await expect(page.getByRole('button', { name })).toBeHidden();
    }
    for (const name of ['Compartilhar no WhatsApp', 'Ver página pública']) {
      await expect(page.getByRole('link', { name })).toBeHidden();
    }
    await expect(page.getByRole('region', { name: 'Fotos e Vídeos' })).toBeHidden();
    // The cover has loaded, and the sheet fits on one A4 page.
    await expect
      .poll(() =>
        sheet
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);

    await page.emulateMedia({ media: 'screen' });
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir ficha' })).toBeVisible();
  });

  // Issue 22.15: the description stopped after 16 lines mid-word with room left, a long one moved
  // whole to page 2, only the cover printed, and a cover that failed printed as a broken image.
  test('printed, any property is one A4 page: the description fills it and ends between words, more photos, "Foto indisponível"', async ({
    page,
  }) => {
    await login(page, 'gestor');
    const paragraph =
      'Apartamento amplo e arejado, com sala para dois ambientes, varanda gourmet integrada e vista livre para o parque. A cozinha planejada tem armários até o teto, bancada em quartzo e área de serviço separada. ';
    const long = Array.from({ length: 5 }, (_, i) => paragraph.repeat(i % 2 === 0 ? 4 : 2)).join('\n\n');
    expect(long.length).toBeGreaterThan(3000);
    await patchProperty(page, 43, { description: long });
    await patchProperty(page, 44, { image_urls: [] });
    await patchProperty(page, 45, {
      image_urls: [
        '/mock-images/sumiu.jpg',
        '/mock-images/house-2.svg',
        '/mock-images/nao-existe.png',
        '/mock-images/house-3.svg',
      ],
    });

    for (const [id, kind] of [
      [43, 'long'],
      [44, 'no photo'],
      [45, 'broken photos'],
      [PUBLISHED_ID, 'short'],
    ] as const) {
      await page.goto(`/properties/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const sheet = page.getByTestId('property-sheet');
      const description = sheet.getByTestId('sheet-description');
      await page.emulateMedia({ media: 'print' });
      await expect(description).not.toBeEmpty();
      // Every photo has loaded or given way to 'Foto indisponível'.
      await expect
        .poll(() =>
          sheet
            .locator('img')
            .evaluateAll((imgs: HTMLImageElement[]) =>
              imgs.every((img) => img.complete && img.naturalWidth > 0),
            ),
        )
        .toBe(true);
      const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b/g), kind).toHaveLength(1);
      // Nothing of what is shown is clipped: the text is all inside its box.
      const box = await description.evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        return {
          content: range.getBoundingClientRect().height,
          room: p.clientHeight,
          scroll: p.scrollHeight,
          width: p.scrollWidth - p.clientWidth,
        };
      });
      expect(box.scroll, kind).toBeLessThanOrEqual(box.room + 1);
      expect(box.width, kind).toBeLessThanOrEqual(1);
      const shown = (await description.textContent()) ?? '';
      if (kind === 'long') {
        // Cut between words, with the room used (no page left 40% blank), and a pointer to the rest.
        expect(shown.endsWith(' …')).toBe(true);
        const kept = shown.slice(0, -2);
        expect(long.startsWith(kept)).toBe(true);
        expect(long.slice(kept.length)).toMatch(/^\s/);
        expect(box.content / box.room).toBeGreaterThan(0.85);
        await expect(sheet.locator('footer')).toContainText('Descrição resumida');
      } else {
        expect(shown.endsWith(' …'), kind).toBe(false);
      }
      if (kind === 'no photo') await expect(sheet.locator('img')).toHaveCount(0);
      if (kind === 'broken photos') {
        await expect(sheet.getByText('Foto indisponível')).toHaveCount(2);
        await expect(sheet.locator('img')).toHaveCount(2);
      }
      if (kind === 'short') await expect(sheet.locator('img')).toHaveCount(4);
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
