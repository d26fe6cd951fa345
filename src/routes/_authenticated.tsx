import { createFileRoute, redirect } from '@tanstack/react-router';
import { TokenBadge } from '@/features/portals/components/TokenBadge';
import { AppLayout } from '@/features/shell/AppLayout';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: () => <AppLayout headerExtra={<TokenBadge />} />,
});
