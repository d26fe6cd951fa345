// First: every module below may read storage at import.
import './isolated-storage';
import '../src/app/mantine-styles.css';
import { useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { afterEach as checkA11y } from '@storybook/addon-a11y/preview';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { configure, expect, getConfig, prettyDOM, waitFor } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { COLOUR_RULES, transitionsSettled } from '../tests/a11y';
import { lazyElementError } from '../tests/element-error';
import { createTestQueryClient } from '../tests/query-client';
import { Providers } from '../src/app/Providers';
import { resetMockDatabase } from '@mocks/seed';
import { handlers } from '@mocks/handlers';
import { signInDemoUser, type DemoUsername } from '@mocks/demo-session';
import { configureRuntime, isScenario } from '@mocks/runtime';
import { resetSessionStore } from '../src/features/auth/store';
import { setUnauthorizedHandler } from '../src/api/client';
import { reportAnswer } from '../src/api/reachability';

// A play function's query error prints the document only if it is read (see element-error.ts).
configure({ getElementError: lazyElementError(prettyDOM, getConfig) });

type Scheme = 'light' | 'dark';

/** Switches the rendered story's theme (see `checkBothThemes`). */
let showScheme: ((scheme: Scheme) => void) | null = null;

function SchemeSync({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  const { setColorScheme } = useMantineColorScheme();
  // Only a change of the toolbar's theme applies it: Mantine hands out a new setter with every
  // scheme, and re-applying on that would undo a switch made by checkBothThemes.
  const applied = useRef<Scheme | null>(null);
  useEffect(() => {
    if (applied.current === scheme) return;
    applied.current = scheme;
    setColorScheme(scheme);
  }, [scheme, setColorScheme]);
  useEffect(() => {
    showScheme = setColorScheme;
    return () => void (showScheme = null);
  }, [setColorScheme]);
  return <>{children}</>;
}

/**
 * As a test, a story is rendered and played once, then checked by axe in both themes: in the
 * story's own theme, then again with the other theme switched on. `npm run test:stories` sets the
 * global `bothThemes`, and `a11y.manual` so that addon-a11y's own check (one theme) stays out of the
 * way; both runs below are that check. Rendering and playing every story once per theme had run the
 * same play assertions twice for the one difference between the themes, their colours.
 */
const checkBothThemes: NonNullable<Preview['afterEach']> = async (context) => {
  if (!context.globals.bothThemes) return;
  const a11y = (context.parameters.a11y ?? {}) as { options?: Record<string, unknown> };
  const axe = (options: Record<string, unknown> = {}) =>
    checkA11y({
      ...context,
      // Only violations fail a test: axe then skips the details of every passing node (about a
      // third of its time here).
      parameters: {
        ...context.parameters,
        a11y: { ...a11y, options: { ...a11y.options, resultTypes: ['violations'], ...options } },
      },
      globals: { ...context.globals, a11y: { manual: false } },
    });
  // As the journeys do: a piece the play left fading in is read once it has settled.
  await transitionsSettled();
  await axe();
  const other: Scheme = context.globals.theme === 'light' ? 'dark' : 'light';
  if (!showScheme) throw new Error('the story rendered without the theme switch (SchemeSync)');
  showScheme(other);
  // Mantine writes the attribute once React has committed the new scheme.
  await waitFor(() =>
    expect(document.documentElement.getAttribute('data-mantine-color-scheme'), 'theme switched').toBe(other),
  );
  // The new colours drawn, and any fade they start (the drop area's) ended.
  await transitionsSettled();
  // The switch changes colours; the DOM differs at most in a theme switch's own label. The rules
  // that read colours are all that can answer differently (COLOUR_RULES).
  await axe({ runOnly: { type: 'rule', values: COLOUR_RULES } });
};

function StoryProviders({ scheme, children }: { scheme: Scheme; children: ReactNode }) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <SchemeSync scheme={scheme}>{children}</SchemeSync>
    </Providers>
  );
}

/**
 * On a Docs page the stories sit in the docs' white blocks, not on the app's page: they get the
 * theme's own page colours, or the dark theme's light text was drawn on white.
 */
const DOCS_CANVAS = {
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
  padding: 'var(--mantine-spacing-md)',
  borderRadius: 'var(--mantine-radius-sm)',
};

/** Each story gets fresh providers, a fresh query cache and the theme chosen in the toolbar. */
const withProviders: Decorator = (Story, context) => (
  <StoryProviders scheme={context.globals.theme === 'light' ? 'light' : 'dark'}>
    {context.viewMode === 'docs' ? (
      <div style={DOCS_CANVAS}>
        <Story />
      </div>
    ) : (
      <Story />
    )}
  </StoryProviders>
);

/**
 * The widths the app is checked at (common.md): a 390 px phone, a tablet and a desktop. A story
 * pinned to one (`globals: { viewport: { value: 'phone' } }`) is also tested at that width.
 */
const VIEWPORTS = {
  phone: { name: 'Celular (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // The same handlers as the app; a story swaps in a scenario with parameters.mockScenario.
  loaders: [
    async (context) => {
      const scenario = context.parameters.mockScenario;
      configureRuntime({ scenario: isScenario(scenario) ? scenario : 'default', latency: 0 });
      // Toasts live in Mantine's module-wide store: the last story's (up to the limit of 3) kept a
      // new story's toast queued until they timed out.
      notifications.clean();
      // So was the last story's failed call (the status line's 'Servidor sem resposta').
      reportAnswer(true);
      await resetMockDatabase();
      // Every story starts as a fresh browser would: no session, Gandalf link, draft or device id
      // left by the story before (the frame's storage is its own, see isolated-storage.ts).
      localStorage.clear();
      sessionStorage.clear();
      // parameters.session: the demo user a screen is shown to (default gestor; null = signed out).
      const session = context.parameters.session as DemoUsername | null | undefined;
      if (session !== null) await signInDemoUser(session ?? 'gestor');
      resetSessionStore();
      // A call of the story before (a background index update) answered 401 by the reset database
      // would send the whole frame to /login: in the workshop a 401 only ends the session.
      setUnauthorizedHandler(() => undefined);
      return {};
    },
    // The app's handlers are the worker's own, so they survive the per-story reset and a story's
    // parameters.msw.handlers only override what they name.
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  decorators: [withProviders],
  afterEach: [checkBothThemes],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: { options: VIEWPORTS },
  },
  globalTypes: {
    theme: {
      description: 'Tema',
      toolbar: { title: 'Tema', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark' },
};

export default preview;
