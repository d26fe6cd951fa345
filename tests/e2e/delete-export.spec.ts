import type { Locator, Page } from '@playwright/test';
import { type DemoUser, expect, login, mockParams, seriousViolationsInBothThemes, test } from './fixtures';

/** The open dialog: the list behind it has its own journey and axe checks. */
const DIALOG = '.mantine-Modal-content';

/** Seed titles of the gestor's tenant (2) that are unique in it. */
const T = {
  p41: 'Apartamento 3 quartos em Leblon',
  p42: 'Casa 4 quartos no bairro Asa Sul',
  p44: 'Casa de vila 2 quartos no bairro Barra',
  p46: 'Sítio 6 quartos 12865 m² no bairro Jurerê Internacional',
  p47: 'Flat 1 quarto em Vila Mariana',
} as const;

/**
 * The list searched for 'QD-4': the properties above on one page of ten cards (their external ids,
 * which the search matches, all begin so), where the whole portfolio on one page is sixty cards
 * and a page's axe check and theme switch cost about three times as much. A search or filter
 * changed later clears the selection. Signs `user` in on the way there when given.
 */
async function openList(page: Page, user?: DemoUser) {
  const list = '/properties?q=QD-4';
  if (user) await login(page, user, { to: list });
  else await page.goto(list);
  // A busy machine (several builds at once) can take a while to paint the first page.
  await expect(page.getByRole('checkbox', { name: 'Selecionar todos visíveis' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Ticks each property's card on the open page. */
async function select(page: Page, ...titles: string[]) {
  for (const title of titles) await page.getByRole('checkbox', { name: `Selecionar ${title}` }).check();
}

async function find(page: Page, title: string) {
  await page.getByRole('searchbox', { name: 'Buscar imóveis' }).fill(title);
  // The search sent and answered: until then the card may be the previous list's, dimmed and inert
  // (a click on its 'Excluir' did nothing, once in a clean-clone run).
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === title);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: `Selecionar ${title}` })).toBeVisible();
}

function selectionBar(page: Page): Locator {
  return page.getByRole('region', { name: 'Ações em massa' });
}

/** A bulk action: a button of the selection bar, or on a phone an item of its 'Ações' menu. */
async function bulkAction(page: Page, name: string) {
  const bar = selectionBar(page);
  const button = bar.getByRole('button', { name, exact: true });
  if (await button.isVisible()) return button.click();
  await bar.getByRole('button', { name: 'Ações' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

async function throughWizard(dialog: Locator, type: string, reason?: string) {
  await expect(dialog.getByText('Etapa 1 de 3')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await dialog.getByRole('radio', { name: type }).click();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Etapa 3 de 3')).toBeVisible();
  await expect(dialog.getByLabel(/Motivo da exclusão/)).toHaveValue('Vendido');
  if (reason) {
    await dialog.getByLabel(/Motivo da exclusão/).click();
    await dialog.page().getByRole('option', { name: reason }).click();
  }
  const confirm = dialog.getByRole('button', { name: 'Confirmar exclusão' });
  await expect(confirm).toBeDisabled();
  // Typed as a phone keyboard does after a suggested word: with a space. Exactly 'excluir' only.
  const word = dialog.getByLabel('Digite excluir para confirmar');
  await word.pressSequentially('Excluir ', { delay: 20 });
  await expect(word).toHaveValue('Excluir ');
  await expect(dialog.getByText('Apague os espaços: digite apenas excluir')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await word.press('Backspace');
  await expect(dialog.getByText('Apague os espaços: digite apenas excluir')).toBeHidden();
  await confirm.click();
}

/** Renames a property through the API as the signed-in user (a title too long for one line). */
async function rename(page: Page, id: number, title: string) {
  const status = await page.evaluate(
    async ({ id, title }) => {
      const token = sessionStorage.getItem('access_token') ?? localStorage.getItem('access_token');
      const answer = await fetch(`/properties/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title }),
      });
      return answer.status;
    },
    { id, title },
  );
  expect(status).toBe(200);
}

/** Whether anything inside the open dialog scrolls sideways or sticks out of it. */
async function sideways(page: Page) {
  return page.locator(DIALOG).evaluate((content) => {
    const box = content.getBoundingClientRect();
    const found: string[] = [];
    for (const el of [content, ...content.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(el);
      const scrolls = ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const r = el.getBoundingClientRect();
      const sticksOut = r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1);
      if (scrolls || sticksOut) found.push(`${el.tagName}.${el.className}`.slice(0, 80));
    }
    return found;
  });
}

test.describe('deletion wizard, export and export + activate', () => {
  // Several axe passes and a real export (6 s or more) per journey: room for a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('bulk soft delete archives the selection, and a restore brings it back', async ({ page }) => {
    await openList(page, 'gestor');
    await select(page, T.p41, T.p44);
    await selectionBar(page).getByRole('button', { name: 'Excluir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir 2 imóveis' });
    await expect(dialog.getByRole('listitem')).toHaveText([T.p41, T.p44]);
    await throughWizard(dialog, 'Arquivar', 'Locado');
    await expect(page.getByText('2 imóveis arquivados')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(selectionBar(page)).toBeHidden();
    // The list reloads 1.5 s later without the archived properties.
    await expect(page.getByRole('checkbox', { name: `Selecionar ${T.p44}` })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Buscar imóveis' }).fill(T.p41);
    await expect(page.getByRole('heading', { name: 'Nenhum imóvel encontrado' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Selecionar ${T.p41}` })).toHaveCount(0);

    // The 'Arquivados' view holds them, with 'Restaurar' for the selection.
    await page.getByRole('searchbox', { name: 'Buscar imóveis' }).fill('');
    // The search box applies its text after a pause; a change then would clear the selection.
    await expect(page).not.toHaveURL(/[?&]q=/);
    await page.getByRole('main').getByText('Arquivados', { exact: true }).click();
    await expect(page).toHaveURL(/view=arquivados/);
    await select(page, T.p41, T.p44);
    await expect(selectionBar(page).getByRole('button', { name: 'Excluir', exact: true })).toHaveCount(0);
    await selectionBar(page).getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByText('2 imóveis restaurados')).toBeVisible();
    await expect(page.getByText('Nenhum imóvel arquivado')).toBeVisible();
    await page.getByRole('main').getByText('Imóveis', { exact: true }).click();
    await find(page, T.p41);
    await find(page, T.p44);
  });

  test('single permanent delete from the card removes the property everywhere', async ({ page }) => {
    await openList(page, 'gestor');
    await find(page, T.p47);
    await page.getByRole('button', { name: `Excluir ${T.p47}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Excluir imóvel' });
    await expect(dialog.getByText(T.p47)).toBeVisible();
    // Enter on 'Continuar' keeps focus in the dialog (step 2's 'Continuar' starts disabled).
    await dialog.getByRole('button', { name: 'Continuar' }).press('Enter');
    await expect(dialog.getByText('Etapa 2 de 3')).toBeVisible();
    const focusInside = () => dialog.evaluate((node) => node.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);
    // Back moves one step; closing and reopening starts again.
    await dialog.getByRole('radio', { name: 'Excluir permanentemente' }).click();
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog.getByText('Etapa 1 de 3')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Excluir ${T.p47}` }).click();
    await throughWizard(dialog, 'Excluir permanentemente');
    await expect(page.getByText('Imóvel excluído permanentemente do sistema e do CanalPro')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: `Selecionar ${T.p47}` })).toHaveCount(0);
    await page.goto('/properties/47');
    await expect(page.getByText('Imóvel não encontrado')).toBeVisible();
  });

  test('export shows readiness, progresses to completion and refreshes the history', async ({ page }) => {
    await openList(page, 'gestor');
    await select(page, T.p41, T.p42, T.p44);
    await selectionBar(page).getByRole('button', { name: 'Exportar para Canal Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar para Canal Pro' });
    const readiness = dialog.getByRole('list', { name: 'Prontidão dos imóveis' });
    await expect(readiness.getByRole('listitem')).toHaveCount(3);
    // The portal refuses a listing without photos: readiness says so before the export.
    await expect(readiness.getByText('Falta: Fotos')).toBeVisible();
    await dialog.getByRole('button', { name: 'Iniciar exportação' }).click();
    await expect(dialog.getByRole('button', { name: /^Exportando\.\.\. \d+%$/ })).toBeVisible();
    await expect(dialog.getByText(/Tempo restante estimado/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Concluído com erros' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog.getByText('3 de 3')).toBeVisible();
    await expect(dialog.getByText(/Imóvel sem fotos/)).toBeVisible();
    await expect(page.getByText('Exportação concluída: 2 imóveis exportados, 1 com falha')).toBeVisible();
    const history = dialog.getByRole('list', { name: 'Últimas exportações' });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText('2 de 3');
    await expect(selectionBar(page)).toBeHidden();
    await dialog.getByRole('button', { name: 'Concluído com erros' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a real double click on Iniciar exportação keeps the progress on screen to the end', async ({
    page,
  }) => {
    await openList(page, 'gestor');
    await select(page, T.p41, T.p42, T.p44);
    await selectionBar(page).getByRole('button', { name: 'Exportar para Canal Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar para Canal Pro' });
    const start = dialog.getByRole('button', { name: 'Iniciar exportação' });
    await expect(start).toBeEnabled();
    await start.dblclick();
    // Then a click beside it and Escape, while it starts (an export lasts 10 s or more).
    await expect(
      dialog.getByRole('button', { name: /^(Iniciando\.\.\.|Exportando\.\.\. \d+%)$/ }),
    ).toBeVisible();
    await page.mouse.click(8, 8);
    await page.keyboard.press('Escape');
    const progress = dialog.getByRole('progressbar', { name: /^Progresso da exportação/ });
    await expect(progress).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Exportando\.\.\. \d+%$/ })).toBeVisible();
    // To the end, on screen: the result, the toast, the selection cleared.
    await expect(dialog.getByRole('button', { name: 'Concluído com erros' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(progress).toBeVisible();
    await expect(dialog.getByText('3 de 3')).toBeVisible();
    await expect(page.getByText('Exportação concluída: 2 imóveis exportados, 1 com falha')).toBeVisible();
    await expect(selectionBar(page)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  for (const width of [1280, 390]) {
    test(`a long title wraps in the export dialogs, whole and without a sideways scroll, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await login(page, 'gestor');
      const long =
        'Apartamento_de_luxo_com_vista_para_o_mar_e_tres_suites_no_coracao_do_Leblon_RioDeJaneiro ' +
        'cobertura duplex com piscina privativa, churrasqueira, quatro vagas e vista para a Lagoa';
      await rename(page, 41, long);
      await openList(page);
      await select(page, long, T.p42);
      await bulkAction(page, 'Exportar para Canal Pro');
      const dialog = page.getByRole('dialog', { name: 'Exportar para Canal Pro' });
      const row = dialog.getByRole('list', { name: 'Prontidão dos imóveis' }).getByRole('listitem').first();
      await expect(row.getByText(long)).toBeVisible();
      await expect(row).toContainText('Pronto');
      expect(await sideways(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Iniciar exportação' }).click();
      await expect(dialog.getByText(`Imóvel atual: ${long}`)).toBeVisible({ timeout: 20_000 });
      expect(await sideways(page)).toEqual([]);
      await expect(dialog.getByRole('button', { name: /^Concluído/ })).toBeVisible({ timeout: 30_000 });
      await dialog.getByRole('button', { name: /^Concluído/ }).click();

      await select(page, long, T.p42);
      await bulkAction(page, 'Exportar + Ativar');
      const activator = page.getByRole('dialog', { name: 'Exportar + Ativar para Canal Pro' });
      await expect(activator.getByText(long)).toBeVisible();
      expect(await sideways(page)).toEqual([]);
      await activator.getByRole('button', { name: 'Exportar e ativar' }).click();
      const results = activator.getByRole('list', { name: 'Resultado por imóvel' });
      await expect(results.getByText(long)).toBeVisible();
      expect(await sideways(page)).toEqual([]);
      await activator.getByRole('button', { name: /^Concluído/ }).click();

      await select(page, long, T.p42);
      await bulkAction(page, 'Excluir');
      const wizard = page.getByRole('dialog', { name: 'Excluir 2 imóveis' });
      await expect(wizard.getByRole('listitem').first()).toHaveText(long);
      expect(await sideways(page)).toEqual([]);
    });
  }

  test('export is blocked when the portal credentials are expired', async ({ page }) => {
    await page.goto(`/login?${mockParams({ 'mock-scenario': 'expired-portal-credentials' })}`);
    await page.getByLabel('Usuário').fill('gestor');
    await page.getByLabel('Senha', { exact: true }).fill('gestor123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('current-user')).toHaveText('gestor');
    await openList(page);
    await select(page, T.p41);
    await selectionBar(page).getByRole('button', { name: 'Exportar para Canal Pro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar para Canal Pro' });
    await expect(
      dialog.getByText('Credenciais expiradas. Configure novas credenciais primeiro.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Iniciar exportação' })).toBeDisabled();
    await dialog.getByRole('link', { name: 'Configurar credenciais' }).click();
    await expect(page).toHaveURL(/\/settings\?open=gandalf/);
  });

  test('export + activate lists each property result with the per-item errors', async ({ page }) => {
    await openList(page, 'gestor');
    await select(page, T.p41, T.p42, T.p46);
    await selectionBar(page).getByRole('button', { name: 'Exportar + Ativar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar + Ativar para Canal Pro' });
    await expect(
      dialog.getByRole('list', { name: 'Prontidão dos imóveis' }).getByRole('listitem'),
    ).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Exportar e ativar' }).click();
    await expect(page.getByText('2 imóveis exportados e 1 ativado; 1 com falha')).toBeVisible();
    const results = dialog.getByRole('list', { name: 'Resultado por imóvel' });
    const rows = results.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Ativado');
    await expect(rows.nth(1)).toContainText('Exportação falhou');
    await expect(rows.nth(1)).toContainText('Código: MISSING_IMAGES · Etapa: exportação');
    await expect(rows.nth(2)).toContainText('Ativação falhou');
    await expect(rows.nth(2)).toContainText('Código: LISTING_UNDER_REVIEW · Etapa: ativação');
    await expect(selectionBar(page)).toBeHidden();
  });

  test('the dialogs pass axe in both themes', async ({ page }) => {
    await openList(page, 'gestor');
    await select(page, T.p41, T.p42);

    await selectionBar(page).getByRole('button', { name: 'Excluir', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Excluir 2 imóveis' });
    await expect(wizard.getByText('Etapa 1 de 3')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, { within: DIALOG })).toEqual([]);
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await wizard.getByRole('radio', { name: 'Arquivar' }).click();
    expect(await seriousViolationsInBothThemes(page, { within: DIALOG })).toEqual([]);
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await expect(wizard.getByText('Digite exatamente excluir (sem aspas) para confirmar')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, { within: DIALOG })).toEqual([]);
    // With its message for a trailing space, too.
    await wizard.getByLabel('Digite excluir para confirmar').pressSequentially('excluir ');
    await expect(wizard.getByText('Apague os espaços: digite apenas excluir')).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, { within: DIALOG })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(wizard).toBeHidden();

    await selectionBar(page).getByRole('button', { name: 'Exportar para Canal Pro' }).click();
    const exporter = page.getByRole('dialog', { name: 'Exportar para Canal Pro' });
    await expect(exporter.getByText('Pronto', { exact: true })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, { within: DIALOG })).toEqual([]);
    await exporter.getByRole('button', { name: 'Iniciar exportação' }).click();
    await expect(exporter.getByRole('button', { name: /^Exportando/ })).toBeVisible();
    // A running export's dialog stays on Escape.
    await page.keyboard.press('Escape');
    await expect(exporter.getByRole('progressbar', { name: /^Progresso da exportação/ })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, { within: DIALOG })).toEqual([]);
    // 'Fechar' closes it on purpose (or 'Concluído', when a slow check outlasted the export).
    await exporter.getByRole('button', { name: /^(Fechar|Concluído|Concluído com erros)$/ }).click();
    await expect(exporter).toBeHidden();

    await select(page, T.p41, T.p42);
    await selectionBar(page).getByRole('button', { name: 'Exportar + Ativar' }).click();
    const activator = page.getByRole('dialog', { name: 'Exportar + Ativar para Canal Pro' });
    await activator.getByRole('button', { name: 'Exportar e ativar' }).click();
    await expect(activator.getByRole('list', { name: 'Resultado por imóvel' })).toBeVisible();
    expect(await seriousViolationsInBothThemes(page, { within: DIALOG })).toEqual([]);
  });

  test('on a phone the dialogs fit the screen and stay usable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openList(page, 'gestor');
    await select(page, T.p41, T.p42);
    // The phone's selection bar holds its actions in one 'Ações' menu.
    await bulkAction(page, 'Excluir');
    const wizard = page.getByRole('dialog', { name: 'Excluir 2 imóveis' });
    const fits = async (locator: Locator) => {
      const box = await locator.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    };
    await fits(wizard);
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await wizard.getByRole('radio', { name: 'Remover apenas do Canal Pro' }).click();
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await expect(wizard.getByRole('button', { name: 'Confirmar exclusão' })).toBeInViewport();
    await page.keyboard.press('Escape');

    await bulkAction(page, 'Exportar + Ativar');
    const activator = page.getByRole('dialog', { name: 'Exportar + Ativar para Canal Pro' });
    await fits(activator);
    await activator.getByRole('button', { name: 'Exportar e ativar' }).click();
    await expect(activator.getByRole('list', { name: 'Resultado por imóvel' })).toBeVisible();
    await fits(activator);
  });
});
