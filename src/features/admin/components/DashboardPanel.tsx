import { Group, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One block of the dashboard: a titled region, with an optional note (a count) on the right. */
export function DashboardPanel({
  title,
  icon,
  note,
  children,
}: {
  title: string;
  icon: ReactNode;
  note?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          {icon}
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
        </Group>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Group>
      {children}
    </Paper>
  );
}
