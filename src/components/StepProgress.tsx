import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';

/**
 * 'Etapa N de M' with the step's name and a progress bar. `headingRef` (from `useStepFocus`)
 * takes focus when the step changes, so a screen reader announces it.
 */
export function StepProgress({
  step,
  total,
  label,
  headingRef,
}: {
  step: number;
  total: number;
  label: string;
  headingRef?: Ref<HTMLDivElement>;
}) {
  const text = `Etapa ${step} de ${total}`;
  return (
    <Stack gap={4}>
      <Group justify="space-between" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Progress value={Math.round((step / total) * 100)} aria-label={text} size="sm" />
    </Stack>
  );
}
