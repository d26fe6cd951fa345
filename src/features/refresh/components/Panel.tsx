import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** A titled region of the cockpit: its heading names the region for assistive technology. */
export function Panel({
  title,
  description,
  icon,
  actions,
  children,
  testId,
}: {
  title: ReactNode;
  /** A line under the title (e.g. 'Horários de Brasília'). */
  description?: ReactNode;
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
        <Stack gap={0}>
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
          </Group>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
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
