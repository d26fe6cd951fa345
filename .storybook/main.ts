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
};

export default config;
