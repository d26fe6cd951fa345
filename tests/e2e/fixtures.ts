import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { username: 'admin', password: 'admin123' },
  gestor: { username: 'gestor', password: 'gestor123' },
  corretor: { username: 'corretor', password: 'corretor123' },
  autonomo: { username: 'autonomo', password: 'autonomo123' },
  suporte: { username: 'suporte', password: 'suporte123' },
} as const;
export type DemoUser = keyof typeof DEMO;

/** Query string for the embedded mock: no artificial latency, a fresh database. */
export function mockParams(extra: Record<string, string> = {}): string {
  return new URLSearchParams({ 'mock-latency': '0', 'mock-reset': '', ...extra }).toString();
}

export async function login(page: Page, user: DemoUser, options: { remember?: boolean; path?: string } = {}) {
  await page.goto(`${options.path ?? '/login'}?${mockParams()}`);
  await page.getByLabel('Usuário').fill(DEMO[user].username);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO[user].password);
  if (options.remember) await page.getByLabel('Lembrar-me').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('current-user')).toHaveText(DEMO[user].username);
}

/**
 * Serious and critical axe violations on the page as it is now — the one axe check of the
 * journeys. `within` limits it to a part of the page (e.g. '.mantine-Modal-content' for an open
 * dialog whose page behind has its own journey).
 *
 * Legacy mode runs axe once in the page. The default mode also opens a blank page for every
 * check to merge per-frame results, which doubled each check's time on CI's two cores. The app has
 * no cross-origin frames, and those are all that legacy mode leaves out.
 */
export async function seriousViolations(page: Page, { within }: { within?: string } = {}) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')})`,
    );
}

export async function setTheme(page: Page, scheme: 'light' | 'dark') {
  await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
  await page.reload();
}

export const test = base;
export { expect };
