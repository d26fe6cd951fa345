import { MantineProvider } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications, useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/AuthProvider';
import { useDialogFocusNet } from '@/hooks/useDialogFocusNet';
import { colorSchemeManager, cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from './theme';

const NotificationsView = lazy(() =>
  import('./NotificationsView').then((m) => ({ default: m.NotificationsView })),
);

/**
 * Toasts are queued in Mantine's store from the first moment; the host that shows them (with its
 * transitions, swipe-to-dismiss, portal and styles) loads with the first toast rather than with
 * the first page, and then stays.
 */
function NotificationsHost() {
  // alt+T dismisses every toast.
  useHotkeys([['alt+T', () => notifications.clean()]]);
  const { notifications: shown, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsView />
    </Suspense>
  ) : null;
}

/** Everything a screen needs around it, shared by the app, component tests and stories. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useDialogFocusNet();
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
