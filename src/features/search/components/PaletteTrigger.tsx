import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useIsPhone } from '@/hooks/useMediaMatch';
import { lazy, Suspense, useState } from 'react';

// The palette (and @mantine/spotlight) loads on first use, never with the first page.
const CommandPalette = lazy(() => import('./CommandPalette'));

/** The header's search button and the Ctrl+K / ⌘K shortcut, anywhere in the signed-in app. */
export function PaletteTrigger() {
  const [requested, setRequested] = useState(false);
  const [opened, setOpened] = useState(false);
  const phone = useIsPhone();
  // Read as it first renders: Mantine's default reads it in a layout effect (for a server render
  // this SPA never does), and its update re-rendered the shell in the task of the first commit.
  const mac = useOs({ getValueInEffect: false }) === 'macos';
  const open = () => {
    setRequested(true);
    setOpened(true);
  };
  // Also from inside inputs: the palette is the one thing Ctrl+K means here.
  useHotkeys([['mod+K', open]], []);
  const hint = mac ? '⌘ K' : 'Ctrl K';
  return (
    <>
      {phone ? (
        <ActionIcon variant="default" size="lg" aria-label="Buscar" onClick={open}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      ) : (
        <Tooltip label={`Buscar telas, ações e imóveis (${hint})`}>
          <Button
            variant="default"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={<Kbd size="xs">{hint}</Kbd>}
            onClick={open}
            aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
          >
            Buscar
          </Button>
        </Tooltip>
      )}
      {requested && (
        <Suspense fallback={null}>
          <CommandPalette opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
