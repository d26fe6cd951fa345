import { Button, Menu } from '@mantine/core';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { IconChevronDown, IconStar, IconStarOff } from '@tabler/icons-react';
import { HIGHLIGHT_LEVELS } from '@/api/enums';
import { publicationTypeOptionLabel, type PublicationType } from '@/lib/property-labels';
import type { PropertyListItem } from '../api/properties';
import { getSelection } from '../store';

// The planner (and the contract's queries it sends) loads when the menu first opens, not with the
// list: opening the menu starts the download, so the dialog is usually there by the click.
const loadPlanner = () => import('./HighlightPlanner');
const HighlightPlanner = lazy(() => loadPlanner().then((m) => ({ default: m.HighlightPlanner })));

interface Planning {
  opened: boolean;
  target: PublicationType;
  /** The selection when the planner opened, in selection order. */
  items: PropertyListItem[];
  /** A new planner per opening: the chosen level starts from the menu's item. */
  key: number;
}

/**
 * Sets a highlight level (publication type) on the selection, or removes it (STANDARD, followed by
 * export + activate at the portal — spec part 1 §4), through the highlight planner, which checks
 * the change against the Canal Pro contract's quotas first. `onApply` reports success through
 * `onApplied` (the planner then closes).
 */
export function HighlightMenu({
  onApply,
  loading,
  disabled,
  style,
}: {
  style?: CSSProperties;
  onApply: (type: PublicationType, ids: number[], onApplied: () => void) => void;
  loading?: boolean;
  disabled?: boolean;
}) {
  const [planning, setPlanning] = useState<Planning | null>(null);
  const plan = (target: PublicationType) =>
    setPlanning((prev) => ({ opened: true, target, items: getSelection().items, key: (prev?.key ?? 0) + 1 }));
  const close = () => setPlanning((prev) => prev && { ...prev, opened: false });

  return (
    <>
      <Menu position="top-start" withinPortal onOpen={() => void loadPlanner()}>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconStar size={14} />}
            rightSection={<IconChevronDown size={14} />}
            loading={loading}
            disabled={disabled}
            style={style}
          >
            Destaque
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Definir destaque</Menu.Label>
          {HIGHLIGHT_LEVELS.map((type) => (
            <Menu.Item key={type} leftSection={<IconStar size={14} />} onClick={() => plan(type)}>
              {publicationTypeOptionLabel(type)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconStarOff size={14} />} onClick={() => plan('STANDARD')}>
            Remover destaque
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {planning && (
        <Suspense fallback={null}>
          <HighlightPlanner
            key={planning.key}
            opened={planning.opened}
            onClose={close}
            initialTarget={planning.target}
            items={planning.items}
            applying={!!loading}
            onApply={(type, ids) => onApply(type, ids, close)}
          />
        </Suspense>
      )}
    </>
  );
}
