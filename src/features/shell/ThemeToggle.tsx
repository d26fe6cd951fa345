import { ActionIcon, Tooltip, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useShownColorScheme } from '@/hooks/useMediaMatch';

export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useShownColorScheme();
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? 'Ativar tema claro' : 'Ativar tema escuro';
  return (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={() => setColorScheme(next)}>
        {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
