import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The app's state badge: the colour's light tint behind text in the body colour, with a dot of the
 * full colour. Coloured text on its own light tint falls below AA contrast in one theme or the
 * other, so the colour lives in the tint and the dot (drawn, not a character, so the badge's text
 * is only its label).
 */
export function Tag({ color, children, ...props }: BadgeProps & { color: string; children: ReactNode }) {
  return (
    <Badge
      variant="light"
      color={color}
      tt="none"
      c="var(--mantine-color-text)"
      style={{ flexShrink: 0 }}
      leftSection={
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 6,
            height: 6,
            borderRadius: '50%',
            background: `var(--mantine-color-${color}-filled)`,
          }}
        />
      }
      data-color={color}
      {...props}
    >
      {children}
    </Badge>
  );
}
