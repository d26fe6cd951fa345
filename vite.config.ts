/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';
import { apiPreconnect } from './scripts/lib/api-preconnect.ts';
import { landingPieces } from './scripts/lib/landing-pieces.ts';
import { mantineStableIds } from './scripts/lib/mantine-stable-ids.ts';
import { mantineStyles } from './scripts/lib/mantine-styles.ts';
import { routePreload } from './scripts/lib/route-preload.ts';
import { testChromium, testChromiumArgs } from './scripts/lib/test-browser.ts';

/**
 * The router plugin splits routes into chunks and regenerates the route tree: what a build and the
 * dev server need. Under Vitest (unit tests, stories as tests) it only costs time, and in browser
 * mode its work on a route's first load made Vite reload the page mid-test; the committed
 * src/routeTree.gen.ts (`tsr generate`) is all tests need. Storybook drops it too (.storybook/main.ts).
 */
const routerPlugin = process.env.VITEST
  ? []
  : [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: {
          // A route's loader travels with its component (one chunk, one request): the features'
          // query options and normalisers stay out of the entry.
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
          // /login is where every signed-out visit starts: its screen ships in the entry (a split
          // would cost a second round trip and ~9 kB gzip of chunk overhead, see `npm run size`).
          splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined),
        },
      }),
    ];

const SRC_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const ROUTES_DIR = fileURLToPath(new URL('./src/routes', import.meta.url));
const landing = landingPieces(ROUTES_DIR);

/** Tests in a DOM with the mock in Node: the unit project and the time-zone projects. */
const DOM_TESTS = {
  // happy-dom rather than jsdom: `npm run test:unit` took 248 s and 444 CPU-seconds on two cores in
  // jsdom, whose style and selector engine (every role and label query computes styles) was 40 % of
  // the CPU, and takes 192 s and 342 here. Neither lays anything out: the stories and journeys run
  // in Chromium.
  environment: 'happy-dom' as const,
  setupFiles: ['./tests/setup.ts'],
  // A file's first test pays for importing the screens it renders; a loaded CI machine needs room.
  testTimeout: 30_000,
  css: false,
  // One module graph per worker instead of one per file: about 2.7 s of the DOM's start, setup and
  // imports (Mantine, the app, the mock) went to each of 95 files, more than their tests took (test:unit
  // 5 min 10 s → 2 min 40 s on two cores). Per-test state is reset by tests/setup.ts (storage, mock
  // database, handlers, toasts) and each test renders with its own query client, so no test relies
  // on a fresh module. A time-zone project's worker has its zone (env), and imports the app under
  // it once.
  isolate: false,
};

export default defineConfig({
  // The router plugin must run before react() so that split route chunks still get Fast Refresh.
  plugins: [
    ...routerPlugin,
    react(),
    routePreload(ROUTES_DIR),
    landing.plugin,
    apiPreconnect(),
    mantineStyles(),
    mantineStableIds(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      // See mocks/shims/tldts.ts: the public-suffix list is dead weight in the mock chunk.
      tldts: fileURLToPath(new URL('./mocks/shims/tldts.ts', import.meta.url)),
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  // Mantine as the dev server and Storybook pre-bundle it, with the build's stable ids
  // (scripts/lib/mantine-stable-ids.ts): the screens behave there as they do once built.
  optimizeDeps: { rolldownOptions: { plugins: [mantineStableIds()] } },
  build: {
    // scripts/size.ts reads it to hold the first-load budget.
    manifest: true,
    chunkSizeWarningLimit: 800,
    // Every browser the app supports has <link rel="modulepreload">: the polyfill only cost bytes
    // in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // 'smart' const inlining copies large string constants into every use site (tldts' public
      // suffix trie, via msw's cookie store, ended up three times in the mock chunk: +60 kB gzip).
      optimization: { inlineConst: false },
      output: {
        // Chunks are named by their hash only: the entry carries every chunk's file name (its
        // preload map), and a module's name in each cost the first page about half a kilobyte.
        // The embedded mock keeps its name, which the benchmarks look for.
        chunkFileNames: (chunk) =>
          chunk.name === 'browser' ? 'assets/browser-[hash].js' : 'assets/[hash].js',
        // Everything the entry imports statically in one file: left alone, Rolldown cuts it into
        // a dozen chunks shared with the routes (router core, API client, Mantine's inputs…), each
        // a request and each compressed apart.
        // The icons the routes share, in one chunk: one tiny chunk per icon made the entry carry
        // the name of each (its preload map) and the routes a request each.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'icons', test: /@tabler[\\/]icons-react/ },
            // Mantine's pieces most routes share, in one chunk: a signed-in first page asked for some
            // fifty small chunks, six at a time over HTTP/1.1 (Lighthouse /dashboard 89 → 97). Nine:
            // with the wizard and administration, six pulled their forms' pieces (Select, NumberInput)
            // into the shell (+13 kB gzip); at nine the shell + dashboard is back to 73.6 kB.
            { name: 'ui', test: /@mantine[\\/](core|hooks)/, minShareCount: 9 },
            // The app's own small pieces most routes share (formats, query options, the page header,
            // the empty and error states…) and React Query: left alone they came as a dozen files of a
            // few hundred bytes each, every one a request (Lighthouse over HTTP/1.1: six at a time).
            // Twelve: at lower counts route-specific code moved in and every route paid for it; at
            // twelve each first screen asks for 5–8 files fewer, and no more bytes. Components in a
            // chunk of their own: the embedded mock shares lib and api modules, and would otherwise
            // download Mantine with them on the sign-in page.
            {
              name: 'shared',
              test: (id: string) =>
                (id.startsWith(SRC_DIR) && !id.startsWith(`${SRC_DIR}components`)) ||
                /@tanstack[\\/](react-)?query/.test(id),
              minShareCount: 12,
            },
            {
              name: 'shared-ui',
              test: (id: string) => id.startsWith(`${SRC_DIR}components`),
              minShareCount: 12,
            },
            // What the screens a signed-in user lands on share, in one file (scripts/lib/landing-pieces.ts).
            { name: 'landing', test: landing.test },
          ],
        },
      },
    },
  },
  test: {
    // Vitest leaves one core free by default: on CI's two cores that is one worker for 90 files.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Unit, component and contract tests: happy-dom, the mock in Node (tests/setup.ts).
        extends: true,
        test: {
          ...DOM_TESTS,
          name: 'unit',
          // As the stories and journeys do on CI: a test that timed out on a loaded machine gets a
          // second run; one that fails twice fails the build.
          retry: process.env.CI ? 1 : 0,
          include: [
            'src/**/*.test.{ts,tsx}',
            'mocks/**/*.test.ts',
            'tests/unit/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', '**/.git/**', '**/*.zone.test.{ts,tsx}'],
          env: { TZ: 'America/Sao_Paulo' },
        },
      },
      // What depends on the clock (schedules run in Brasília time) is also read from a browser
      // elsewhere: `*.zone.test.*` files run in Manaus (UTC−4) and in UTC, the whole app included.
      ...['America/Manaus', 'UTC'].map((zone) => ({
        extends: true as const,
        test: {
          ...DOM_TESTS,
          name: `zone ${zone}`,
          include: ['src/**/*.zone.test.{ts,tsx}'],
          env: { TZ: zone },
        },
      })),
      // Every story is a test, in a real Chromium: it renders without an error or a console error,
      // runs its play function, and passes axe (addon-a11y, test: 'error') in both themes, dark as
      // rendered, then light (checkBothThemes in .storybook/preview.tsx runs the addon's check
      // twice; `a11y.manual` keeps the addon's own single run out).
      {
        extends: true as const,
        plugins: [
          storybookTest({
            configDir: '.storybook',
            initialGlobals: { theme: 'dark', bothThemes: true, a11y: { manual: true } },
          }),
        ],
        // Every dependency a story reaches is pre-bundled before the first test: one found
        // mid-run makes Vite reload the page, and the tests in that iframe fail.
        optimizeDeps: {
          entries: ['src/**/*.stories.tsx', '.storybook/preview.tsx', 'src/routes/**/*.tsx'],
          include: [
            '@mantine/charts',
            '@mantine/dates',
            '@mantine/dropzone',
            '@mantine/notifications',
            '@mantine/spotlight',
            'dayjs',
            'dayjs/locale/pt-br',
            // The photo step's resize worker: imported by a worker, which the entry scan misses.
            'exifr/dist/mini.esm.mjs',
            'pica',
            'recharts',
          ],
        },
        test: {
          name: 'stories',
          // The story files of a project share one frame: each file in a frame of its own paid
          // Storybook's preview, the mock's worker and the app's modules again (stories both
          // themes 6 min → 3 min 20 s). The preview's loader resets what a story may change:
          // storage, mock database and runtime, session, toasts, handlers; providers are per story.
          isolate: false,
          setupFiles: ['./.storybook/vitest.setup.ts'],
          // As the journeys do on CI: a story whose play timed out on a loaded machine gets a
          // second run; one that fails twice fails the build.
          retry: process.env.CI ? 1 : 0,
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: testChromium,
                args: testChromiumArgs,
              },
            }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      },
    ],
  },
});
