import { Checkbox, Group, Text } from '@mantine/core';
import { plural } from '@/lib/format';
import type { PropertyListItem } from '../api/properties';
import { useSelectionStore } from '../store';
import { BusyButton } from '@/components/BusyButton';

/** '(9 compartilhados ficam de fora)': why select-all takes fewer than the list's total. */
function sharedLeftOut(shared: number): string {
  return `(${plural(shared, 'compartilhado fica', 'compartilhados ficam')} de fora)`;
}

/**
 * Select-all-visible (with its indeterminate state) and "select all N results". Both leave the
 * partners' shared properties out (they take no action): `items` are the selectable ones, `total`
 * counts only those, `shared` how many of the list's results are left out. Where that makes the
 * numbers differ from the list's total the row says so, before and after the selection.
 */
export function SelectAllRow({
  items,
  total,
  shared,
  selectingAll,
  busy,
  onSelectAllMatching,
}: {
  items: PropertyListItem[];
  total: number;
  shared: number;
  selectingAll: boolean;
  /** Another page or filter is loading: `items` are the previous answer's, off limits as its cards. */
  busy: boolean;
  onSelectAllMatching: () => void;
}) {
  const setMany = useSelectionStore((s) => s.setMany);
  const selectedVisible = useSelectionStore((s) => {
    let n = 0;
    for (const item of items) if (s.selected.has(item.id)) n += 1;
    return n;
  });
  const selectedCount = useSelectionStore((s) => s.selected.size);
  const all = items.length > 0 && selectedVisible === items.length;
  const some = selectedVisible > 0 && !all;
  const own = plural(total, 'imóvel próprio', 'imóveis próprios');
  return (
    <Group gap="md" mih={30}>
      <Checkbox
        label="Selecionar todos visíveis"
        checked={all}
        indeterminate={some}
        disabled={busy || items.length === 0}
        onChange={() => setMany(items, !all)}
      />
      {total > items.length && selectedCount < total && (
        <BusyButton
          variant="subtle"
          size="compact-sm"
          busy={selectingAll}
          disabled={busy}
          onClick={onSelectAllMatching}
          data-testid="select-all-matching"
          styles={{ root: { height: 'auto', minHeight: 26 }, label: { whiteSpace: 'normal' } }}
        >
          {shared > 0
            ? `Selecionar todos os ${own} ${sharedLeftOut(shared)}`
            : `Selecionar todos os ${plural(total, 'resultado', 'resultados')}`}
        </BusyButton>
      )}
      {shared > 0 && total > 0 && selectedCount >= total && (
        <Text size="sm" c="dimmed" data-testid="all-own-selected">
          {`Todos os ${own} selecionados ${sharedLeftOut(shared)}`}
        </Text>
      )}
    </Group>
  );
}
