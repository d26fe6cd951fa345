import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { busyProps, spinner, type Busy } from './BusyButton';

type BusyActionIconProps = ActionIconProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ActionIconProps> &
  Busy;

/** `BusyButton` for an icon button: the spinner takes the icon's place. */
export const BusyActionIcon = forwardRef<HTMLButtonElement, BusyActionIconProps>(function BusyActionIcon(
  { busy, children, onClick, ...props },
  ref,
) {
  return (
    <ActionIcon ref={ref} {...props} {...busyProps(busy, onClick)}>
      {busy ? spinner : children}
    </ActionIcon>
  );
});
