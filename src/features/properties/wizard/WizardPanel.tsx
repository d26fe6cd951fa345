import { Divider, Stack, Switch } from '@mantine/core';
import { useId } from 'react';
import { ReadinessLists } from './ReadinessLists';
import { useWizard } from './store';
import type { WizardField } from './values';
import { WizardActionButtons, type WizardActions } from './WizardActionButtons';
import { useWizardReadiness } from './WizardReadinessProvider';
import { WizardStepNav } from './WizardStepNav';

/**
 * The side panel (a drawer on a phone): steps and their state, what blocks publishing and what is
 * advised — each a link to its field (`reveal`, WizardLayout's) — the export flag, and the actions.
 */
export function WizardPanel({
  actions,
  reveal,
  onNavigate,
}: {
  actions: WizardActions;
  reveal: (field: WizardField) => void;
  onNavigate?: () => void;
}) {
  const { states, readiness } = useWizardReadiness();
  const exportToPortal = useWizard((s) => s.exportToPortal);
  const setExportToPortal = useWizard((s) => s.setExportToPortal);
  const headingId = useId();

  return (
    <Stack gap="md">
      <WizardStepNav states={states} onNavigate={onNavigate} />
      <Divider />
      <ReadinessLists readiness={readiness} portal={exportToPortal} headingId={headingId} open={reveal} />
      <Divider />
      <Switch
        label="Exportar para o Canal Pro"
        description="Ao publicar, o imóvel é exportado para o portal."
        checked={exportToPortal}
        onChange={(event) => setExportToPortal(event.currentTarget.checked)}
      />
      <WizardActionButtons actions={actions} describedBy={headingId} />
    </Stack>
  );
}
