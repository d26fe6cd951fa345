import { Divider, Stack, Switch } from '@mantine/core';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { ReadinessLists } from './ReadinessLists';
import { stepOfField } from './steps';
import { useWizard } from './store';
import type { WizardField, WizardValues } from './values';
import { WizardActionButtons, type WizardActions } from './WizardActionButtons';
import { useWizardReadiness } from './WizardReadinessProvider';
import { WizardStepNav } from './WizardStepNav';

/**
 * The side panel (a drawer on a phone): steps and their state, what blocks publishing and what is
 * advised — each a link to its field — the export flag, and the actions.
 */
export function WizardPanel({ actions, onNavigate }: { actions: WizardActions; onNavigate?: () => void }) {
  const { setFocus, getValues } = useFormContext<WizardValues>();
  const { states, readiness } = useWizardReadiness();
  const goTo = useWizard((s) => s.goTo);
  const exportToPortal = useWizard((s) => s.exportToPortal);
  const setExportToPortal = useWizard((s) => s.setExportToPortal);
  const headingId = useId();

  const open = (rule: WizardField) => {
    // The development is a name to type, or one to find when it already exists.
    const existing = rule === 'nome_empreendimento' && getValues('development_mode') === 'existing';
    const field = existing ? 'empreendimento_id' : rule;
    goTo(stepOfField(field));
    onNavigate?.();
    // The step renders first; then its field takes focus.
    setTimeout(() => {
      try {
        setFocus(field);
      } catch {
        // Fields without a focusable input (the photo list) just open their step.
      }
    }, 50);
  };

  return (
    <Stack gap="md">
      <WizardStepNav states={states} onNavigate={onNavigate} />
      <Divider />
      <ReadinessLists readiness={readiness} portal={exportToPortal} headingId={headingId} open={open} />
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
