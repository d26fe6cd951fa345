import { MantineProvider } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/AuthProvider';
import { colorSchemeManager, cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from './theme';

function NotificationsHost() {
  // alt+T dismisses every toast (part 1 §9).
  useHotkeys([['alt+T', () => notifications.clean()]]);
  return <Notifications limit={3} containerWidth={356} position="top-center" autoClose={4000} />;
}

/** Everything a screen needs around it, shared by the app, component tests and stories. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      <NotificationsHost />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
