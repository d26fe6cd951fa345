import { createFileRoute, redirect } from '@tanstack/react-router';
import { TokenBadge } from '@/features/portals/components/TokenBadge';
import { PaletteTrigger } from '@/features/search/components/PaletteTrigger';
import { AppLayout } from '@/features/shell/AppLayout';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => {
    if (!context.auth.isAuthenticated) {
      throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: () => <AppLayout headerExtra={<TokenBadge />} search={<PaletteTrigger />} />,
});
