import { useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether a media query matches, read as the component first renders. Mantine's hook reads it in
 * an effect by default (for a server render this SPA never does), so a screen with one rendered
 * twice as it loaded, the second time in one blocking task: the whole shell, then the whole list.
 */
export function useMediaMatch(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}

/** Whether the viewport is a phone's: narrower than Mantine's `sm` breakpoint (48em). */
export function useIsPhone(): boolean {
  return useMediaMatch('(max-width: 47.99em)');
}

/**
 * The colour scheme on screen ('auto' resolved by the system's), read as the component first
 * renders. Mantine's default reads the system's in an effect and sets it again: every coloured
 * label (useTone) of a first screen rendered a second time in the task that showed it.
 */
export function useShownColorScheme(): 'light' | 'dark' {
  return useComputedColorScheme('dark', { getInitialValueInEffect: false });
}
