import { Button, Group, Paper, Text } from '@mantine/core';
import { IconCloudUpload, IconRefresh, IconRestore, IconRocket, IconTrash, IconX } from '@tabler/icons-react';
import type { ListView } from '../search';
import { formatNumber } from '@/lib/format';
import type { PublicationType } from '@/lib/property-labels';
import { useSelectionCount, useSelectionStore } from '../store';
import { HighlightMenu } from './HighlightMenu';

/** Buttons keep their width; the row wraps instead. */
const NO_SHRINK = { flexShrink: 0 };

export function selectionLabel(count: number): string {
  return count === 1 ? '1 imóvel selecionado' : `${formatNumber(count)} imóveis selecionados`;
}

/**
 * Bulk actions on the selection (spec part 1 §2, §4). It stays at the bottom of the viewport while
 * anything is selected, on a phone too. In the 'Arquivados' view the only action is 'Restaurar'.
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
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm" aria-live="polite" data-testid="selection-count">
          {selectionLabel(count)}
        </Text>
        {/* The actions wrap onto more rows on a phone: every one stays in view, none off-screen. */}
        <Group gap="xs" wrap="wrap" maw="100%">
          {view === 'arquivados' ? (
            <Button
              style={NO_SHRINK}
              size="xs"
              color="teal"
              variant="light"
              leftSection={<IconRestore size={14} />}
              loading={restoring}
              onClick={onRestore}
            >
              Restaurar
            </Button>
          ) : (
            <>
              <Button
                style={NO_SHRINK}
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={14} />}
                loading={syncing}
                onClick={onSync}
              >
                Sincronizar
              </Button>
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
        </Group>
      </Group>
    </Paper>
  );
}
