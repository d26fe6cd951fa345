import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useRef, type ComponentType } from 'react';
import { useMediaMatch } from '@/hooks/useMediaMatch';
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
import { useRevealedField } from './useRevealedField';
import { WizardActionButtons, type WizardActions } from './WizardActionButtons';
import { useWizardReadiness } from './WizardReadinessProvider';
import { WizardStepper } from './WizardStepper';

const STEP_VIEWS: ComponentType[] = [
  TypeStep,
  LocationStep,
  FeaturesStep,
  DevelopmentStep,
  ValuesStep,
  MediaStep,
  ReviewStep,
];

/** A phone's progress line, with the current step's state in words. */
function PhoneProgress({ step }: { step: number }) {
  const { states } = useWizardReadiness();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        Etapa {step} de {STEP_COUNT} · {states[step - 1]!.label}
      </Text>
      <Progress value={(step / STEP_COUNT) * 100} size="sm" aria-label={`Etapa ${step} de ${STEP_COUNT}`} />
    </Stack>
  );
}

/**
 * The stepper (a progress line on a phone), the current step and the moves between steps. On a
 * phone the last step ends with Publicar and Salvar, not only in the drawer at the top.
 */
export function WizardStepView({ actions }: { actions: WizardActions }) {
  const step = useWizard((s) => s.step);
  const next = useWizard((s) => s.next);
  const previous = useWizard((s) => s.previous);
  const desktop = useMediaMatch('(min-width: 62em)');
  const headingRef = useStepFocus<HTMLHeadingElement>(step);
  const stepRef = useRef<HTMLDivElement>(null);
  useRevealedField(stepRef, headingRef);
  const View = STEP_VIEWS[step - 1]!;
  const last = step === STEP_COUNT;
  return (
    <Stack gap="md">
      {desktop ? <WizardStepper /> : <PhoneProgress step={step} />}
      <Paper ref={stepRef} withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
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
            {!(last && !desktop) && (
              <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={next} disabled={last}>
                Próximo
              </Button>
            )}
          </Group>
          {last && !desktop && <WizardActionButtons actions={actions} withDiscard={false} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
