import './isolated-storage';
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// A play's find… and waitFor wait 10 s, not Testing Library's 1 s: the whole app renders each story
// on a machine that also runs CI, and a state reached after a call (a poll, a refetch, a toast
// whose host loads with the first toast) missed 1 s under load while it showed in 2.
configure({ asyncUtilTimeout: 10_000 });

/**
 * A story that logs an error to the console is broken even when it renders (a failed prop type, a
 * key warning, an unhandled request): each story's console errors fail its test.
 */
let logged: string[] = [];

/**
 * Chromium's notice when a ResizeObserver callback changes the layout again within one frame
 * (components that measure themselves, Mantine's ScrollArea among them): the remaining
 * observations are delivered in the next frame, nothing is lost, and no code of the story failed.
 * Seen once in the cockpit under load; only this exact text is let through.
 */
const BROWSER_NOTICES = ['ResizeObserver loop completed with undelivered notifications.'];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
    if (!BROWSER_NOTICES.includes(text)) logged.push(text);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(logged, 'console errors while the story rendered').toEqual([]);
});
