import {
  IconAlertTriangle,
  IconBulb,
  IconCircle,
  IconCircleCheck,
  IconCircleDashed,
} from '@tabler/icons-react';
import { RULE_FIELDS, stepOfField, WIZARD_STEPS } from './steps';
import type { WizardReadiness } from './WizardReadinessProvider';
import { EMPTY_WIZARD, type WizardField, type WizardValues } from './values';

/** What a step's marker says, in the stepper and in the side panel alike. */
export const STEP_STATES = {
  invalid: { label: 'Corrigir', color: 'red', icon: IconAlertTriangle },
  blocked: { label: 'Pendente', color: 'yellow', icon: IconCircleDashed },
  advised: { label: 'Revisar', color: 'blue', icon: IconBulb },
  complete: { label: 'Completa', color: 'green', icon: IconCircleCheck },
  optional: { label: 'Não iniciada', color: 'gray', icon: IconCircle },
} as const;

export type StepState = (typeof STEP_STATES)[keyof typeof STEP_STATES];

/** Steps with something in them: a field other than its empty value, or photos waiting to be sent. */
export function filledSteps(values: WizardValues, pendingPhotos: number): Set<number> {
  const steps = new Set<number>();
  for (const field of Object.keys(EMPTY_WIZARD) as WizardField[]) {
    if (field === 'development_mode') continue;
    if (JSON.stringify(values[field]) !== JSON.stringify(EMPTY_WIZARD[field])) steps.add(stepOfField(field));
  }
  if (pendingPhotos > 0) steps.add(stepOfField('image_urls'));
  return steps;
}

/**
 * Each step's state from the one readiness: a value the save refuses ('Corrigir'), a field
 * publishing needs ('Pendente'), advice ('Revisar'), something filled with nothing left
 * ('Completa'), or nothing yet ('Não iniciada'). Where the user has been does not count.
 */
export function stepStates(readiness: WizardReadiness, filled: Set<number>): StepState[] {
  const stepsOf = (fields: (WizardField | null)[]) =>
    new Set(fields.flatMap((field) => (field ? [stepOfField(field)] : [])));
  const invalid = stepsOf(readiness.invalid.map((issue) => issue.field));
  const blocked = stepsOf(readiness.blockingKeys.map((key) => RULE_FIELDS[key]));
  const advised = stepsOf(readiness.warningKeys.map((key) => RULE_FIELDS[key]));
  return WIZARD_STEPS.map((_, index) => {
    const n = index + 1;
    if (invalid.has(n)) return STEP_STATES.invalid;
    if (blocked.has(n)) return STEP_STATES.blocked;
    if (advised.has(n)) return STEP_STATES.advised;
    return filled.has(n) ? STEP_STATES.complete : STEP_STATES.optional;
  });
}
