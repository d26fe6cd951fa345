import { useMemo, useState, type ComponentType } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { components } from '@/api/schema';
import { useAuth } from '@/features/auth/api/session';
import { normalizePropertyDetail } from '../api/property-detail';
import { takeParkedWizard } from './parked';
import { WizardProvider } from './store';
import { draftKey } from './useWizardDraft';
import { EMPTY_WIZARD, valuesFromProperty, type WizardValues } from './values';
import { WizardLayout } from './WizardLayout';
import { WizardReadinessProvider } from './WizardReadinessProvider';

type Property = components['schemas']['Property'];

/** The second portal's export dialog; the route supplies it (features never import each other's components). */
export type WizardExportDialog = ComponentType<{
  opened: boolean;
  onClose: () => void;
  propertyIds: number[];
  onExported?: () => void;
}>;

/**
 * The property creation and edit wizard: 7 steps, the side panel, drafts kept in the
 * browser, and the export of the saved property when asked. `original` is the property to edit.
 */
export function PropertyWizard({
  original,
  ExportDialog,
}: {
  original: Property | null;
  ExportDialog: WizardExportDialog;
}) {
  const { user } = useAuth();
  const storageKey = draftKey(user?.id ?? 0, original?.id ?? null);
  // Back from a sign-in that a 401 asked for during the uploads: the wizard as it was left.
  const [resumed] = useState(() => takeParkedWizard(storageKey));
  const loaded = useMemo<WizardValues>(
    () => (original ? valuesFromProperty(normalizePropertyDetail(original), original) : EMPTY_WIZARD),
    [original],
  );
  const initial = resumed?.values ?? loaded;
  const form = useForm<WizardValues>({ defaultValues: initial });
  return (
    <WizardProvider original={original} initial={initial} resumed={resumed?.store}>
      <FormProvider {...form}>
        <WizardReadinessProvider>
          <WizardLayout
            original={original}
            initial={initial}
            storageKey={storageKey}
            ExportDialog={ExportDialog}
          />
        </WizardReadinessProvider>
      </FormProvider>
    </WizardProvider>
  );
}
