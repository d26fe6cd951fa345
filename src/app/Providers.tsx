import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { useHotkeys } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import 'dayjs/locale/pt-br';
import { AuthProvider } from '@/features/auth/AuthProvider';
import { colorSchemeManager, cssVariablesResolver, DEFAULT_COLOR_SCHEME, theme } from './theme';

// Typed dates are read in the input's own format (DD/MM/YYYY), not as the browser's month-first guess.
dayjs.extend(customParseFormat);

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
      <DatesProvider settings={{ locale: 'pt-br' }}>
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <AuthProvider>{children}</AuthProvider>
          </ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
