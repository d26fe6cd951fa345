import { useEffect } from 'react';

/**
 * The safety net under every dialog's focus trap. Mantine's trap only scopes Tab while focus is
 * inside the dialog; when the focused control disappears or becomes disabled (a step changes, a
 * button starts its request) focus falls to the page body, and Tab would walk the page behind the
 * overlay. While a modal dialog is open, a Tab from outside it goes back into the topmost one.
 */
export function useDialogFocusNet() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
      const top = dialogs[dialogs.length - 1];
      if (!top || top.contains(document.activeElement)) return;
      // Into the dialog itself; the trap's own Tab handler, which runs next, moves on to its first
      // (or, with Shift, last) control.
      top.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
