import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { WIZARD_STEPS } from './steps';
import { useWizard } from './store';
import type { StepState } from './step-states';

/** The side panel's list of steps, each with its state in words (the stepper shows the same). */
export function WizardStepNav({ states, onNavigate }: { states: StepState[]; onNavigate?: () => void }) {
  const step = useWizard((s) => s.step);
  const goTo = useWizard((s) => s.goTo);
  return (
    <nav aria-label="Etapas do cadastro">
      <Stack gap={4}>
        {WIZARD_STEPS.map((title, index) => {
          const n = index + 1;
          const state = states[index]!;
          return (
            <UnstyledButton
              key={title}
              onClick={() => {
                goTo(n);
                onNavigate?.();
              }}
              aria-current={n === step ? 'step' : undefined}
              p={6}
              style={{
                borderRadius: 6,
                background: n === step ? 'var(--mantine-color-default-hover)' : undefined,
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <ThemeIcon size={20} radius="xl" variant="light" color={state.color} aria-hidden>
                  <state.icon size={14} />
                </ThemeIcon>
                <Text size="sm" fw={n === step ? 700 : 400}>
                  {n}. {title}
                </Text>
                <Text size="xs" c="dimmed" ml="auto">
                  {state.label}
                </Text>
              </Group>
            </UnstyledButton>
          );
        })}
      </Stack>
    </nav>
  );
}
