import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Tag } from './Tag';

/**
 * A titled region of a screen (the cockpit's panels, the dashboards' blocks, the portal cards):
 * its heading names the region for assistive technology; actions or a note sit on the right.
 */
export function Panel({
  title,
  description,
  stale = false,
  icon,
  actions,
  fill = false,
  children,
  testId,
}: {
  title: ReactNode;
  /** A line under the title (e.g. 'Horários de Brasília'). */
  description?: ReactNode;
  /** What the panel shows failed to refresh and is from before: a 'Desatualizado' tag says so. */
  stale?: boolean;
  icon?: ReactNode;
  /** Buttons, or a note such as a count, on the right of the title. */
  actions?: ReactNode;
  /** Takes the height of its grid cell, so panels side by side line up. */
  fill?: boolean;
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
      h={fill ? '100%' : undefined}
      data-testid={testId}
      data-stale={stale || undefined}
    >
      <Group justify="space-between" gap="xs" mb="md" wrap="wrap">
        <Stack gap={0} miw={0}>
          <Group gap="xs" wrap="wrap">
            {icon}
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
            {stale && (
              <Tag color="yellow" size="sm" data-testid="stale-tag">
                Desatualizado
              </Tag>
            )}
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
