import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications, useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/AuthProvider';
import { useDialogFocusNet } from '@/hooks/useDialogFocusNet';
import { onInteraction } from '@/lib/interaction';
import { colorSchemeManager, cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from './theme';

/**
 * The toast host's code, asked for once; a download that failed (offline) is asked again the next
 * time. Not React.lazy: its failed import was thrown into the render, and with no boundary above
 * the providers the whole app went blank (offline on the sign-in page, the first toast).
 */
let hostCode: Promise<ComponentType> | null = null;
function loadHostCode(): Promise<ComponentType> {
  hostCode ??= import('./NotificationsView').then(
    (m) => m.NotificationsView,
    (error: unknown) => {
      hostCode = null;
      throw error;
    },
  );
  return hostCode;
}

/**
 * Toasts are queued in Mantine's store from the first moment; the host that shows them (with its
 * transitions, swipe-to-dismiss, portal and styles) loads with the user's first interaction or the
 * first toast, whichever comes first, rather than with the first page, and then stays. Loaded at
 * the first interaction, it is there for a toast that says the connection was lost. A download
 * that failed is asked again once the browser is back online; Chromium keeps a failed import for
 * the page's life, though, so there a page that was offline before its first interaction shows
 * no toast until it is loaded again (its screens still show their own error states).
 */
function NotificationsHost() {
  // alt+T dismisses every toast.
  useHotkeys([['alt+T', () => notifications.clean()]]);
  const { notifications: shown, queue } = useNotifications();
  const wanted = shown.length + queue.length > 0;
  const [View, setView] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (View) return;
    let mounted = true;
    const load = () =>
      void loadHostCode().then(
        (host) => mounted && setView(() => host),
        () => undefined,
      );
    const stopListening = onInteraction(load);
    addEventListener('online', load);
    if (wanted) load();
    return () => {
      mounted = false;
      stopListening();
      removeEventListener('online', load);
    };
  }, [wanted, View]);

  return View ? <View /> : null;
}

/** Everything a screen needs around it, shared by the app, component tests and stories. */
export function Providers({
  queryClient,
  env,
  children,
}: {
  queryClient: QueryClient;
  /**
   * 'test' in the component tests (Mantine's own switch): a DOM without layout puts every element
   * at 0,0 with no size, which Floating UI reads as a detached target, and Mantine then hid every
   * open dropdown and tooltip; transitions end at once there too. The stories and the app keep
   * the default.
   */
  env?: MantineProviderProps['env'];
  children: ReactNode;
}) {
  useDialogFocusNet();
  return (
    <MantineProvider
      env={env}
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
