import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDatabase } from '@mocks/seed';
import { server } from '@mocks/node';
import { resetRuntime } from '@mocks/runtime';
import { reportAnswer } from '@/api/reachability';
import { startContractRecording, takeContractViolations } from './contract-recorder';
import { lazyElementError } from './element-error';
import { mediaQueryList } from './helpers/phone';

// Screens load through the mock and React Query; give them more than the default second on a busy CI.
// A query's error prints the document only if it is read (see element-error.ts).
configure({ asyncUtilTimeout: 5000, getElementError: lazyElementError(prettyDOM, getConfig) });

// The test DOM lacks what Mantine measures with (tests in the node environment have no DOM at all).
if (typeof window !== 'undefined') {
  // Mantine's autosizing Textarea listens to the FontFaceSet, which a test DOM may lack.
  if (!document.fonts) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
  }

  // No media query matches, as in a DOM without a viewport: a test that wants a phone says so
  // (onPhone). happy-dom's own would answer for its 1024 × 768 window.
  window.matchMedia = (query: string) => mediaQueryList(query, false);
  // Printing opens no dialog in a test (happy-dom has no print at all); a test spies on it.
  window.print = () => {};
  if (!('ResizeObserver' in globalThis)) {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => {};
  // The router restores the scroll on each navigation: nothing to scroll in a DOM without layout.
  window.scrollTo = () => {};
}

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  startContractRecording(server);
});

beforeEach(async () => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  // A knob a test turned (a scenario, a size, a pace) is not the next test's seed.
  resetRuntime();
  await resetMockDatabase();
});

afterEach(async () => {
  cleanup();
  // Toasts live in a module store that outlives a render: one test's success toast is not the next test's alert.
  notifications.clean();
  // So does the server's last answer, which the shell's status line shows (a test's network error).
  reportAnswer(200);
  server.resetHandlers();
  // Every mocked exchange of every test is checked against openapi.yaml.
  const violations = await takeContractViolations();
  if (violations.length > 0) {
    throw new Error(
      `Contract violations:\n${violations.map((v) => `  ${v.operation} — ${v.where}: ${v.message}`).join('\n')}`,
    );
  }
});

afterAll(() => server.close());
