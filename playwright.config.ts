import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium when present (this machine and CI cannot download Playwright's own browser).
const systemChromium = '/usr/bin/chromium';
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM ?? (existsSync(systemChromium) ? systemChromium : undefined);
const port = Number(process.env.E2E_PORT ?? 4173);
// Another build directory lets several checkouts or agents run journeys side by side.
const outDir = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // CI runs two browsers on two cores beside the server; a cold screen there can take past 10 s.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every journey costs CI the CPU its journeys lack: only retries keep one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production build on the embedded mock, with no artificial latency.
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
