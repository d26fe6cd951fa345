import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * A story that logs an error to the console is broken even when it renders (a failed prop type, a
 * key warning, an unhandled request): each story's console errors fail its test.
 */
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(logged, 'console errors while the story rendered').toEqual([]);
});
