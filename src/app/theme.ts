import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type DrawerProps,
  type ModalProps,
} from '@mantine/core';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import classes from './theme.module.css';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on primary buttons above the WCAG AA contrast ratio in both schemes.
  primaryShade: 8,
  // `autoContrast` picks black or white text by the background's luminance. Mantine's default
  // threshold (0.3) kept white on green.8 (3.4:1, axe: color-contrast, the success confirm); 0.179
  // is where black and white contrast alike, so the text is always whichever reads better.
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  cursorType: 'pointer',
  respectReducedMotion: true,
  // Plain objects rather than `Modal.extend(...)`: `.extend` would pull the components themselves
  // (Modal with its focus trap, scroll lock and portal) into the entry that every page downloads.
  components: {
    // Every dialog's X gets a name (axe: button-name), distinct from a dialog's own 'Fechar' button.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar janela' } } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Fechar janela' } } satisfies Partial<DrawerProps>,
    },
    // A dialog's title bar is a <header>, which outside a section is a page's banner landmark: over
    // the shell (its own header) the page had two banners (axe: landmark-no-duplicate-banner). The
    // dialog's name comes from its title; the bar needs no role. Spotlight's header is a Modal's.
    ModalHeader: { defaultProps: { role: 'none' } },
    DrawerHeader: { defaultProps: { role: 'none' } },
    // An open menu focuses its first item, not Mantine's focus placeholder: a role=presentation
    // child, which a role=menu may not hold (axe: aria-required-children). The arrows work alike.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A select's options scroll in the listbox itself, as the ARIA combobox pattern has it (the
    // arrows move through them from the input). In Mantine's ScrollArea the scrolling element was
    // a div inside the listbox that no key reaches (axe: scrollable-region-focusable, which a
    // combobox's own listbox is exempt from).
    Select: {
      defaultProps: { withScrollArea: false },
      styles: { options: { maxHeight: 220, overflowY: 'auto' } },
    },
    // 'Nenhum … encontrado' (or a failed search) is the listbox's only child: as a disabled option
    // it is read out in the list, and the listbox holds what it must (axe: aria-required-children).
    ComboboxEmpty: { defaultProps: { role: 'option', 'aria-disabled': true, 'aria-selected': false } },
    // A toast with a title greys its message (dark-2 on dark-6 is 3.5:1, axe: color-contrast): the
    // message is the reason a call failed, so it keeps the readable dimmed colour of both schemes.
    Notification: {
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // An alert's message box hid what passed its edges: the focus ring of a retry button at its
    // end (ErrorState, StaleBanner) showed its left side only.
    Alert: { styles: { message: { overflow: 'visible' } } },
    // A field with the keyboard's focus gets the ring buttons have (theme.module.css).
    Input: { classNames: { input: classes.input } },
    // A choice wider than its select ('Prédio/Edifício inteiro' on a phone) ends in '…', not mid-word.
    NativeSelect: { styles: { input: { textOverflow: 'ellipsis' } } },
    // An unchecked switch's track at 3:1 against the page in both schemes (theme.module.css).
    Switch: { classNames: { track: classes.switchTrack } },
    Skeleton: { classNames: { root: classes.skeleton } },
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
    // A placeholder drawn as text (the month picker's 'Escolha o mês') was gray.5, 2.1:1.
    '--mantine-color-placeholder': t.colors.gray[7]!,
    '--mantine-color-error': t.colors.red[8]!,
    // blue.9, not blue.8: a link inside a tinted alert (red.0) was 4.1:1 with blue.8; 5:1 now.
    '--mantine-color-anchor': t.colors.blue[9]!,
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1]!,
    '--mantine-color-placeholder': t.colors.dark[1]!,
    '--mantine-color-error': t.colors.red[4]!,
    '--mantine-color-anchor': t.colors.blue[4]!,
  },
});
