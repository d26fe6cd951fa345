import { Button, Checkbox, Group } from '@mantine/core';
import { formatNumber } from '@/lib/format';
import type { PropertyListItem } from '../api/properties';
import { useSelectionStore } from '../store';

/**
 * Select-all-visible (with its indeterminate state) and "select all N results". Both leave the
 * partners' shared properties out: `items` are the selectable ones, `total` counts only those.
 */
export function SelectAllRow({
  items,
  total,
  selectingAll,
  onSelectAllMatching,
}: {
  items: PropertyListItem[];
  total: number;
  selectingAll: boolean;
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
  return (
    <Group gap="md" mih={30}>
      <Checkbox
        label="Selecionar todos visíveis"
        checked={all}
        indeterminate={some}
        disabled={items.length === 0}
        onChange={() => setMany(items, !all)}
      />
      {total > items.length && selectedCount < total && (
        <Button
          variant="subtle"
          size="compact-sm"
          loading={selectingAll}
          onClick={onSelectAllMatching}
          data-testid="select-all-matching"
        >
          Selecionar todos os {formatNumber(total)} resultados
        </Button>
      )}
    </Group>
  );
}
