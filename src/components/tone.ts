import { useShownColorScheme } from '@/hooks/useMediaMatch';

/**
 * Text colours for coloured badges and labels that stay above WCAG AA contrast: in the light theme
 * Mantine's light-variant text (shade 8 of green, yellow, red) falls just short on its tinted
 * background, so a darker shade (red, blue) or dark text on the tint (green, yellow) is used; the dark theme keeps Mantine's own.
 */
const LIGHT_TONES: Record<string, string> = {
  green: 'dark.7',
  teal: 'dark.7',
  red: 'red.9',
  blue: 'blue.9',
  yellow: 'dark.7',
  orange: 'dark.7',
  gray: 'dark.7',
};

/** `tone('green')` → the `c` prop for readable green text, or undefined (Mantine's default). */
export function useTone(): (color: string | undefined) => string | undefined {
  const scheme = useShownColorScheme();
  return (color) => {
    if (!color) return undefined;
    if (scheme === 'dark') return `var(--mantine-color-${color}-light-color)`;
    return LIGHT_TONES[color] ?? `${color}.9`;
  };
}

/** Alert titles in the body colour: a coloured title on its tinted background falls below AA. */
export const READABLE_ALERT_TITLE = { title: { color: 'var(--mantine-color-text)' } } as const;
