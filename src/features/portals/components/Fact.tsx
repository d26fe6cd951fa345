import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small label over its value, as the portal cards list their facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
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
