import { Menu } from '@mantine/core';
import { IconChevronUp, IconCloudUpload, IconRefresh, IconRocket, IconTrash } from '@tabler/icons-react';
import { useTone } from '@/components/tone';
import { useMenuDialogs } from '@/hooks/useMenuDialogs';
import type { PublicationType } from '@/lib/property-labels';
import { HighlightMenuItems, preloadHighlightPlanner, useHighlightPlanner } from './HighlightMenu';
import { BusyButton } from '@/components/BusyButton';

/**
 * The selection bar's actions on a phone, in one menu: six buttons wrapped onto four rows (about
 * 200 px) covered the cards being selected. The same actions in the same order, the
 * destructive one last; Mantine's menu takes the arrow keys, Enter and Escape, and gives focus back
 * to 'Ações' when it closes.
 */
export function SelectionActionsMenu({
  onSync,
  onExport,
  onExportActivate,
  onApplyHighlight,
  onDelete,
  busy,
  highlighting,
}: {
  onSync: () => void;
  onExport: () => void;
  onExportActivate: () => void;
  onApplyHighlight: (type: PublicationType, ids: number[], onApplied: () => void) => void;
  onDelete: () => void;
  busy: boolean;
  highlighting: boolean;
}) {
  const { target, opening } = useMenuDialogs();
  const { plan, planner } = useHighlightPlanner({
    onApply: onApplyHighlight,
    applying: highlighting,
    returnFocusTo: target,
  });
  const tone = useTone();
  return (
    <>
      {/* Opened, focus goes to the first action (not Mantine's focus placeholder, a role=presentation
          child that a menu may not hold); the arrows move from there. */}
      <Menu
        position="top-end"
        withinPortal
        withInitialFocusPlaceholder={false}
        onOpen={() => void preloadHighlightPlanner()}
      >
        <Menu.Target>
          <BusyButton ref={target} size="xs" rightSection={<IconChevronUp size={14} />} busy={busy}>
            Ações
          </BusyButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconRefresh size={14} />} onClick={onSync} data-autofocus>
            Sincronizar
          </Menu.Item>
          <Menu.Item leftSection={<IconCloudUpload size={14} />} onClick={opening(onExport)}>
            Exportar para Canal Pro
          </Menu.Item>
          <Menu.Item leftSection={<IconRocket size={14} />} onClick={opening(onExportActivate)}>
            Exportar + Ativar
          </Menu.Item>
          <Menu.Divider />
          <HighlightMenuItems onPlan={plan} />
          <Menu.Divider />
          {/* Mantine's red item text falls below AA on the menu in both themes: the readable tone. */}
          <Menu.Item
            color="red"
            c={tone('red')}
            leftSection={<IconTrash size={14} />}
            onClick={opening(onDelete)}
          >
            Excluir
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {planner}
    </>
  );
}
