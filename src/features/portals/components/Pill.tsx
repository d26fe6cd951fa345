import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A state badge: the colour's light tint behind text in the body colour, which stays readable in
 * both themes (coloured text on a light tint falls below AA contrast).
 */
export function Pill({ color, children, ...props }: BadgeProps & { color: string; children: ReactNode }) {
  return (
    <Badge
      variant="light"
      color={color}
      tt="none"
      c="var(--mantine-color-text)"
      style={{ flexShrink: 0 }}
      {...props}
    >
      {children}
    </Badge>
  );
}
