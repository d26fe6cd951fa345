import { Group, Paper, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled region of the cockpit: its heading names the region for assistive technology. */
export function Panel({
  title,
  icon,
  actions,
  children,
  testId,
}: {
  title: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={id}
      h="100%"
      data-testid={testId}
    >
      <Group justify="space-between" gap="xs" mb="md" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
        </Group>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Paper>
  );
}
