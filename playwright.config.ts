import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { testChromium, testChromiumArgs } from './scripts/lib/test-browser';
import { MOCK_SERVER_URL, PORTS, PROXY_URL } from './tests/e2e/ports';
import type { JourneyOptions } from './tests/e2e/fixtures';

// Debian's headless shell or Chromium (this machine and CI cannot download Playwright's own).
const executablePath = testChromium;
// Another build directory lets several checkouts or agents run journeys side by side.
const outDir = process.env.E2E_DIST ?? 'dist';
const httpOutDir = process.env.E2E_DIST_HTTP ?? 'dist-http';
// E2E_HTTP=0 leaves out the integrator's path (its three servers) when working on one journey.
const withHttp = process.env.E2E_HTTP !== '0';

export default defineConfig<JourneyOptions>({
  testDir: './tests/e2e',
  fullyParallel: true,
  // The same settings on a developer's machine as on CI: `npm test` there is the command the README
  // promises passes, and it took 12 minutes for the journeys alone with Playwright's default of one
  // worker on two cores (CI's settings: 5).
  // One browser per core and one more: a journey spends about a third of its time waiting (an
  // answer slowed on purpose, a toast's lifetime, a worker restarting), and the third runs meanwhile
  // (two workers kept two cores 1.6 busy; 176 journeys 6.1–6.5 → 5.0 min).
  workers: availableParallelism() + 1,
  // A journey that timed out on a loaded machine gets a second run (with a trace, below); one that
  // fails twice fails the run. The list reports the flaky ones.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // Three browsers on two cores beside the server: a cold screen can take past 10 s.
  expect: { timeout: 20_000 },
  globalTeardown: withHttp ? './tests/e2e/http-summary.ts' : undefined,
  use: {
    locale: 'pt-BR',
    // A browser that asks for less motion, which the theme honours (respectReducedMotion): no
    // transition to wait out at each dialog, menu and toast, about a tenth of the journeys' CPU.
    // The journeys of the list and the shell keep the motion (test.use), where focus moves as
    // dialogs and menus close.
    reducedMotion: 'reduce',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace of every journey costs the CPU the journeys lack: only retries keep one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: testChromiumArgs,
    },
  },
  projects: [
    // The integrator's journeys first: one at a time, they ran last with the other workers idle.
    ...(withHttp
      ? [
          {
            // The integrator's path: a VITE_API_URL build over real HTTP, through Prism validating
            // every request and answer against openapi.yaml, to mock:server. The journeys tagged
            // @http run here too; they share one server, so one at a time, each on a fresh seed.
            name: 'http',
            grep: /@http/,
            workers: 1,
            use: {
              ...devices['Desktop Chrome'],
              baseURL: `http://localhost:${PORTS.httpApp}`,
              apiURL: PROXY_URL,
              mockServerURL: MOCK_SERVER_URL,
            },
          },
        ]
      : []),
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${PORTS.app}` },
    },
  ],
  // The build on the embedded mock, with no artificial latency; with the HTTP project, mock:server,
  // the validating proxy and the VITE_API_URL build too. Started side by side by one script
  // (Playwright's own list starts them one after another); outside CI a server already up is used.
  webServer: {
    command: `npx tsx scripts/journey-servers.ts --dist ${outDir} --dist-http ${httpOutDir}${withHttp ? ' --http' : ''}`,
    wait: { stdout: /journey servers ready/ },
    timeout: 90_000,
  },
});
