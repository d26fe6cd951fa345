import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type ModalProps,
} from '@mantine/core';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import classes from './theme.module.css';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on primary buttons above the WCAG AA contrast ratio in both schemes.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  // Plain objects rather than `Modal.extend(...)`: `.extend` would pull the components themselves
  // (Modal with its focus trap, scroll lock and portal) into the entry that every page downloads.
  components: {
    // Every dialog's X gets a name (axe: button-name), distinct from a dialog's own 'Fechar' button.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar janela' } } satisfies Partial<ModalProps>,
    },
    // A toast with a title greys its message (dark-2 on dark-6 is 3.5:1, axe: color-contrast): the
    // message is the reason a call failed, so it keeps the readable dimmed colour of both schemes.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // An unchecked switch's track at 3:1 against the page in both schemes (theme.module.css).
    Switch: { classNames: { track: classes.switchTrack } },
  },
});

/** Stores the plain 'light' / 'dark' the spec names under the `theme` key. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

export const DEFAULT_COLOR_SCHEME = 'dark' as const;

/**
 * Mantine's default dimmed, error and link colours fall below WCAG AA contrast on their own
 * backgrounds (axe: color-contrast); these keep them readable in both schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7]!,
    '--mantine-color-error': t.colors.red[8]!,
    '--mantine-color-anchor': t.colors.blue[8]!,
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1]!,
    '--mantine-color-error': t.colors.red[4]!,
    '--mantine-color-anchor': t.colors.blue[4]!,
  },
});
