import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { DeletionReason, DeletionType } from '../api/deletion';
import { useDeleteSubmit, type DeleteMessages } from '../hooks/useDeleteSubmit';
import { BusyModal } from '@/components/BusyModal';
import { StepProgress } from '@/components/StepProgress';
import { useStepFocus } from '@/hooks/useStepFocus';
import { plural } from '@/lib/format';
import {
  CONFIRM_WORD,
  onPortal,
  StepConfirm,
  StepInformation,
  StepType,
  type DeletableProperty,
} from './DeleteWizardSteps';
import { BusyButton } from '@/components/BusyButton';

const STEP_NAMES = ['Informações', 'Tipo de exclusão', 'Confirmação'] as const;

/**
 * The 3-step deletion wizard: information and warning, the deletion type, then the reason, notes
 * and the typed confirmation 'excluir'. One property uses the single routes; more use
 * POST /properties/bulk/delete. Every opening starts again at step 1 with nothing chosen.
 */
export function DeleteWizard({
  opened,
  onClose,
  properties,
  onDeleted,
  messages,
}: {
  opened: boolean;
  onClose: () => void;
  properties: DeletableProperty[];
  onDeleted?: () => void;
  messages?: DeleteMessages;
}) {
  const title =
    properties.length === 1 ? 'Excluir imóvel' : `Excluir ${plural(properties.length, 'imóvel', 'imóveis')}`;
  return (
    <BusyModal opened={opened} onClose={onClose} title={title}>
      {(setBusy) => (
        <WizardBody
          properties={properties}
          messages={messages}
          onCancel={onClose}
          onBusyChange={setBusy}
          onDeleted={() => {
            onDeleted?.();
            onClose();
          }}
        />
      )}
    </BusyModal>
  );
}

function WizardBody({
  properties,
  messages,
  onCancel,
  onBusyChange,
  onDeleted,
}: {
  properties: DeletableProperty[];
  messages?: DeleteMessages;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
  onDeleted: () => void;
}) {
  const [step, setStep] = useState(1);
  const stepHeading = useStepFocus<HTMLDivElement>(step);
  const [type, setType] = useState<DeletionType | null>(null);
  const [reason, setReason] = useState<DeletionReason>('SOLD');
  const [notes, setNotes] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const confirmed = confirmation.toLowerCase() === CONFIRM_WORD;
  const submit = useDeleteSubmit({ ids: properties.map((p) => p.id), messages, onBusyChange, onDeleted });
  const send = () => {
    if (type && confirmed) void submit.run({ type, reason, notes });
  };
  const pending = submit.busy;

  return (
    <Stack gap="md">
      <StepProgress
        step={step}
        total={STEP_NAMES.length}
        label={STEP_NAMES[step - 1]!}
        headingRef={stepHeading}
      />
      {step === 1 && <StepInformation properties={properties} />}
      {step === 2 && (
        <StepType
          type={type}
          onTypeChange={setType}
          total={properties.length}
          published={properties.filter(onPortal).length}
        />
      )}
      {step === 3 && type && (
        <StepConfirm
          type={type}
          reason={reason}
          onReasonChange={setReason}
          notes={notes}
          onNotesChange={setNotes}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
          onSubmit={send}
        />
      )}
      <Group justify="space-between" mt="xs">
        {step === 1 ? (
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        ) : (
          <Button variant="default" onClick={() => setStep((s) => s - 1)} disabled={pending}>
            Voltar
          </Button>
        )}
        {step < STEP_NAMES.length ? (
          <Button onClick={() => setStep((s) => s + 1)} disabled={step === 2 && !type}>
            Continuar
          </Button>
        ) : (
          <BusyButton color="red" onClick={send} disabled={!confirmed} busy={pending}>
            Confirmar exclusão
          </BusyButton>
        )}
      </Group>
    </Stack>
  );
}
