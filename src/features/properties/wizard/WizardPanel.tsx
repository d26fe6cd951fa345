import {
  Anchor,
  Button,
  Divider,
  List,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  UnstyledButton,
  Group,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconBulb,
  IconCircle,
  IconCircleCheck,
  IconCircleDashed,
} from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { plural } from '@/lib/format';
import { RULE_FIELDS, stepOfField, WIZARD_STEPS } from './steps';
import { EMPTY_WIZARD } from './values';
import { useWizard } from './store';
import { useWizardReadiness } from './useWizardReadiness';
import type { WizardField, WizardValues } from './values';

const STEP_STATES = {
  blocked: { label: 'Pendente', color: 'yellow', icon: IconCircleDashed },
  advised: { label: 'Revisar', color: 'blue', icon: IconBulb },
  complete: { label: 'Completa', color: 'green', icon: IconCircleCheck },
  optional: { label: 'Não iniciada', color: 'gray', icon: IconCircle },
} as const;

/** Steps with at least one field filled in (something other than its empty value). */
function useFilledSteps(): Set<number> {
  const values = useWatch<WizardValues>() as WizardValues;
  const steps = new Set<number>();
  for (const field of Object.keys(EMPTY_WIZARD) as WizardField[]) {
    if (field === 'development_mode') continue;
    if (JSON.stringify(values[field]) !== JSON.stringify(EMPTY_WIZARD[field])) steps.add(stepOfField(field));
  }
  return steps;
}

export interface WizardActions {
  onSave: () => void;
  onPublish: () => void;
  onDiscard: () => void;
  saving: boolean;
  /** Edit mode: 'Salvar alterações'. */
  editing: boolean;
}

/**
 * The side panel (a drawer on a phone): steps and their completeness, what blocks publishing and
 * what is advised — each a link to its field — the export flag, and the actions (part 2 §2).
 */
export function WizardPanel({ actions, onNavigate }: { actions: WizardActions; onNavigate?: () => void }) {
  const { setFocus } = useFormContext<WizardValues>();
  const readiness = useWizardReadiness();
  const step = useWizard((s) => s.step);
  const goTo = useWizard((s) => s.goTo);
  const exportToPortal = useWizard((s) => s.exportToPortal);
  const setExportToPortal = useWizard((s) => s.setExportToPortal);
  const blockedSteps = new Set(readiness.blockingKeys.map((key) => stepOfField(RULE_FIELDS[key])));
  const advisedSteps = new Set(readiness.warningKeys.map((key) => stepOfField(RULE_FIELDS[key])));
  const filledSteps = useFilledSteps();

  const open = (field: WizardField) => {
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
      <nav aria-label="Etapas do cadastro">
        <Stack gap={4}>
          {WIZARD_STEPS.map((title, index) => {
            const n = index + 1;
            const state = blockedSteps.has(n)
              ? STEP_STATES.blocked
              : advisedSteps.has(n)
                ? STEP_STATES.advised
                : filledSteps.has(n)
                  ? STEP_STATES.complete
                  : STEP_STATES.optional;
            return (
              <UnstyledButton
                key={title}
                onClick={() => {
                  goTo(n);
                  onNavigate?.();
                }}
                aria-current={n === step ? 'step' : undefined}
                p={6}
                style={{
                  borderRadius: 6,
                  background: n === step ? 'var(--mantine-color-default-hover)' : undefined,
                }}
              >
                <Group gap="xs" wrap="nowrap">
                  <ThemeIcon size={20} radius="xl" variant="light" color={state.color} aria-hidden>
                    <state.icon size={14} />
                  </ThemeIcon>
                  <Text size="sm" fw={n === step ? 700 : 400}>
                    {n}. {title}
                  </Text>
                  <Text size="xs" c="dimmed" ml="auto">
                    {state.label}
                  </Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </nav>
      <Divider />
      <section aria-labelledby="wizard-blocking">
        <Text id="wizard-blocking" size="sm" fw={700}>
          {readiness.ready
            ? 'Pronto para publicar'
            : `${plural(readiness.blocking.length, 'campo obrigatório', 'campos obrigatórios')} para publicar`}
        </Text>
        {!readiness.ready && (
          <List size="sm" spacing={2} mt={4} icon={<IconAlertTriangle size={14} aria-hidden />}>
            {readiness.blockingKeys.map((key, i) => (
              <List.Item key={key}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  onClick={() => open(RULE_FIELDS[key])}
                >
                  {readiness.blocking[i]}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </section>
      {readiness.warnings.length > 0 && (
        <section aria-labelledby="wizard-warnings">
          <Text id="wizard-warnings" size="sm" fw={700}>
            Recomendações
          </Text>
          <List size="sm" spacing={2} mt={4}>
            {readiness.warningKeys.map((key, i) => (
              <List.Item key={key}>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  c="dimmed"
                  onClick={() => open(RULE_FIELDS[key])}
                >
                  {readiness.warnings[i]}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      )}
      <Divider />
      <Switch
        label="Exportar para o Canal Pro"
        description="Ao publicar, o imóvel é exportado para o portal."
        checked={exportToPortal}
        onChange={(event) => setExportToPortal(event.currentTarget.checked)}
      />
      <Stack gap="xs">
        <Button
          onClick={actions.onPublish}
          loading={actions.saving}
          disabled={!readiness.ready}
          aria-describedby="wizard-blocking"
        >
          Publicar
        </Button>
        {!readiness.ready && (
          <Text size="xs" c="dimmed">
            Publicar fica disponível quando nenhum campo obrigatório faltar.
          </Text>
        )}
        <Button variant="default" onClick={actions.onSave} loading={actions.saving}>
          {actions.editing ? 'Salvar alterações' : 'Salvar'}
        </Button>
        <Button variant="subtle" color="red" onClick={actions.onDiscard} disabled={actions.saving}>
          Descartar
        </Button>
      </Stack>
    </Stack>
  );
}
