import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { propertyReadiness, type Readiness } from '../readiness';
import { galleryItems } from './photos/gallery';
import { smallPhotoNames } from './photos/useGallery';
import { useWizard } from './store';
import { filledSteps, stepStates, type StepState } from './step-states';
import { RULE_FIELDS } from './steps';
import { bodyIssues, wizardBody, type FieldIssue } from './validation';
import { readinessFromValues, type WizardValues } from './values';

export interface WizardReadiness extends Readiness {
  /** Values the save would refuse (the contract's schema), each under its field. */
  invalid: FieldIssue[];
}

interface WizardCheck {
  readiness: WizardReadiness;
  /** Each step's state, for the stepper and the side panel alike. */
  states: StepState[];
  /**
   * Every value the save refuses, a required one left empty included (`readiness.invalid` lists
   * that one as missing instead): what a refused save marks under the fields.
   */
  refused: FieldIssue[];
}

const ReadinessContext = createContext<WizardCheck | null>(null);

/**
 * The rules without what they say of a field typed but unreadable ('850.000,99' as a price: the
 * form holds NaN). It is not missing: its own message is listed with the values to correct.
 */
function typedFieldsPresent(rules: Readiness, values: WizardValues): Readiness {
  const readable = (key: keyof typeof RULE_FIELDS) => !Number.isNaN(values[RULE_FIELDS[key]]);
  const blocking = rules.blockingKeys.flatMap((key, i) =>
    readable(key) ? [{ key, label: rules.blocking[i]! }] : [],
  );
  const warnings = rules.warningKeys.flatMap((key, i) =>
    readable(key) ? [{ key, label: rules.warnings[i]! }] : [],
  );
  return {
    blocking: blocking.map((entry) => entry.label),
    blockingKeys: blocking.map((entry) => entry.key),
    warnings: warnings.map((entry) => entry.label),
    warningKeys: warnings.map((entry) => entry.key),
    ready: blocking.length === 0,
  };
}

/**
 * The form as it is now, photos to send included, against the shared publishing rules
 * and the contract's schema: publishing is ready only when nothing is missing and the save would
 * accept every value. Computed once per change, here; the panel, the stepper, the last step's
 * actions and the messages under the fields read it (only they re-render as the user types).
 */
export function WizardReadinessProvider({ children }: { children: ReactNode }) {
  const { control } = useFormContext<WizardValues>();
  const values = useWatch({ control }) as WizardValues;
  const photos = useWizard((s) => s.photos);
  const order = useWizard((s) => s.order);
  const pending = photos.filter((p) => p.status !== 'cancelled').length;
  const portal = useWizard((s) => s.exportToPortal);
  const original = useWizard((s) => s.original);
  const initial = useWizard((s) => s.initial);
  const check = useMemo(() => {
    const smallPhotos = smallPhotoNames(
      galleryItems(values.image_urls, photos, order),
      original?.photos ?? [],
    );
    const rules = typedFieldsPresent(
      propertyReadiness({ ...readinessFromValues(values, pending), smallPhotos }, { portal }),
      values,
    );
    // A required field left empty is listed once, as missing, not also as a value to correct.
    const missing = new Set(rules.blockingKeys.map((key) => RULE_FIELDS[key]));
    const refused = bodyIssues(wizardBody(values, original, initial), original !== null);
    const invalid = refused.filter((issue) => !(issue.field && missing.has(issue.field)));
    const readiness = { ...rules, invalid, ready: rules.ready && invalid.length === 0 };
    return { readiness, refused, states: stepStates(readiness, filledSteps(values, pending)) };
  }, [values, photos, order, pending, portal, original, initial]);
  return <ReadinessContext.Provider value={check}>{children}</ReadinessContext.Provider>;
}

export function useWizardReadiness(): WizardCheck {
  const check = useContext(ReadinessContext);
  if (!check) throw new Error('useWizardReadiness deve ser usado dentro de um WizardReadinessProvider');
  return check;
}
