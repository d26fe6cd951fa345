import { useRef } from 'react';

/**
 * For a Mantine menu whose items open dialogs. A dialog gives focus back, as it closes, to what was
 * focused when it opened: the menu item, gone with the menu by then, so focus fell to the page and a
 * keyboard user started over from the top. `opening` moves focus to the menu's button first, and
 * closing the dialog brings it back there.
 */
export function useMenuDialogs() {
  const target = useRef<HTMLButtonElement>(null);
  const opening =
    <A extends unknown[]>(open: (...args: A) => void) =>
    (...args: A) => {
      target.current?.focus();
      open(...args);
    };
  return { target, opening };
}
