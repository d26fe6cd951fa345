import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import type axe from 'axe-core';
import { COLOUR_RULES, transitionsSettled } from '../a11y';
import { JOURNEY_PACE } from './ports';

export const DEMO = {
  admin: { username: 'admin', password: 'admin123' },
  gestor: { username: 'gestor', password: 'gestor123' },
  corretor: { username: 'corretor', password: 'corretor123' },
  autonomo: { username: 'autonomo', password: 'autonomo123' },
  suporte: { username: 'suporte', password: 'suporte123' },
} as const;
export type DemoUser = keyof typeof DEMO;

/** Query string for the embedded mock: no artificial latency, a fresh database, the journeys' pace. */
export function mockParams(extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    'mock-latency': '0',
    'mock-reset': '',
    'mock-pace': JOURNEY_PACE,
    ...extra,
  }).toString();
}

/** Turns a knob of the page's embedded mock without a reload (mocks/browser.ts, `__mock`). */
export async function configureMock(page: Page, patch: { latency?: number; scenario?: string }) {
  await page.evaluate(
    (p) => (globalThis as unknown as { __mock: { configure: (p: object) => void } }).__mock.configure(p),
    patch,
  );
}

/**
 * Signs in through the login screen. `to` is where the app goes next, as the login screen's
 * `redirect` does after a deep link: the journey starts there without a second page load (each
 * load pays the app's and the mock's start again, about a second of CPU on CI's two cores).
 */
export async function login(page: Page, user: DemoUser, options: { remember?: boolean; to?: string } = {}) {
  await page.goto(`/login?${options.to ? `redirect=${encodeURIComponent(options.to)}&` : ''}${mockParams()}`);
  await page.getByLabel('Usuário').fill(DEMO[user].username);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO[user].password);
  if (options.remember) await page.getByLabel('Lembrar-me').check();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('current-user')).toHaveText(DEMO[user].username);
  if (options.to) await expect(page).toHaveURL((url) => url.pathname === options.to!.split('?')[0]);
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe violations on the page as it is now — the one axe check of the
 * journeys. `within` limits it to a part of the page (e.g. '.mantine-Modal-content' for an open
 * dialog whose page behind has its own journey).
 *
 * axe-core itself, loaded once per document: @axe-core/playwright sent its 550 kB source into the
 * page twice at every check (once for its run, once more for its frames), 0.4–0.5 s of a check's
 * 0.7–0.8 s on CI's two cores, and the app has no frames to pass.
 */
export async function seriousViolations(
  page: Page,
  { within, rules }: { within?: string; rules?: string[] } = {},
) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: axe.RunOptions = {
    // Only violations are read: axe then skips the details of every passing node.
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  };
  // A transition that starts while axe reads (a toast whose time ran out fades away: 3.24:1 for
  // its text mid-fade) makes that reading a mix of two screens: it is read again once it has ended.
  let results: axe.AxeResults;
  for (let reading = 1; ; reading += 1) {
    await page.evaluate(transitionsSettled);
    const read = await page.evaluate(
      async ({ context, options }) => {
        let moved = false;
        const onTransition = () => (moved = true);
        document.addEventListener('transitionrun', onTransition, true);
        try {
          const found = await (window as unknown as { axe: typeof axe }).axe.run(
            context ?? document,
            options,
          );
          return { found, moved };
        } finally {
          document.removeEventListener('transitionrun', onTransition, true);
        }
      },
      { context: within, options },
    );
    results = read.found;
    if (!read.moved || reading === 3) break;
  }
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')})`,
    );
}

type Scheme = 'light' | 'dark';

/**
 * Switches the theme in place, as another tab does: Mantine's colour-scheme manager follows the
 * storage event of its key. No reload, so a dialog or a step stays as it is.
 */
async function switchTheme(page: Page, scheme: Scheme) {
  await page.evaluate((s) => {
    localStorage.setItem('theme', s);
    dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: s, storageArea: localStorage }));
  }, scheme);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/**
 * seriousViolations in the page's theme, then in the other one switched on in place, then back:
 * one walk through a flow checks both themes (a walk per theme repeated every step for the one
 * difference, the colours). In the other theme only the rules that read colours run again: the
 * DOM is the same but for the theme switch's own label. Each violation names its theme.
 */
export async function seriousViolationsInBothThemes(page: Page, options: { within?: string } = {}) {
  const html = page.locator('html');
  const first: Scheme = (await html.getAttribute('data-mantine-color-scheme')) === 'light' ? 'light' : 'dark';
  const other: Scheme = first === 'dark' ? 'light' : 'dark';
  const found = (await seriousViolations(page, options)).map((v) => `${first}: ${v}`);
  await switchTheme(page, other);
  found.push(
    ...(await seriousViolations(page, { ...options, rules: COLOUR_RULES })).map((v) => `${other}: ${v}`),
  );
  await switchTheme(page, first);
  return found;
}

export async function setTheme(page: Page, scheme: Scheme) {
  await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
  await page.reload();
}

export interface JourneyOptions {
  /** The API's base address when it is not the app's own origin (the VITE_API_URL build). */
  apiURL: string;
  /** mock:server behind it, reseeded before each journey of that project. */
  mockServerURL: string;
}

/** Where the HTTP journeys record what the validating proxy saw (read by http-summary.ts). */
export const HTTP_CONTRACT_LOG = 'test-results/http-contract.jsonl';

export const test = base.extend<JourneyOptions & { contractGuard: void }>({
  apiURL: ['', { option: true }],
  mockServerURL: ['', { option: true }],
  /**
   * On the integrator's path, every exchange crosses Prism (`--errors`): a request or an answer
   * that breaks openapi.yaml comes back as application/problem+json with `sl-violations`. Each
   * such answer fails the journey, even when the screen coped with it.
   */
  contractGuard: [
    async ({ context, apiURL, mockServerURL }, use, testInfo) => {
      if (!apiURL) {
        await use();
        return;
      }
      const reset = await fetch(`${mockServerURL}/__mock/reset`, { method: 'POST' });
      expect(reset.status, 'mock:server reseeded').toBe(200);
      let validated = 0;
      const violations: string[] = [];
      context.on('response', (response) => {
        if (!response.url().startsWith(apiURL) || response.request().method() === 'OPTIONS') return;
        validated += 1;
        const headers = response.headers();
        if (headers['sl-violations'] || headers['content-type']?.includes('application/problem+json')) {
          violations.push(
            `${response.request().method()} ${response.url()} → ${response.status()} ${headers['sl-violations'] ?? ''}`,
          );
        }
      });
      await use();
      mkdirSync(dirname(HTTP_CONTRACT_LOG), { recursive: true });
      appendFileSync(
        HTTP_CONTRACT_LOG,
        `${JSON.stringify({ test: testInfo.title, validated, violations: violations.length })}\n`,
      );
      expect(violations, 'answers the validating proxy flagged against openapi.yaml').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * An API call as the signed-in user makes it, from the page (its token, its CORS), to whichever
 * API the build talks to: the app's own origin on the embedded mock, the proxy on the HTTP path.
 */
export async function apiRequest<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const base = test.info().project.use as Partial<JourneyOptions>;
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = sessionStorage.getItem('access_token') ?? localStorage.getItem('access_token');
      const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { url: `${base.apiURL ?? ''}${path}`, method, body },
  );
}

export { expect };
