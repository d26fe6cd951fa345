import { MantineProvider } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaMatch, useShownColorScheme } from './useMediaMatch';

/** A media query list whose `matches` the test sets, telling its listeners as a browser does. */
function fakeMediaQuery(initial: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  const set = (matches: boolean) => {
    list.matches = matches;
    listeners.forEach((listener) => listener({ matches }));
  };
  return { list, set };
}

describe('useMediaMatch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the answer at the first render, and renders once for it', () => {
    const phone = fakeMediaQuery(true);
    vi.spyOn(window, 'matchMedia').mockReturnValue(phone.list as unknown as MediaQueryList);
    const seen: boolean[] = [];
    renderHook(() => {
      const matches = useMediaMatch('(max-width: 47.99em)');
      seen.push(matches);
      return matches;
    });
    expect(seen).toEqual([true]);
  });

  it('follows the query as the window changes', () => {
    const phone = fakeMediaQuery(false);
    vi.spyOn(window, 'matchMedia').mockReturnValue(phone.list as unknown as MediaQueryList);
    const { result } = renderHook(() => useMediaMatch('(max-width: 47.99em)'));
    expect(result.current).toBe(false);
    act(() => phone.set(true));
    expect(result.current).toBe(true);
  });
});

describe('useShownColorScheme', () => {
  afterEach(() => vi.restoreAllMocks());

  /** What the hook returns at each render, in a light system, with `scheme` chosen in the app. */
  function rendersIn(scheme: 'light' | 'dark' | 'auto'): string[] {
    vi.spyOn(window, 'matchMedia').mockReturnValue(fakeMediaQuery(false).list as unknown as MediaQueryList);
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(
        MantineProvider,
        { forceColorScheme: scheme === 'auto' ? undefined : scheme, defaultColorScheme: scheme },
        children,
      );
    const seen: string[] = [];
    renderHook(() => seen.push(useShownColorScheme()), { wrapper });
    return seen;
  }

  it("resolves 'auto' by the system's scheme at the first render, and renders once", () => {
    expect(rendersIn('auto')).toEqual(['light']);
  });

  it("the user's choice wins over the system's, also at the first render", () => {
    expect(rendersIn('dark')).toEqual(['dark']);
  });
});
