import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { WIZARD_STEPS } from './steps';
import { useWizard } from './store';
import { STEP_STATES, type StepState } from './step-states';
import { useWizardReadiness } from './WizardReadinessProvider';

const SIZE = 30;

/** A step's marker: a check only when the step is complete, an alert when it needs fixing. */
function Marker({ n, state, current }: { n: number; state: StepState; current: boolean }) {
  const filled = `var(--mantine-color-${state.color}-filled)`;
  const solid = state === STEP_STATES.complete || state === STEP_STATES.invalid;
  return (
    <Box
      component="span"
      w={SIZE}
      h={SIZE}
      style={{
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flex: 'none',
        fontSize: 'var(--mantine-font-size-sm)',
        fontWeight: 700,
        color: solid ? 'var(--mantine-color-white)' : 'var(--mantine-color-text)',
        background: solid ? filled : 'transparent',
        border: `2px solid ${filled}`,
        // The current step: a ring in the primary colour around the marker.
        boxShadow: current
          ? '0 0 0 2px var(--mantine-color-body), 0 0 0 4px var(--mantine-primary-color-filled)'
          : undefined,
      }}
    >
      {state === STEP_STATES.complete ? (
        <IconCheck size={16} aria-hidden />
      ) : state === STEP_STATES.invalid ? (
        <IconAlertTriangle size={16} aria-hidden />
      ) : (
        n
      )}
    </Box>
  );
}

/**
 * The desktop stepper: one marker per step from the same states as the side panel —
 * a check mark means the step is complete, never merely that the user has gone past it.
 */
export function WizardStepper() {
  const { states } = useWizardReadiness();
  const step = useWizard((s) => s.step);
  const goTo = useWizard((s) => s.goTo);
  return (
    <Group component="nav" aria-label="Etapas" gap={6} wrap="nowrap">
      {WIZARD_STEPS.map((title, index) => {
        const n = index + 1;
        const state = states[index]!;
        const stateId = `wizard-step-state-${n}`;
        return (
          <Fragment key={title}>
            {index > 0 && (
              <Box
                aria-hidden
                h={2}
                style={{ flex: 1, minWidth: 8, background: 'var(--mantine-color-default-border)' }}
              />
            )}
            <UnstyledButton
              onClick={() => goTo(n)}
              aria-label={`Etapa ${n}: ${title}`}
              aria-describedby={stateId}
              aria-current={n === step ? 'step' : undefined}
              style={{ borderRadius: '50%' }}
            >
              <Marker n={n} state={state} current={n === step} />
              <VisuallyHidden id={stateId}>{state.label}</VisuallyHidden>
            </UnstyledButton>
          </Fragment>
        );
      })}
      <Text component="span" size="xs" c="dimmed" style={{ flex: 'none' }} ml="xs" aria-hidden>
        {step}/{WIZARD_STEPS.length}
      </Text>
    </Group>
  );
}
