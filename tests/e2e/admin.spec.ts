import type { Page } from '@playwright/test';
import type { components } from '../../src/api/schema';
import { type DemoUser, expect, login, seriousViolationsInBothThemes, test } from './fixtures';

type Overview = components['schemas']['DashboardOverview'];
type TenantRow = components['schemas']['TenantRow'];
type Activity = components['schemas']['Activity'];

const DAY = 24 * 3_600_000;

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** What the API answers the signed-in user, read in the page with the stored token (the mock lives there). */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('access_token') ?? sessionStorage.getItem('access_token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

async function openAdmin(page: Page, user: DemoUser) {
  await login(page, user, { to: '/admin' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard Executivo' })).toBeVisible();
  // The three calls compute over the whole mock database: give a busy machine time.
  await expect(page.getByTestId('client-row').first()).toBeVisible({ timeout: 30_000 });
  // The lazily loaded donut is drawn as it scrolls into view.
  const distribution = page.getByRole('region', { name: 'Distribuição PF/PJ' });
  await distribution.scrollIntoViewIfNeeded();
  await expect(distribution.locator('svg.recharts-surface')).toBeVisible();
}

test.describe('Dashboard Executivo', () => {
  // Axe on full pages is slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('the master administrator sees the KPIs and the clients the API answers', async ({ page }) => {
    await openAdmin(page, 'admin');
    const overview = await apiData<Overview>(page, '/api/admin/dashboard/overview');
    const kpis: [string, string, string][] = [
      [
        'Total de Clientes',
        integer.format(overview.tenants.total),
        `+${integer.format(overview.tenants.new_30d)} nos últimos 30 dias`,
      ],
      [
        'Usuários Ativos',
        integer.format(overview.users.active),
        `Média de ${decimal.format(overview.users.avg_per_tenant)} por cliente`,
      ],
      [
        'Imóveis',
        integer.format(overview.properties.total),
        `Média de ${decimal.format(overview.properties.avg_per_tenant)} por cliente`,
      ],
      ['Taxa de Crescimento', percent.format(overview.tenants.growth_rate / 100), 'vs. mês anterior'],
    ];
    for (const [name, value, subtitle] of kpis) {
      const card = page.getByRole('region', { name, exact: true });
      await expect(card.getByText(value, { exact: true })).toBeVisible();
      await expect(card).toContainText(subtitle);
    }

    const rows = await apiData<TenantRow[]>(page, '/api/admin/dashboard/tenants');
    const shown = page.getByTestId('client-row');
    await expect(shown).toHaveCount(rows.length);
    const field = (name: string) =>
      page.getByTestId('client-row').locator(`[data-field="${name}"]`).allTextContents();
    expect(await field('name')).toEqual(rows.map((r) => r.name));
    expect(await field('creci')).toEqual(rows.map((r) => r.creci ?? 'N/A'));
    expect(await field('users')).toEqual(rows.map((r) => integer.format(r.users_count)));
    expect(await field('properties')).toEqual(rows.map((r) => integer.format(r.properties_count)));
    const scores = await shown
      .getByRole('progressbar')
      .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-valuenow'))));
    expect(scores).toEqual(rows.map((r) => r.health_score));

    const activities = page.getByRole('region', { name: 'Atividades Recentes' }).getByRole('listitem');
    await expect(activities.first().locator('time')).toHaveText(
      /^(agora|há \d+ \w+|ontem|anteontem|.* atrás)/,
    );

    // 'Atualizar' reloads the three calls.
    const reloads = ['overview', 'tenants', 'activity'].map((p) =>
      page.waitForResponse((r) => r.url().endsWith(`/api/admin/dashboard/${p}`) && r.ok()),
    );
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await Promise.all(reloads);
    await expect(page.getByRole('button', { name: 'Atualizar' })).toBeEnabled();
  });

  test('the KPIs agree with the feed: who joined and who signed in within 30 days', async ({ page }) => {
    await openAdmin(page, 'admin');
    const overview = await apiData<Overview>(page, '/api/admin/dashboard/overview');
    const feed = await apiData<Activity[]>(page, '/api/admin/dashboard/activity');
    const recent = feed.filter((a) => Date.parse(a.timestamp) >= Date.now() - 30 * DAY);
    const joined = recent.filter((a) => a.type === 'new_tenant');
    const signedIn = new Set(recent.filter((a) => a.type === 'user_login').map((a) => a.description));

    // The seed: one client joined 18 days ago; four of the clients' users signed in within a day.
    expect(joined.map((a) => a.description)).toEqual(['Novo tenant Casa Mineira Imóveis']);
    const clients = page.getByRole('region', { name: 'Total de Clientes', exact: true });
    await expect(clients).toContainText(`+${joined.length} nos últimos 30 dias`);
    const active = page.getByRole('region', { name: 'Usuários Ativos', exact: true });
    await expect(active.getByText(integer.format(signedIn.size), { exact: true })).toBeVisible();
    expect(overview.users.active).toBe(4);
    const growth = page.getByRole('region', { name: 'Taxa de Crescimento', exact: true });
    await expect(
      growth.getByText(percent.format(overview.tenants.growth_rate / 100), { exact: true }),
    ).toBeVisible();
    expect(overview.tenants.growth_rate).toBeGreaterThan(0);
    // What each number counts is written under the cards.
    await expect(
      page.getByText(/Usuários ativos: os dos clientes que entraram nos últimos 30 dias/),
    ).toBeVisible();

    // The feed on screen is that feed: the clients' sign-ins, not the platform's own (admin's).
    const shown = page.getByRole('region', { name: 'Atividades Recentes' }).getByRole('listitem');
    await expect(shown).toHaveCount(feed.length);
    await expect(shown.filter({ hasText: 'Login de admin' })).toHaveCount(0);
    for (const login of signedIn) await expect(shown.filter({ hasText: login })).toHaveCount(1);
  });

  for (const scenario of ['server-error', 'offline'] as const) {
    test(`says so when the server ${scenario === 'offline' ? 'cannot be reached' : 'fails'}, on a phone`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await login(page, 'admin');
      // A scenario keeps the session (no 'mock-reset', which signs out).
      await page.goto(`/admin?mock-latency=0&mock-scenario=${scenario}`);
      const alert = page.getByRole('alert', { name: 'Erro ao carregar dados do dashboard' });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Tentar Novamente' })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }

  test('suporte, of the master tenant too, sees the dashboard', async ({ page }) => {
    await openAdmin(page, 'suporte');
    await expect(page.getByRole('alert', { name: 'Erro ao carregar dados do dashboard' })).toHaveCount(0);
  });

  test('another tenant’s administrator is sent to the dashboard', async ({ page }) => {
    await login(page, 'gestor');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('passes axe in both themes, and fits a phone', async ({ page }) => {
    await openAdmin(page, 'admin');
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    // The layout settles into the phone's shell after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });
});
