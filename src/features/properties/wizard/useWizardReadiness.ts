import { useFormContext, useWatch } from 'react-hook-form';
import { propertyReadiness, type Readiness } from '../readiness';
import { useWizard } from './store';
import { readinessFromValues, type WizardValues } from './values';

/** The shared publishing rules (part 2 §5) on the form as it is now, photos to send included. */
export function useWizardReadiness(): Readiness {
  const { control } = useFormContext<WizardValues>();
  const values = useWatch({ control }) as WizardValues;
  const pending = useWizard((s) => s.photos.length);
  const portal = useWizard((s) => s.exportToPortal);
  return propertyReadiness(readinessFromValues(values, pending), { portal });
}
