import { AppShell, Badge, Button, Flex, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { MAIN_ITEMS, MASTER_ITEMS, SYSTEM_ITEMS, type NavItem } from '@/components/nav-items';
import { useAuth } from '@/features/auth/api/session';
import { MenuAccount } from './CurrentUser';
import { SystemStatus } from './SystemStatus';

function NavSection({
  title,
  items,
  collapsed,
  onNavigate,
}: {
  title: string;
  items: NavItem[];
  collapsed: boolean;
  onNavigate: () => void;
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
      {!collapsed && (
        <Text component="li" size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
          {title}
        </Text>
      )}
      {items.map((item) => {
        const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
        const link = (
          <NavLink
            component={Link}
            to={item.to}
            onClick={onNavigate}
            active={active}
            aria-current={active ? 'page' : undefined}
            label={collapsed ? undefined : item.label}
            aria-label={collapsed ? item.label : undefined}
            leftSection={<item.icon size={20} stroke={1.6} />}
            rightSection={
              !collapsed && item.tag ? (
                <Badge size="xs" variant="light" color="gray">
                  {item.tag}
                </Badge>
              ) : undefined
            }
          />
        );
        return (
          <li key={item.to}>
            {collapsed ? (
              <Tooltip label={item.tag ? `${item.label} (${item.tag})` : item.label} position="right">
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </Stack>
  );
}

/**
 * What the sidebar holds: the account where the header shows the first name only, the spec's
 * sections (Administração for the master tenant), and the status line with the collapse button.
 */
export function SidebarMenu({
  iconOnly,
  collapsed,
  withAccount,
  onCollapse,
  onNavigate,
}: {
  /** The 72 px rail: icons with tooltips, no section titles. */
  iconOnly: boolean;
  collapsed: boolean;
  /** The header has room for the first name only: the whole account tops the menu. */
  withAccount: boolean;
  onCollapse: (collapsed: boolean) => void;
  /** A link followed (the phone's drawer closes). */
  onNavigate: () => void;
}) {
  const { isMaster } = useAuth();
  return (
    <>
      {/* Where the header has room for the first name only, the menu has the whole account. */}
      {withAccount && (
        <AppShell.Section mb="xs" style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}>
          <MenuAccount />
        </AppShell.Section>
      )}
      <AppShell.Section grow component={ScrollArea}>
        <nav aria-label="Navegação">
          <NavSection title="Principal" items={MAIN_ITEMS} collapsed={iconOnly} onNavigate={onNavigate} />
          <NavSection title="Sistema" items={SYSTEM_ITEMS} collapsed={iconOnly} onNavigate={onNavigate} />
          {isMaster && (
            <NavSection
              title="Administração"
              items={MASTER_ITEMS}
              collapsed={iconOnly}
              onNavigate={onNavigate}
            />
          )}
        </nav>
      </AppShell.Section>
      <AppShell.Section pt="xs">
        {/* Icon-only, the 72 px rail stacks the status dot over the expand button. */}
        <Flex
          direction={iconOnly ? 'column' : 'row'}
          align="center"
          justify={iconOnly ? 'center' : 'space-between'}
          gap="xs"
          px={iconOnly ? 0 : 'xs'}
        >
          <SystemStatus iconOnly={iconOnly} />
          <Tooltip label={collapsed ? 'Expandir menu' : 'Recolher menu'} position="right">
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              visibleFrom="sm"
              aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
              onClick={() => onCollapse(!collapsed)}
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={18} />
              ) : (
                <IconLayoutSidebarLeftCollapse size={18} />
              )}
            </Button>
          </Tooltip>
        </Flex>
      </AppShell.Section>
    </>
  );
}
