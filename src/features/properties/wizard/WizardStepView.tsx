import { Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useStepFocus } from '@/hooks/useStepFocus';
import { STEP_COUNT, WIZARD_STEPS } from './steps';
import { DevelopmentStep } from './steps/DevelopmentStep';
import { FeaturesStep } from './steps/FeaturesStep';
import { LocationStep } from './steps/LocationStep';
import { MediaStep } from './steps/MediaStep';
import { ReviewStep } from './steps/ReviewStep';
import { TypeStep } from './steps/TypeStep';
import { ValuesStep } from './steps/ValuesStep';
import { useWizard } from './store';

const STEP_VIEWS: ComponentType[] = [
  TypeStep,
  LocationStep,
  FeaturesStep,
  DevelopmentStep,
  ValuesStep,
  MediaStep,
  ReviewStep,
];

/** The stepper (a progress line on a phone), the current step and the moves between steps. */
export function WizardStepView() {
  const step = useWizard((s) => s.step);
  const goTo = useWizard((s) => s.goTo);
  const next = useWizard((s) => s.next);
  const previous = useWizard((s) => s.previous);
  const desktop = useMediaQuery('(min-width: 62em)') ?? true;
  const headingRef = useStepFocus<HTMLHeadingElement>(step);
  const View = STEP_VIEWS[step - 1]!;
  return (
    <Stack gap="md">
      {desktop ? (
        // Numbers only: the titles are in the side panel and the step's heading.
        <Stepper active={step - 1} onStepClick={(index) => goTo(index + 1)} size="sm" allowNextStepsSelect>
          {WIZARD_STEPS.map((title, index) => (
            <Stepper.Step key={title} aria-label={`Etapa ${index + 1}: ${title}`} />
          ))}
        </Stepper>
      ) : (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Etapa {step} de {STEP_COUNT}
          </Text>
          <Progress
            value={(step / STEP_COUNT) * 100}
            size="sm"
            aria-label={`Etapa ${step} de ${STEP_COUNT}`}
          />
        </Stack>
      )}
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} size="h4" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {step}. {WIZARD_STEPS[step - 1]}
          </Title>
          <View />
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={previous}
              disabled={step === 1}
            >
              Anterior
            </Button>
            <Button
              rightSection={<IconArrowRight size={16} aria-hidden />}
              onClick={next}
              disabled={step === STEP_COUNT}
            >
              Próximo
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
