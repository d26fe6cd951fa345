import type { StorybookConfig } from '@storybook/react-vite';

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
  // Stories render routes from the committed route tree on an in-memory history: the router
  // plugin's code splitting and route generation only made the dev server reload pages.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === 'object' &&
          'name' in plugin &&
          String(plugin.name).startsWith('tanstack-router')
        ),
    ),
  }),
};

export default config;
