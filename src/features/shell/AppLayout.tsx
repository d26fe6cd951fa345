import { AppShell, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure, useHotkeys, useLocalStorage } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Outlet, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { Logo } from '@/components/Logo';
import { useAuth } from '@/features/auth/api/session';
import { useIsPhone, useMediaMatch } from '@/hooks/useMediaMatch';
import { CurrentUser } from './CurrentUser';
import { SidebarMenu } from './SidebarMenu';
import { ThemeToggle } from './ThemeToggle';

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
          <SidebarMenu
            iconOnly={iconOnly}
            collapsed={collapsed}
            withAccount={narrow && !iconOnly}
            onCollapse={setCollapsed}
            onNavigate={mobile.close}
          />
        )}
      </AppShell.Navbar>
      {/* Focusable by script only: a retry button that leaves hands it the focus (RetryButton). */}
      {/* Behind the open drawer on a phone the screen is inert: Tab went on from the menu's last
          link to the screen's buttons, hidden under it, and Enter pressed them. */}
      <AppShell.Main tabIndex={-1} style={{ outline: 'none' }} inert={isPhone && mobileOpened}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
