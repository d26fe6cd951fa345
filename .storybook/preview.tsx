// First: every module below may read storage at import.
import './isolated-storage';
import '@mantine/core/styles.css';
import { useMantineColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, useState, type ReactNode } from 'react';
import { createTestQueryClient } from '../tests/query-client';
import { Providers } from '../src/app/Providers';
import { resetMockDatabase } from '@mocks/seed';
import { handlers } from '@mocks/handlers';
import { signInDemoUser, type DemoUsername } from '@mocks/demo-session';
import { configureRuntime, isScenario } from '@mocks/runtime';
import { resetSessionStore } from '../src/features/auth/store';
import { setUnauthorizedHandler } from '../src/api/client';

function SchemeSync({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(scheme), [scheme, setColorScheme]);
  return <>{children}</>;
}

function StoryProviders({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  const [queryClient] = useState(createTestQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <SchemeSync scheme={scheme}>{children}</SchemeSync>
    </Providers>
  );
}

/** Each story gets fresh providers, a fresh query cache and the theme chosen in the toolbar. */
const withProviders: Decorator = (Story, context) => (
  <StoryProviders scheme={context.globals.theme === 'light' ? 'light' : 'dark'}>
    <Story />
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
