import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Plugins Storybook's build does without:
 * - the router plugin: stories render routes from the committed route tree on an in-memory
 *   history; its code splitting and route generation only made the dev server reload pages;
 * - the builder's webpack-compatible stats, which only Chromatic's TurboSnap reads (we do not use
 *   it): about a fifth of `npm run build-storybook`'s JavaScript time (Vite's PLUGIN_TIMINGS).
 */
const LEFT_OUT_PLUGINS = ['tanstack-router', 'storybook:rollup-plugin-webpack-stats'];

const nameOf = (plugin: unknown): string =>
  plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';

/** The files where components are defined: the docs' argument tables read what react-docgen finds there. */
const COMPONENT_FILE = /[\\/]src[\\/](?!.*\.(stories|test)\.tsx$).*\.tsx$/;

/**
 * Storybook's react-docgen plugin parses every file of ours, the mock's seed and handlers included,
 * and every file each one imports: about half of `npm run build-storybook`'s JavaScript time. Only
 * component files can hold the components whose arguments the docs list.
 */
function docgenOnComponents<P>(plugin: P): P {
  if (nameOf(plugin) !== 'storybook:react-docgen-plugin') return plugin;
  const docgen = plugin as P & { transform: (this: unknown, code: string, id: string) => unknown };
  return {
    ...docgen,
    transform(this: unknown, code: string, id: string) {
      return COMPONENT_FILE.test(id) ? docgen.transform.call(this, code, id) : undefined;
    },
  };
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: [
    'msw-storybook-addon',
    '@storybook/addon-vitest',
    '@storybook/addon-a11y',
    '@storybook/addon-docs',
  ],
  // public/ serves mockServiceWorker.js, the same worker the app uses.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .filter((plugin) => !LEFT_OUT_PLUGINS.some((name) => nameOf(plugin).startsWith(name)))
      .map(docgenOnComponents),
    // Nobody reads each chunk's gzip size in a Storybook build; computing them costs seconds.
    build: { ...viteConfig.build, reportCompressedSize: false },
  }),
};

export default config;
