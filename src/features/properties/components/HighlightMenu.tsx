import { Menu } from '@mantine/core';
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { IconChevronDown, IconStar, IconStarOff } from '@tabler/icons-react';
import { HIGHLIGHT_LEVELS } from '@/api/enums';
import { useTone } from '@/components/tone';
import { publicationTypeOptionLabel, type PublicationType } from '@/lib/property-labels';
import type { PropertyListItem } from '../api/properties';
import { getSelection } from '../store';
import { BusyButton } from '@/components/BusyButton';

// The planner (and the contract's queries it sends) loads when a menu offering it first opens, not
// with the list: opening the menu starts the download, so the dialog is usually there by the click.
export const preloadHighlightPlanner = () => import('./HighlightPlanner');
const HighlightPlanner = lazy(() => preloadHighlightPlanner().then((m) => ({ default: m.HighlightPlanner })));

interface Planning {
  opened: boolean;
  target: PublicationType;
  /** The selection when the planner opened, in selection order. */
  items: PropertyListItem[];
  /** A new planner per opening: the chosen level starts from the menu's item. */
  key: number;
}

type OnApply = (type: PublicationType, ids: number[], onApplied: () => void) => void;

/**
 * The highlight planner for the selection: `plan(level)` opens it on that level (STANDARD removes
 * the highlight), `planner` is the dialog to render. `onApply` reports success through `onApplied`
 * (the planner then closes).
 */
export function useHighlightPlanner({
  onApply,
  applying,
  returnFocusTo,
}: {
  onApply: OnApply;
  applying: boolean;
  /**
   * Where focus goes when the planner closes (the menu's button): it mounts already open, so
   * Mantine's own return never learns what was focused before.
   */
  returnFocusTo: RefObject<HTMLElement | null>;
}): {
  plan: (target: PublicationType) => void;
  planner: ReactNode;
} {
  const [planning, setPlanning] = useState<Planning | null>(null);
  // Closed, the button takes focus back once the dialog has let it go (the render after the close).
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    returnFocusTo.current?.focus();
  });
  const plan = (target: PublicationType) =>
    setPlanning((prev) => ({ opened: true, target, items: getSelection().items, key: (prev?.key ?? 0) + 1 }));
  const close = () => {
    focusPending.current = true;
    setPlanning((prev) => prev && { ...prev, opened: false });
  };
  const planner = planning && (
    <Suspense fallback={null}>
      <HighlightPlanner
        key={planning.key}
        opened={planning.opened}
        onClose={close}
        initialTarget={planning.target}
        items={planning.items}
        applying={applying}
        onApply={(type, ids) => onApply(type, ids, close)}
      />
    </Suspense>
  );
  return { plan, planner };
}

/** The menu's highlight entries: each level, then 'Remover destaque'. */
export function HighlightMenuItems({ onPlan }: { onPlan: (target: PublicationType) => void }) {
  const tone = useTone();
  return (
    <>
      <Menu.Label>Definir destaque</Menu.Label>
      {HIGHLIGHT_LEVELS.map((type) => (
        <Menu.Item key={type} leftSection={<IconStar size={14} />} onClick={() => onPlan(type)}>
          {publicationTypeOptionLabel(type)}
        </Menu.Item>
      ))}
      <Menu.Divider />
      <Menu.Item
        color="red"
        c={tone('red')}
        leftSection={<IconStarOff size={14} />}
        onClick={() => onPlan('STANDARD')}
      >
        Remover destaque
      </Menu.Item>
    </>
  );
}

/**
 * Sets a highlight level (publication type) on the selection, or removes it (STANDARD, followed by
 * export + activate at the portal), through the highlight planner, which checks
 * the change against the Canal Pro contract's quotas first.
 */
export function HighlightMenu({
  onApply,
  loading,
  disabled,
  style,
}: {
  style?: CSSProperties;
  onApply: OnApply;
  loading?: boolean;
  disabled?: boolean;
}) {
  const target = useRef<HTMLButtonElement>(null);
  const { plan, planner } = useHighlightPlanner({ onApply, applying: !!loading, returnFocusTo: target });
  return (
    <>
      <Menu position="top-start" withinPortal onOpen={() => void preloadHighlightPlanner()}>
        <Menu.Target>
          <BusyButton
            ref={target}
            variant="default"
            size="xs"
            leftSection={<IconStar size={14} />}
            rightSection={<IconChevronDown size={14} />}
            busy={!!loading}
            disabled={disabled}
            style={style}
          >
            Destaque
          </BusyButton>
        </Menu.Target>
        <Menu.Dropdown>
          <HighlightMenuItems onPlan={plan} />
        </Menu.Dropdown>
      </Menu>
      {planner}
    </>
  );
}
