import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (README "Where things are"): routes → features → components | lib | hooks | api.
 * A feature may use another feature's `api/` (hooks, query options, types) and nothing else of it;
 * the shared layers import no feature; the mock reaches into the app only for the contract's types,
 * `src/lib` and the features' valibot schemas (which it validates request bodies with).
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./api'],
      message: `A feature uses another feature's api/ only: move what both need down to components/, lib/ or hooks/, or compose the two in the route.`,
    })),
);

const sharedLayers = ['components', 'lib', 'hooks', 'api'];
const layerZones = sharedLayers.map((layer) => ({
  target: `./src/${layer}`,
  from: ['./src/features', './src/routes', './src/app'],
  message: `src/${layer} is shared: it imports no feature, route or app code.`,
}));

const mockZone = {
  target: './mocks',
  from: './src',
  // A feature's schemas are one file, schemas.ts, or a folder schemas/ when they outgrow one.
  except: [
    './api',
    './lib',
    ...features.flatMap((feature) => [`./features/${feature}/schemas.ts`, `./features/${feature}/schemas`]),
  ],
  message: 'The mock imports only src/api, src/lib and the features’ schemas (schemas.ts or schemas/).',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'storybook-static-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'src/api/schema.d.ts',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones, mockZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The mock is imported one way from the app, its stories and tests: through the alias.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/hooks',
              importNames: ['useMediaQuery'],
              message:
                "Use useMediaMatch from '@/hooks/useMediaMatch': read at the first render, not after it.",
            },
            {
              name: '@mantine/core',
              importNames: ['useComputedColorScheme'],
              message:
                "Use useShownColorScheme from '@/hooks/useMediaMatch': read at the first render, not after it.",
            },
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+mocks/',
              message: "Import the mock as '@mocks/…'.",
            },
          ],
        },
      ],
    },
  },
  {
    // Percentages are written once, by formatPercent: a hand-made `${x}%` printed '2.1%' on /canalpro
    // beside the dashboard's '53,3%'. Busy buttons are written once, by BusyButton.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'TemplateLiteral > TemplateElement[value.raw=/^%/]',
          "BinaryExpression[operator='+'] > Literal[value=/^%/]",
          'JSXExpressionContainer + JSXText[value=/^\\s*%/]',
        ].map((selector) => ({
          selector,
          message: "Write percentages with formatPercent from '@/lib/format' (pt-BR: '2,1%').",
        })),
        {
          // Mantine's `loading` disables the button, and a keyboard user's focus falls to the page.
          selector:
            "JSXOpeningElement[name.name=/^(Button|ActionIcon)$/] > JSXAttribute[name.name='loading']",
          message:
            "A button waiting on its action is BusyButton or BusyActionIcon ('@/components/BusyButton', '@/components/BusyActionIcon').",
        },
      ],
    },
  },
  {
    // A test or story of a shared piece may render it inside the app's own theme and providers.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, mockZone] }] },
  },
  {
    // The one place Mantine's media query hook is configured.
    files: ['src/hooks/useMediaMatch.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Inside mocks/ relative imports are the norm; the alias rule is for code outside it.
    files: ['mocks/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
);
