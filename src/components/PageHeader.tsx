import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The top of every screen: title, optional description, and the primary actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  /** The screen's name, its only level-1 heading. */
  title: string;
  /** A dimmed line under the title. */
  description?: ReactNode;
  /** The screen's primary actions (buttons), on the right; they wrap under the title on a phone. */
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
