import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useWizard } from './store';
import { useWizardReadiness } from './WizardReadinessProvider';
import { BusyButton } from '@/components/BusyButton';

export interface WizardActions {
  onSave: () => void;
  onPublish: () => void;
  onDiscard: () => void;
  saving: boolean;
  /** Edit mode: 'Salvar alterações'. */
  editing: boolean;
}

/** What each button does, said before it is pressed. */
function publishHint(portal: boolean): string {
  return portal
    ? 'Publicar salva, deixa o anúncio visível na página pública e o exporta para o Canal Pro. Salvar guarda sem mudar a publicação.'
    : 'Publicar salva e deixa o anúncio visível na página pública do imóvel. Salvar guarda sem mudar a publicação.';
}

/**
 * Publicar, Salvar and (in the side panel) Descartar: the side panel's, and on a phone the last
 * step's own, where the thumb is. `describedBy` names what blocks publishing.
 */
export function WizardActionButtons({
  actions,
  describedBy,
  withDiscard = true,
}: {
  actions: WizardActions;
  describedBy?: string;
  withDiscard?: boolean;
}) {
  const { readiness } = useWizardReadiness();
  const portal = useWizard((s) => s.exportToPortal);
  const hintId = useId();
  const blockedText = [
    readiness.blocking.length > 0
      ? 'Publicar fica disponível quando nenhum campo obrigatório faltar.'
      : 'Publicar fica disponível quando os valores indicados forem corrigidos.',
    // The last step on a phone: the list is in the drawer at the top.
    withDiscard ? '' : 'Veja o que falta em “Resumo e publicação”.',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack gap="xs">
      <BusyButton
        onClick={actions.onPublish}
        busy={actions.saving}
        disabled={!readiness.ready}
        aria-describedby={[describedBy, hintId].filter(Boolean).join(' ')}
      >
        Publicar
      </BusyButton>
      <Text id={hintId} size="xs" c="dimmed">
        {readiness.ready ? publishHint(portal) : blockedText}
      </Text>
      <BusyButton variant="default" onClick={actions.onSave} busy={actions.saving}>
        {actions.editing ? 'Salvar alterações' : 'Salvar'}
      </BusyButton>
      {withDiscard && (
        <Button variant="subtle" color="red" onClick={actions.onDiscard} disabled={actions.saving}>
          Descartar
        </Button>
      )}
    </Stack>
  );
}
