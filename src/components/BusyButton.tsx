import { Button, Loader, type ButtonProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';

type BusyButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Its action is on its way: it spins, and a click (or Enter) does nothing. */
    busy: boolean;
  };

/**
 * A button whose action is on its way spins and takes no click, but stays focusable. Mantine's
 * `loading` disables it, which dropped the keyboard's focus to the page: after a save refused by
 * the server, or a delete that failed in its dialog, Tab started over from the page's top.
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton(
  { busy, leftSection, onClick, ...props },
  ref,
) {
  return (
    <Button
      ref={ref}
      {...props}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
      aria-disabled={busy || undefined}
      data-disabled={busy || undefined}
      // A submit button's default (sending its form) is held too.
      onClick={(event: MouseEvent<HTMLButtonElement>) => (busy ? event.preventDefault() : onClick?.(event))}
    />
  );
});
