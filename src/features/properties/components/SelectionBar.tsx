import { ActionIcon, Button, Group, Paper, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconRefresh, IconRestore, IconRocket, IconTrash, IconX } from '@tabler/icons-react';
import type { ListView } from '../search';
import { useIsPhone } from '@/hooks/useMediaMatch';
import { formatNumber } from '@/lib/format';
import type { PublicationType } from '@/lib/property-labels';
import { useSelectionCount, useSelectionStore } from '../store';
import { HighlightMenu } from './HighlightMenu';
import { SelectionActionsMenu } from './SelectionActionsMenu';
import { BusyButton } from '@/components/BusyButton';

/** Buttons keep their width; the row wraps instead. */
const NO_SHRINK = { flexShrink: 0 };

function selectionLabel(count: number): string {
  return count === 1 ? '1 imóvel selecionado' : `${formatNumber(count)} imóveis selecionados`;
}

/**
 * Bulk actions on the selection. It stays at the bottom of the viewport while
 * anything is selected, on a phone too, in one row there: the count, an 'Ações' menu and the clear
 * button. In the 'Arquivados' view the only action is 'Restaurar'.
 */
export function SelectionBar({
  view,
  onRestore,
  restoring,
  onSync,
  onDelete,
  onExport,
  onExportActivate,
  onApplyHighlight,
  syncing,
  highlighting,
}: {
  onSync: () => void;
  onDelete: () => void;
  onExport: () => void;
  onExportActivate: () => void;
  onApplyHighlight: (type: PublicationType, ids: number[], onApplied: () => void) => void;
  syncing: boolean;
  highlighting: boolean;
  view: ListView;
  onRestore: () => void;
  restoring: boolean;
}) {
  const count = useSelectionCount();
  const clear = useSelectionStore((s) => s.clear);
  // On a phone the actions go into one menu.
  const phone = useIsPhone();
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      pos="sticky"
      bottom="var(--mantine-spacing-md)"
      style={{ zIndex: 20 }}
      role="region"
      aria-label="Ações em massa"
      data-testid="selection-bar"
    >
      <Group justify="space-between" gap="xs" wrap={phone ? 'nowrap' : 'wrap'}>
        <Text fw={600} size="sm" aria-live="polite" data-testid="selection-count">
          {selectionLabel(count)}
        </Text>
        {/* Wider screens wrap the buttons onto a second row: every one stays in view. */}
        <Group gap="xs" wrap={phone ? 'nowrap' : 'wrap'} maw="100%">
          {view === 'arquivados' ? (
            <BusyButton
              style={NO_SHRINK}
              size="xs"
              color="teal"
              variant="light"
              leftSection={<IconRestore size={14} />}
              busy={restoring}
              onClick={onRestore}
            >
              Restaurar
            </BusyButton>
          ) : phone ? (
            <SelectionActionsMenu
              onSync={onSync}
              onExport={onExport}
              onExportActivate={onExportActivate}
              onApplyHighlight={onApplyHighlight}
              onDelete={onDelete}
              busy={syncing || highlighting}
              highlighting={highlighting}
            />
          ) : (
            <>
              <BusyButton
                style={NO_SHRINK}
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} />}
                busy={syncing}
                onClick={onSync}
              >
                Sincronizar
              </BusyButton>
              <Button
                style={NO_SHRINK}
                size="xs"
                variant="default"
                leftSection={<IconCloudUpload size={14} />}
                onClick={onExport}
              >
                Exportar para Canal Pro
              </Button>
              <Button
                style={NO_SHRINK}
                size="xs"
                variant="default"
                leftSection={<IconRocket size={14} />}
                onClick={onExportActivate}
              >
                Exportar + Ativar
              </Button>
              <HighlightMenu style={NO_SHRINK} onApply={onApplyHighlight} loading={highlighting} />
              <Button
                style={NO_SHRINK}
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconTrash size={14} />}
                onClick={onDelete}
              >
                Excluir
              </Button>
            </>
          )}
          {phone ? (
            <Tooltip label="Limpar seleção">
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Limpar seleção" onClick={clear}>
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              style={NO_SHRINK}
              size="xs"
              variant="subtle"
              color="gray"
              onClick={clear}
              leftSection={<IconX size={14} />}
            >
              Limpar seleção
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
