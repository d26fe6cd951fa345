import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  Progress,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError, errorMessage } from '@/api/errors';
import type { components } from '@/api/schema';
import { DELETION_REASONS, DELETION_TYPES } from '@/api/enums';
import {
  useBulkDelete,
  useDeleteProperty,
  type DeletionReason,
  type DeletionType,
} from '@/features/properties/api/deletion';
import { toast } from '@/lib/notify';
import { DELETION_REASON_LABELS } from '@/lib/property-labels';
import { useOpenSession } from '@/hooks/useOpenSession';
import { useSingleFlight } from '@/hooks/useSingleFlight';
import { useStepFocus } from '@/hooks/useStepFocus';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { formatNumber, plural } from '@/lib/format';

/** What the wizard needs of a property: a list card's item, or the detail page's. */
export type DeletableProperty = Pick<
  components['schemas']['PropertyListItem'],
  'id' | 'title' | 'property_code' | 'remote_id' | 'canalpro_id'
>;

/** The toasts, when a screen has its own words for them (the detail page's, part 1 §8). */
interface DeleteMessages {
  success?: string;
  failure?: string;
}

export const DELETE_WIZARD_STEPS = 3;
/** The bulk modal lists up to 10 properties, then 'e mais N' (part 1 §9). */
export const BULK_LIST_LIMIT = 10;
export const CONFIRM_WORD = 'excluir';
const CONFIRM_SPACES_MESSAGE = 'Apague os espaços: digite apenas excluir';
export const DELETE_FAILURE_MESSAGE = 'Erro ao excluir imóvel(is)';
const STEP_NAMES = ['Informações', 'Tipo de exclusão', 'Confirmação'] as const;

/** In the spec's order; SOLD is the default. */
const REASON_OPTIONS = DELETION_REASONS.map((value) => ({
  value,
  label: DELETION_REASON_LABELS[value],
}));

/** The four deletion types and their consequences (part 1 §4). */
export const DELETION_TYPE_INFO: Record<DeletionType, { label: string; description: string }> = {
  soft: {
    label: 'Arquivar',
    description: 'O imóvel é arquivado e pode ser restaurado depois. O anúncio no Canal Pro fica inativo.',
  },
  local: {
    label: 'Excluir apenas do sistema',
    description: 'Remove o imóvel somente deste sistema. O anúncio no Canal Pro continua publicado.',
  },
  canalpro: {
    label: 'Remover apenas do Canal Pro',
    description: 'Remove o anúncio do Canal Pro. O imóvel continua cadastrado no sistema.',
  },
  both: {
    label: 'Excluir permanentemente',
    description: 'Remove o imóvel do sistema e o anúncio do Canal Pro. Exclusão permanente e irreversível.',
  },
};

function onPortal(p: DeletableProperty): boolean {
  return Boolean(p.remote_id ?? p.canalpro_id);
}

/**
 * The 3-step deletion wizard (part 1 §4, §5): information and warning, the deletion type, then the
 * reason, notes and the typed confirmation 'excluir'. One property uses the single routes; more
 * use POST /properties/bulk/delete. Every opening starts again at step 1 with nothing chosen.
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
  const session = useOpenSession(opened);
  const [busy, setBusy] = useState(false);
  const single = properties.length === 1;
  const title = single ? 'Excluir imóvel' : `Excluir ${plural(properties.length, 'imóvel', 'imóveis')}`;

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={title}
      size="lg"
      centered
      closeOnClickOutside={!busy}
    >
      <WizardBody
        key={session}
        properties={properties}
        messages={messages}
        onCancel={onClose}
        onBusyChange={setBusy}
        onDeleted={() => {
          onDeleted?.();
          onClose();
        }}
      />
    </Modal>
  );
}

function WizardBody({
  properties,
  messages = {},
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
  const single = properties.length === 1;
  const singleDelete = useDeleteProperty();
  const bulkDelete = useBulkDelete();
  // Exactly the word, case aside (part 1 §5): 'EXCLUIR ' is not it. A phone keyboard adds that
  // space after a suggested word, so the field says what is wrong instead of staying silent.
  const confirmed = confirmation.toLowerCase() === CONFIRM_WORD;
  const spaced = !confirmed && confirmation.trim().toLowerCase() === CONFIRM_WORD;
  const published = properties.filter(onPortal).length;

  // The one in-flight guard: Enter pressed twice or a double click sends one request.
  const submit = useSingleFlight(async () => {
    if (!type || !confirmed) return;
    onBusyChange(true);
    try {
      if (single) {
        const result = await singleDelete.mutateAsync({ id: properties[0]!.id, type, reason, notes });
        toast.success(messages.success ?? (result.message || 'Imóvel excluído com sucesso!'));
      } else {
        const trimmed = notes.trim();
        const result = await bulkDelete.mutateAsync({
          property_ids: properties.map((p) => p.id),
          deletion_type: type,
          reason,
          confirmed: true,
          ...(trimmed ? { notes: trimmed } : {}),
        });
        toast.success(messages.success ?? (result.message || 'Imóveis excluídos com sucesso!'));
      }
      onDeleted();
    } catch (error) {
      const detail = isApiError(error) ? Object.values(error.fieldErrors)[0] : undefined;
      if (messages.failure) toast.failure(error, messages.failure);
      else toast.error(detail ?? errorMessage(error, DELETE_FAILURE_MESSAGE));
    } finally {
      onBusyChange(false);
    }
  });
  const pending = submit.busy;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between" ref={stepHeading} tabIndex={-1}>
          <Text size="sm" c="dimmed">
            {`Etapa ${step} de ${DELETE_WIZARD_STEPS}`}
          </Text>
          <Text size="sm" c="dimmed">
            {STEP_NAMES[step - 1]}
          </Text>
        </Group>
        <Progress
          value={Math.round((step / DELETE_WIZARD_STEPS) * 100)}
          aria-label={`Etapa ${step} de ${DELETE_WIZARD_STEPS}`}
          size="sm"
        />
      </Stack>

      {step === 1 && <StepInformation properties={properties} />}

      {step === 2 && (
        <Radio.Group
          value={type}
          onChange={(value) => setType(value as DeletionType)}
          label="Como deseja excluir?"
          description={
            single
              ? undefined
              : `${formatNumber(published)} de ${plural(properties.length, 'imóvel', 'imóveis')} ${published === 1 ? 'está publicado' : 'estão publicados'} no Canal Pro.`
          }
        >
          <Stack gap="xs" mt="xs">
            {DELETION_TYPES.map((value) => {
              const info = DELETION_TYPE_INFO[value];
              const unavailable = value === 'canalpro' && published === 0;
              return (
                <Radio.Card
                  key={value}
                  value={value}
                  disabled={unavailable}
                  radius="md"
                  p="sm"
                  aria-label={info.label}
                  aria-describedby={`deletion-type-${value}`}
                  style={
                    unavailable
                      ? { opacity: 0.6, cursor: 'not-allowed' }
                      : type === value
                        ? { borderColor: 'var(--mantine-primary-color-filled)' }
                        : undefined
                  }
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator disabled={unavailable} />
                    <span style={{ display: 'block' }}>
                      <Text
                        component="span"
                        display="block"
                        fw={600}
                        size="sm"
                        c={value === 'both' ? 'red' : undefined}
                      >
                        {info.label}
                      </Text>
                      <Text
                        component="span"
                        display="block"
                        size="sm"
                        c="dimmed"
                        id={`deletion-type-${value}`}
                      >
                        {unavailable
                          ? `${info.description} (${single ? 'Este imóvel não está publicado' : 'Nenhum imóvel selecionado está publicado'} no Canal Pro.)`
                          : info.description}
                      </Text>
                    </span>
                  </Group>
                </Radio.Card>
              );
            })}
          </Stack>
        </Radio.Group>
      )}

      {step === 3 && type && (
        <Stack gap="sm">
          <Alert
            color={type === 'both' ? 'red' : 'yellow'}
            styles={READABLE_ALERT_TITLE}
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={DELETION_TYPE_INFO[type].label}
          >
            {DELETION_TYPE_INFO[type].description}
          </Alert>
          <Select
            label="Motivo da exclusão"
            required
            data={REASON_OPTIONS}
            value={reason}
            onChange={(value) => value && setReason(value as DeletionReason)}
            allowDeselect={false}
          />
          <Textarea
            label="Observações (opcional)"
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            maxLength={1000}
            rows={3}
          />
          <TextInput
            label="Digite excluir para confirmar"
            description="Digite exatamente excluir (sem aspas) para confirmar"
            value={confirmation}
            error={spaced ? CONFIRM_SPACES_MESSAGE : undefined}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void submit.run();
            }}
            autoComplete="off"
            data-autofocus
          />
        </Stack>
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
        {step < DELETE_WIZARD_STEPS ? (
          <Button onClick={() => setStep((s) => s + 1)} disabled={step === 2 && !type}>
            Continuar
          </Button>
        ) : (
          <Button color="red" onClick={() => void submit.run()} disabled={!confirmed} loading={pending}>
            Confirmar exclusão
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function StepInformation({ properties }: { properties: DeletableProperty[] }) {
  const single = properties.length === 1;
  const shown = properties.slice(0, BULK_LIST_LIMIT);
  const more = properties.length - shown.length;
  return (
    <Stack gap="sm">
      {single ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {'Você está prestes a excluir o imóvel '}
          <Text span fw={600}>
            {properties[0]!.title}
          </Text>
          {properties[0]!.property_code ? ` (código ${properties[0]!.property_code})` : ''}.
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm">{`Você está prestes a excluir ${plural(properties.length, 'imóvel', 'imóveis')}:`}</Text>
          <List size="sm" spacing={2} withPadding>
            {shown.map((p) => (
              <List.Item key={p.id} style={{ overflowWrap: 'anywhere' }}>
                {p.title}
              </List.Item>
            ))}
          </List>
          {more > 0 && (
            <Text size="sm" c="dimmed">
              {`e mais ${formatNumber(more)}`}
            </Text>
          )}
        </Stack>
      )}
      <Alert
        color="yellow"
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden />}
        title="Atenção"
        styles={READABLE_ALERT_TITLE}
      >
        Na próxima etapa você escolhe como excluir: arquivar (reversível), excluir só do sistema, remover só
        do Canal Pro ou excluir permanentemente. A exclusão permanente não pode ser desfeita.
      </Alert>
    </Stack>
  );
}
