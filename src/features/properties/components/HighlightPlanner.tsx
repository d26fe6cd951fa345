import { Alert, Anchor, Button, Group, List, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { HIGHLIGHT_LEVELS, type HighlightLevel } from '@/api/enums';
import { ErrorState } from '@/components/ErrorState';
import { READABLE_ALERT_TITLE } from '@/components/tone';
import { plural } from '@/lib/format';
import { PUBLICATION_TYPE_LABELS, type PublicationType } from '@/lib/property-labels';
import { planHighlight, usageText, type HighlightQuota, type PlanItem } from '../highlight-plan';
import { useHighlightQuota, type QuotaState } from '../hooks/useHighlightQuota';
import { HighlightPlanPreview } from './HighlightPlanPreview';
import { HighlightTargetChooser } from './HighlightTargetChooser';
import { BusyButton } from '@/components/BusyButton';

/** Loading, failure or no contract; `null` once the quota is there. */
function QuotaNotice({ state }: { state: QuotaState }) {
  if (state.status === 'loading') {
    return (
      <Stack gap={6} aria-busy="true" role="status" aria-label="Carregando contrato do Canal Pro">
        <Skeleton h={14} w="60%" />
        <Skeleton h={14} w="45%" />
      </Stack>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        title="Erro ao carregar o contrato"
        message="Os limites de destaque não puderam ser verificados."
        error={state.error}
        onRetry={state.retry}
      />
    );
  }
  if (state.status === 'none') {
    return (
      <Alert
        color="blue"
        variant="light"
        styles={READABLE_ALERT_TITLE}
        icon={<IconInfoCircle size={18} aria-hidden />}
        title="Nenhum contrato configurado"
        data-testid="highlight-no-contract"
      >
        <Text size="sm">
          Sem contrato, os limites de destaque do Canal Pro não são verificados.{' '}
          <Anchor
            size="sm"
            underline="always"
            c="var(--mantine-color-text)"
            renderRoot={(props) => <Link {...props} to="/settings" search={{ open: 'contract' }} />}
          >
            Configurar contrato
          </Anchor>
        </Text>
      </Alert>
    );
  }
  return null;
}

/** Removal takes no slot: the levels in use, before the preview of what it frees. */
function UsageList({ quota }: { quota: HighlightQuota }) {
  return (
    <div>
      <Text size="sm" fw={600} id="highlight-usage-title">
        Destaques do contrato em uso
      </Text>
      <List size="sm" spacing={2} mt={4} aria-labelledby="highlight-usage-title">
        {HIGHLIGHT_LEVELS.map((type) => (
          <List.Item key={type}>{usageText(type, quota.used[type], quota.limits[type])}</List.Item>
        ))}
      </List>
    </div>
  );
}

/**
 * The highlight planner: sets a highlight level on the selection, or removes it
 * (STANDARD), showing the contract's used / contracted count per level and what the change does to
 * it. Loaded on demand, with the contract's queries, when the highlight menu is used.
 */
export function HighlightPlanner({
  opened,
  onClose,
  initialTarget,
  items,
  applying,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  initialTarget: PublicationType;
  /** The selection, in selection order (the order the partial apply follows). */
  items: readonly PlanItem[];
  applying: boolean;
  onApply: (type: PublicationType, ids: number[]) => void;
}) {
  const removal = initialTarget === 'STANDARD';
  const [chosen, setChosen] = useState<HighlightLevel>(removal ? 'PREMIUM' : initialTarget);
  const target: PublicationType = removal ? 'STANDARD' : chosen;
  const state = useHighlightQuota();
  const quota = state.status === 'ready' ? state.quota : null;
  const plan = planHighlight(items, target, quota);
  const groupRef = useRef<HTMLDivElement>(null);

  const chooseAnother = () => {
    const checked = groupRef.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    checked?.focus();
    checked?.scrollIntoView?.({ block: 'nearest' });
  };
  const label = PUBLICATION_TYPE_LABELS[target];
  const nothingChanges = !removal && plan.changing.length === 0;
  const blocked = state.status === 'loading' || plan.excess > 0 || nothingChanges;
  const ids = items.map((item) => item.id);

  return (
    <Modal
      opened={opened}
      onClose={applying ? () => undefined : onClose}
      title={removal ? 'Remover destaque' : 'Definir destaque'}
      size="lg"
      data-testid="highlight-planner"
    >
      <Stack gap="md">
        <Text size="sm">
          {plural(items.length, 'imóvel selecionado', 'imóveis selecionados')}
          {removal && '. Em seguida, eles são exportados e ativados novamente no Canal Pro.'}
        </Text>
        <QuotaNotice state={state} />
        {removal ? (
          quota && <UsageList quota={quota} />
        ) : (
          <HighlightTargetChooser
            value={chosen}
            onChange={setChosen}
            items={items}
            quota={quota}
            groupRef={groupRef}
          />
        )}
        <HighlightPlanPreview
          plan={plan}
          applying={applying}
          onApplyFit={() => onApply(target, plan.fitting)}
          onChooseAnother={chooseAnother}
        />
        {nothingChanges && (
          <Text size="sm" c="dimmed">
            Os imóveis selecionados já têm {label}.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={applying}>
            Cancelar
          </Button>
          <BusyButton
            color={removal ? 'red' : undefined}
            disabled={blocked}
            busy={applying}
            onClick={() => onApply(target, ids)}
          >
            {removal ? 'Remover destaque' : `Aplicar ${label}`}
          </BusyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
