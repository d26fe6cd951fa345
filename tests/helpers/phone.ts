import { onTestFinished } from 'vitest';

/** A media query list that always answers `matches` (tests/setup.ts: the test DOM's own does not). */
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

/** happy-dom's hook to size its window (`window.happyDOM`); absent from a browser's window. */
interface TestDomWindow {
  happyDOM?: { setViewport(size: { width: number; height: number }): void };
}

/**
 * For the rest of the test, a 390 px phone: every max-width media query matches, in the app's code
 * (matchMedia) and in the styles the DOM applies (Mantine's hiddenFrom and visibleFrom are media
 * queries in a style element). The test DOM lays nothing out besides.
 */
export function onPhone(): void {
  const matchMedia = window.matchMedia;
  const testDom = (window as unknown as TestDomWindow).happyDOM;
  const { innerWidth, innerHeight } = window;
  window.matchMedia = (query: string) => mediaQueryList(query, query.includes('max-width'));
  testDom?.setViewport({ width: 390, height: 844 });
  onTestFinished(() => {
    window.matchMedia = matchMedia;
    testDom?.setViewport({ width: innerWidth, height: innerHeight });
  });
}
