import { Button, Loader, type ButtonProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';

export type Busy = {
  /** Its action is on its way: it spins, and a click (or Enter) does nothing. */
  busy: boolean;
};
type BusyButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & Busy;

export const spinner = <Loader size={14} color="currentColor" aria-hidden />;

/** What a busy control carries instead of `disabled`: it is announced and styled as unavailable. */
export function busyProps(
  busy: boolean,
  onClick: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined,
) {
  return {
    'aria-disabled': busy || undefined,
    'aria-busy': busy || undefined,
    'data-disabled': busy || undefined,
    // A submit button's default (sending its form) is held too.
    onClick: (event: MouseEvent<HTMLButtonElement>) => (busy ? event.preventDefault() : onClick?.(event)),
  };
}

/**
 * A button whose action is on its way spins and takes no click, but stays focusable. Mantine's
 * `loading` disables it, which dropped the keyboard's focus to the page: after a save refused by
 * the server, or a delete that failed in its dialog, Tab started over from the page's top. Every
 * button of the app that waits on its action is one of these (or `BusyActionIcon`, in its own
 * file: the sign-in screen's entry chunk holds this one, without Mantine's ActionIcon).
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton(
  { busy, leftSection, onClick, ...props },
  ref,
) {
  return (
    <Button ref={ref} {...props} leftSection={busy ? spinner : leftSection} {...busyProps(busy, onClick)} />
  );
});
