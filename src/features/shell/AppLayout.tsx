import {
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Flex,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useHotkeys, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { Logo } from '@/components/Logo';
import { useAuth } from '@/features/auth/api/session';
import { MAIN_ITEMS, MASTER_ITEMS, SYSTEM_ITEMS, type NavItem } from '@/components/nav-items';
import { useIsPhone, useMediaMatch } from '@/hooks/useMediaMatch';
import { CurrentUser, MenuAccount } from './CurrentUser';
import { SystemStatus } from './SystemStatus';
import { ThemeToggle } from './ThemeToggle';

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
 * `headerExtra` (the token badge) shows from the `sm` breakpoint; `search` (the command palette's
 * trigger) always. The route supplies both: the shell imports no other feature's components.
 */
export function AppLayout({ headerExtra, search }: { headerExtra?: ReactNode; search?: ReactNode }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({ key: 'sidebar_collapsed', defaultValue: false });
  // Below the `sm` breakpoint the header is tighter and the sidebar is a drawer: while it is closed
  // (off-screen) it must not take focus, and Escape closes it, giving focus back to the menu button.
  const isPhone = useIsPhone();
  // Below `md` (a tablet, a phone) the header's right side has little room beside the token badge
  // and 'Buscar': the user's first name without the initial, 'Sair' without its icon. At 768 px a
  // long name read 'Ma…' beside the initial.
  const narrow = useMediaMatch('(max-width: 61.99em)');
  const markOnly = useMediaMatch('(max-width: 24.99em)');
  const burger = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => {
    mobile.close();
    burger.current?.focus();
  };
  useHotkeys(mobileOpened ? [['Escape', closeDrawer]] : [], []);
  // The drawer on a phone always shows the full menu.
  const iconOnly = collapsed && !isPhone;
  // On a phone the closed drawer is off-screen and inert: its menu is drawn the first time it
  // opens, and kept. Drawn with the first screen it was a fifth of that screen's first render
  // (some twenty links, the scroll area, the system status), on the slowest devices.
  const [menuOpenedOnce, setMenuOpenedOnce] = useState(false);
  if (mobileOpened && !menuOpenedOnce) setMenuOpenedOnce(true);
  const menuDrawn = !isPhone || menuOpenedOnce;

  const logout = () => {
    auth.logout();
    void navigate({ to: '/login', replace: true });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: iconOnly ? 72 : 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding="md"
    >
      {/* data-print-hidden: a printed page (the property sheet) leaves the shell off the paper. */}
      <AppShell.Header data-print-hidden>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" flex="none">
            <Burger
              ref={burger}
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={mobileOpened}
            />
            {/* Below 400 px the name gives its room to the user's ('autonomo' read 'aut…' at 360 px). */}
            <Logo height={isPhone ? 26 : 32} markOnly={markOnly} />
          </Group>
          <Group gap={isPhone ? 6 : 'sm'} wrap="nowrap" miw={0}>
            {/* Only the user's name gives way: at 768 px a long name squeezed 'Buscar' to 'Bu' and
                the token badge to 'CanalPr…'. Not drawn at all on a phone, where it never shows. */}
            {headerExtra && !isPhone && <Box flex="none">{headerExtra}</Box>}
            <Box flex="none">{search}</Box>
            <ThemeToggle />
            <CurrentUser short={narrow} />
            {/* Never shrunk: on a 390 px phone its label was cut to 'Sai'; the user's name gives way. */}
            <Button
              variant="subtle"
              color="gray"
              flex="none"
              size={isPhone ? 'compact-sm' : 'sm'}
              leftSection={narrow ? undefined : <IconLogout size={16} />}
              onClick={logout}
            >
              Sair
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Menu principal" inert={isPhone && !mobileOpened} data-print-hidden>
        {menuDrawn && (
          <>
            {/* Where the header has room for the first name only, the menu has the whole account. */}
            {narrow && !iconOnly && (
              <AppShell.Section mb="xs" style={{ borderBottom: '1px solid var(--app-shell-border-color)' }}>
                <MenuAccount />
              </AppShell.Section>
            )}
            <AppShell.Section grow component={ScrollArea}>
              <nav aria-label="Navegação">
                <NavSection
                  title="Principal"
                  items={MAIN_ITEMS}
                  collapsed={iconOnly}
                  onNavigate={mobile.close}
                />
                <NavSection
                  title="Sistema"
                  items={SYSTEM_ITEMS}
                  collapsed={iconOnly}
                  onNavigate={mobile.close}
                />
                {auth.isMaster && (
                  <NavSection
                    title="Administração"
                    items={MASTER_ITEMS}
                    collapsed={iconOnly}
                    onNavigate={mobile.close}
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
                    onClick={() => setCollapsed(!collapsed)}
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
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
