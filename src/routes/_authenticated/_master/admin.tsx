import { createFileRoute } from '@tanstack/react-router';
import {
  activityOptions,
  clientRowsOptions,
  overviewOptions,
} from '@/features/admin/api/executive-dashboard';
import { ExecutiveDashboardScreen } from '@/features/admin/components/ExecutiveDashboardScreen';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/_master/admin')({
  head: () => pageHead('Dashboard Executivo'),
  // The three calls start together with the navigation (issued in parallel); the
  // screen owns their loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(overviewOptions());
    void context.queryClient.prefetchQuery(clientRowsOptions());
    void context.queryClient.prefetchQuery(activityOptions());
  },
  component: ExecutiveDashboardScreen,
});
