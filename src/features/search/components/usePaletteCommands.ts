import { useMantineColorScheme } from '@mantine/core';
import {
  IconCalendarPlus,
  IconCloudDownload,
  IconMoon,
  IconPlus,
  IconRefreshDot,
  IconSun,
  type Icon,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/api/session';
import { useShownColorScheme } from '@/hooks/useMediaMatch';
import { MAIN_ITEMS, MASTER_ITEMS, SYSTEM_ITEMS } from '@/components/nav-items';
import { fold } from '@/lib/fold';
import { requestIntent } from '@/lib/palette-intent';

export interface Command {
  id: string;
  label: string;
  description?: string;
  icon: Icon;
  run: () => void;
}

/**
 * The screens the user may open (the master tenant's only for its users) and the main actions,
 * filtered by what was typed.
 */
export function usePaletteCommands(query: string): Command[] {
  const navigate = useNavigate();
  const { isMaster } = useAuth();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useShownColorScheme();
  const go = (to: string) => () => void navigate({ to });

  const actions: Command[] = [
    {
      id: 'new-property',
      label: 'Novo Imóvel',
      description: 'Cadastrar um imóvel',
      icon: IconPlus,
      run: go('/properties/new'),
    },
    {
      id: 'new-schedule',
      label: 'Novo Agendamento',
      description: 'Agendar refresh de anúncios',
      icon: IconCalendarPlus,
      run: go('/refresh/new'),
    },
    {
      id: 'import',
      label: 'Importar do CanalPro',
      description: 'Trazer os anúncios do portal para Meus Imóveis',
      icon: IconCloudDownload,
      run: () => {
        requestIntent('import');
        void navigate({ to: '/properties' });
      },
    },
    {
      id: 'manual-refresh',
      label: 'Refresh Manual',
      description: 'Republicar um anúncio agora',
      icon: IconRefreshDot,
      run: () => {
        requestIntent('manual-refresh');
        void navigate({ to: '/refresh' });
      },
    },
    {
      id: 'theme',
      label: scheme === 'dark' ? 'Ativar tema claro' : 'Ativar tema escuro',
      icon: scheme === 'dark' ? IconSun : IconMoon,
      run: () => setColorScheme(scheme === 'dark' ? 'light' : 'dark'),
    },
  ];
  const screens: Command[] = [...MAIN_ITEMS, ...SYSTEM_ITEMS, ...(isMaster ? MASTER_ITEMS : [])].map(
    (item) => ({
      id: `screen-${item.to}`,
      label: item.label,
      description: item.tag ? `Tela · ${item.tag}` : 'Tela',
      icon: item.icon,
      run: go(item.to),
    }),
  );

  const needle = fold(query.trim());
  const all = [...actions, ...screens];
  if (!needle) return all;
  return all.filter((c) => fold(`${c.label} ${c.description ?? ''}`).includes(needle));
}
