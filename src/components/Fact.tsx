import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A labelled value. `stacked`: a small label over its value (the portal cards); `row`: label and
 * value on one line, as a description list's term and details (put it in a `<dl>`); `inline`:
 * 'Label: value' in a line of small text (`field` names the value for tests and styles).
 */
export function Fact({
  label,
  children,
  layout = 'stacked',
  field,
}: {
  label: string;
  children: ReactNode;
  layout?: 'stacked' | 'row' | 'inline';
  field?: string;
}) {
  if (layout === 'inline') {
    return (
      <Text size="xs" c="dimmed">
        {label}:{' '}
        <Text span size="xs" fw={600} c="var(--mantine-color-text)" data-field={field}>
          {children}
        </Text>
      </Text>
    );
  }
  if (layout === 'row') {
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text component="dt" size="sm" c="dimmed">
          {label}
        </Text>
        <Text component="dd" size="sm" fw={500} m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </Group>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}
