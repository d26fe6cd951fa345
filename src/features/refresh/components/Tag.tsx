import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A tinted badge whose text keeps the body colour: coloured text on its own light tint falls below
 * AA contrast in one theme or the other, so the colour lives in the tint and a dot (drawn, not a
 * character, so the badge's text is only its label).
 */
export function Tag({ color, children, ...props }: BadgeProps & { color: string }) {
  return (
    <Badge
      variant="light"
      color={color}
      c="var(--mantine-color-text)"
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
