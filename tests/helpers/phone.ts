import { onTestFinished } from 'vitest';

/** A media query list that always answers `matches` (jsdom has no matchMedia of its own). */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as unknown as MediaQueryList;
}

/**
 * For the rest of the test, a phone: every max-width media query matches (jsdom has no layout of
 * its own, and its matchMedia matches nothing).
 */
export function onPhone(): void {
  const matchMedia = window.matchMedia;
  window.matchMedia = (query: string) => mediaQueryList(query, query.includes('max-width'));
  onTestFinished(() => {
    window.matchMedia = matchMedia;
  });
}
