import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconStar } from '@tabler/icons-react';
import { READABLE_ALERT_TITLE, useTone } from '@/components/tone';
import { PUBLICATION_TYPE_LABELS } from '@/lib/property-labels';
import {
  changedLevels,
  excessText,
  fitLabel,
  fitText,
  previewText,
  type HighlightPlan,
} from '../highlight-plan';
import { BusyButton } from '@/components/BusyButton';

/**
 * What the change does to the contract ('5 de 10 Destaques → 8 de 10' for the level the selection
 * moves to and each one it leaves) and, past a quota, by how much, with the two ways out: apply
 * it only to as many as fit, or choose another level.
 */
export function HighlightPlanPreview({
  plan,
  applying,
  onApplyFit,
  onChooseAnother,
}: {
  plan: HighlightPlan;
  applying: boolean;
  onApplyFit: () => void;
  onChooseAnother: () => void;
}) {
  const tone = useTone();
  if (!plan.levels) return null;
  const changes = changedLevels(plan);
  return (
    <Stack gap="sm" aria-live="polite" data-testid="highlight-preview">
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nenhuma mudança no uso de destaques do contrato.
        </Text>
      ) : (
        <div>
          <Text size="sm" fw={600} id="highlight-preview-title">
            Uso do contrato após a mudança
          </Text>
          <List size="sm" spacing={2} mt={4} aria-labelledby="highlight-preview-title">
            {changes.map((level) => (
              <List.Item key={level.type}>
                <Text
                  span
                  size="sm"
                  c={level.after > level.limit && level.after > level.used ? tone('red') : undefined}
                >
                  {previewText(level)}
                </Text>
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {plan.excess > 0 && (
        <Alert
          color="red"
          variant="light"
          styles={READABLE_ALERT_TITLE}
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={excessText(plan)}
          data-testid="highlight-excess"
        >
          <Stack gap="xs">
            <Text size="sm">
              {plan.fitting.length > 0
                ? fitText(plan)
                : `Nenhum ${PUBLICATION_TYPE_LABELS[plan.target]} livre no contrato.`}
            </Text>
            <Group gap="xs">
              {plan.fitting.length > 0 && (
                <BusyButton
                  size="xs"
                  leftSection={<IconStar size={14} aria-hidden />}
                  busy={applying}
                  onClick={onApplyFit}
                >
                  {fitLabel(plan)}
                </BusyButton>
              )}
              <Button
                size="xs"
                variant="default"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                disabled={applying}
                onClick={onChooseAnother}
              >
                Escolher outro tipo
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
