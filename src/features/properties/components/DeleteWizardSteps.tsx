import { Alert, Group, List, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { components } from '@/api/schema';
import { DELETION_REASONS, DELETION_TYPES } from '@/api/enums';
import type { DeletionReason, DeletionType } from '../api/deletion';
import { DELETION_REASON_LABELS } from '@/lib/property-labels';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { formatNumber, plural } from '@/lib/format';

/** What the wizard needs of a property: a list card's item, or the detail page's. */
export type DeletableProperty = Pick<
  components['schemas']['PropertyListItem'],
  'id' | 'title' | 'property_code' | 'remote_id' | 'canalpro_id'
>;

/** The bulk modal lists up to 10 properties, then 'e mais N'. */
const BULK_LIST_LIMIT = 10;
export const CONFIRM_WORD = 'excluir';
const CONFIRM_SPACES_MESSAGE = 'Apague os espaços: digite apenas excluir';

/** In the spec's order; SOLD is the default. */
const REASON_OPTIONS = DELETION_REASONS.map((value) => ({
  value,
  label: DELETION_REASON_LABELS[value],
}));

/** The four deletion types and their consequences. */
const DELETION_TYPE_INFO: Record<DeletionType, { label: string; description: string }> = {
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

export function onPortal(p: DeletableProperty): boolean {
  return Boolean(p.remote_id ?? p.canalpro_id);
}

/** Step 1: what is about to be deleted (up to 10 titles, then 'e mais N') and a warning. */
export function StepInformation({ properties }: { properties: DeletableProperty[] }) {
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

/** Step 2: the four deletion types; removing from Canal Pro needs a published property. */
export function StepType({
  type,
  onTypeChange,
  total,
  published,
}: {
  type: DeletionType | null;
  onTypeChange: (type: DeletionType) => void;
  total: number;
  published: number;
}) {
  const single = total === 1;
  return (
    <Radio.Group
      value={type}
      onChange={(value) => onTypeChange(value as DeletionType)}
      label="Como deseja excluir?"
      description={
        single
          ? undefined
          : `${formatNumber(published)} de ${plural(total, 'imóvel', 'imóveis')} ${published === 1 ? 'está publicado' : 'estão publicados'} no Canal Pro.`
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
                  <Text component="span" display="block" size="sm" c="dimmed" id={`deletion-type-${value}`}>
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
  );
}

/**
 * Step 3: the chosen type's consequence, the reason, notes and the typed confirmation. Exactly the
 * word, case aside: 'EXCLUIR ' is not it. A phone keyboard adds that space after a suggested word,
 * so the field says what is wrong instead of staying silent. Enter submits.
 */
export function StepConfirm({
  type,
  reason,
  onReasonChange,
  notes,
  onNotesChange,
  confirmation,
  onConfirmationChange,
  onSubmit,
}: {
  type: DeletionType;
  reason: DeletionReason;
  onReasonChange: (reason: DeletionReason) => void;
  notes: string;
  onNotesChange: (notes: string) => void;
  confirmation: string;
  onConfirmationChange: (confirmation: string) => void;
  onSubmit: () => void;
}) {
  const spaced =
    confirmation.toLowerCase() !== CONFIRM_WORD && confirmation.trim().toLowerCase() === CONFIRM_WORD;
  return (
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
        onChange={(value) => value && onReasonChange(value as DeletionReason)}
        allowDeselect={false}
      />
      <Textarea
        label="Observações (opcional)"
        value={notes}
        onChange={(event) => onNotesChange(event.currentTarget.value)}
        maxLength={1000}
        rows={3}
      />
      <TextInput
        label="Digite excluir para confirmar"
        description="Digite exatamente excluir (sem aspas) para confirmar"
        value={confirmation}
        error={spaced ? CONFIRM_SPACES_MESSAGE : undefined}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSubmit();
        }}
        autoComplete="off"
        data-autofocus
      />
    </Stack>
  );
}
