import type { Locator, Page } from '@playwright/test';
import type { components } from '../../src/api/schema';
import { expect, login, seriousViolations, setTheme, test } from './fixtures';

type Kpis = components['schemas']['ContractKpis'];
type Property = components['schemas']['Property'];

/** A call to the API as the signed-in user, made in the page (the mock lives there). */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('access_token') ?? sessionStorage.getItem('access_token');
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

const cards = (page: Page) => page.getByTestId('property-card');
const selectionBar = (page: Page) => page.getByTestId('selection-bar');
/** Axe looks at the planner: the list behind it has its own check (properties-list.spec.ts). */
const PLANNER = '.mantine-Modal-content';
const planner = (page: Page) => page.getByRole('dialog', { name: 'Definir destaque' });

async function idOf(card: Locator): Promise<number> {
  const href = await card.getByRole('link', { name: /^Visualizar / }).getAttribute('href');
  return Number(/\/properties\/(\d+)\/view/.exec(href!)![1]);
}

/**
 * Selects, in list order, the first `count` own cards that are not 'Super destaque' yet (each of
 * them takes a slot), and returns their ids in that order.
 */
async function selectNotSuper(page: Page, count: number): Promise<number[]> {
  if (!page.url().endsWith('/properties')) await page.goto('/properties');
  // The whole mock runs in the page: give a busy machine time for the first list.
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  const ids: number[] = [];
  for (const card of await cards(page).all()) {
    if (ids.length === count) break;
    if ((await card.getAttribute('data-shared')) !== null) continue;
    if ((await card.getByTestId('highlight-badge').allTextContents()).includes('Super destaque')) continue;
    await card.getByRole('checkbox').check();
    ids.push(await idOf(card));
  }
  expect(ids).toHaveLength(count);
  return ids;
}

async function openPlanner(page: Page, item: string) {
  await selectionBar(page).getByRole('button', { name: 'Destaque' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('Planejador de destaques', () => {
  // Two themes, two full loads of the in-page mock and axe: give a busy machine time.
  test.describe.configure({ timeout: 240_000 });

  test('over quota: applies only to as many as fit, and the API confirms exactly those changed', async ({
    page,
  }) => {
    await login(page, 'gestor');
    // A small contract: two Super destaque slots left on top of what is in use now.
    const before = await api<Kpis>(page, 'GET', '/api/canalpro-contract/kpis');
    const used = before.highlights_used.SUPER_PREMIUM ?? 0;
    await api(page, 'POST', '/api/canalpro-contract/config', {
      plan_name: 'Plano Pequeno',
      monthly_fee: 0,
      listing_limit: 200,
      highlight_limits: { PREMIUM: 20, SUPER_PREMIUM: used + 2, PREMIERE_1: 1, PREMIERE_2: 1, TRIPLE: 1 },
      start_date: '2026-01-01',
    });

    // Axe, with the planner open over the list, in the light theme and then the dark one.
    await setTheme(page, 'light');
    await selectNotSuper(page, 4);
    await openPlanner(page, 'Super destaque');
    await expect(planner(page).getByTestId('highlight-excess')).toBeVisible();
    expect(await seriousViolations(page, { within: PLANNER })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(planner(page)).toHaveCount(0);
    await setTheme(page, 'dark');

    const ids = await selectNotSuper(page, 4);
    const types = async () =>
      Promise.all(
        ids.map(async (id) => (await api<Property>(page, 'GET', `/properties/${id}`)).publication_type),
      );
    const typesBefore = await types();
    await openPlanner(page, 'Super destaque');
    const dialog = planner(page);
    await expect(dialog.getByRole('radio', { name: 'Super destaque' })).toHaveAccessibleDescription(
      `${used} de ${used + 2} Super destaques · excederia o limite em 2`,
    );
    await expect(dialog.getByTestId('highlight-preview')).toContainText(
      `${used} de ${used + 2} Super destaques → ${used + 4} de ${used + 2}`,
    );
    const excess = dialog.getByTestId('highlight-excess');
    await expect(excess).toContainText('Excede o limite de Super destaque em 2');
    await expect(dialog.getByRole('button', { name: 'Aplicar Super destaque' })).toBeDisabled();
    expect(await seriousViolations(page, { within: PLANNER })).toEqual([]);

    await excess.getByRole('button', { name: 'Aplicar somente a 2 imóveis' }).click();
    await expect(page.getByText('Tipo de destaque atualizado em 2 imóveis')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The other two stay selected, for another level.
    await expect(selectionBar(page).getByTestId('selection-count')).toHaveText('2 imóveis selecionados');

    // Read back: the first two (list order) are Super destaque now; the other two did not change.
    const typesAfter = await types();
    expect(typesAfter).toEqual(['SUPER_PREMIUM', 'SUPER_PREMIUM', typesBefore[2], typesBefore[3]]);
    expect(typesAfter.filter((type, i) => type !== typesBefore[i])).toHaveLength(2);
  });

  test("without a contract: says so, and its link opens the contract's configuration", async ({ page }) => {
    await login(page, 'gestor');
    await api(page, 'DELETE', '/api/canalpro-contract/config');
    await selectNotSuper(page, 2);
    await openPlanner(page, 'Super destaque');
    const notice = planner(page).getByTestId('highlight-no-contract');
    await expect(notice).toContainText('Nenhum contrato configurado');
    await expect(planner(page).getByRole('button', { name: 'Aplicar Super destaque' })).toBeEnabled();
    await notice.getByRole('link', { name: 'Configurar contrato' }).click();
    await expect(page).toHaveURL(/\/settings\?open=contract$/);
    await expect(page.getByRole('button', { name: /Contrato do Canal Pro/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
