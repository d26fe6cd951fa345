import {
  IconBuildingCommunity,
  IconChartBar,
  IconHome,
  IconKey,
  IconLayoutDashboard,
  IconRefresh,
  IconSettings,
  IconUserCircle,
  IconUsers,
  IconAddressBook,
  IconHeartHandshake,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon: Icon;
  tag?: string;
}

/** The sidebar, in the spec's order. */
export const MAIN_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Imóveis', to: '/properties', icon: IconHome },
  { label: 'Parcerias', to: '/partnerships', icon: IconHeartHandshake },
  { label: 'Refresh CanalPro', to: '/refresh', icon: IconRefresh },
  { label: 'Leads', to: '/leads', icon: IconUserCircle, tag: 'Em breve' },
  { label: 'Clientes', to: '/clients', icon: IconAddressBook, tag: 'Em breve' },
];

export const SYSTEM_ITEMS: NavItem[] = [
  { label: 'Configurações', to: '/settings', icon: IconSettings },
  { label: 'Monitor de Tokens', to: '/tokens', icon: IconKey },
];

/** Only for users of the master tenant (tenant_id 1). */
export const MASTER_ITEMS: NavItem[] = [
  { label: 'Usuários', to: '/users', icon: IconUsers },
  { label: 'Tenants', to: '/tenants', icon: IconBuildingCommunity },
  { label: 'Dashboard Executivo', to: '/admin', icon: IconChartBar },
];
