import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { refreshStatsOptions } from '@/features/refresh/api/monitor';
import { schedulesListOptions } from '@/features/refresh/api/schedules';
import { CockpitScreen } from '@/features/refresh/components/CockpitScreen';
import { COCKPIT_SEARCH_DEFAULTS, cockpitSearchSchema } from '@/features/refresh/search';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/refresh/')({
  head: () => pageHead('Cockpit do Corretor'),
  validateSearch: cockpitSearchSchema,
  search: { middlewares: [stripSearchParams(COCKPIT_SEARCH_DEFAULTS)] },
  // Starts the two main requests without blocking the navigation: every panel owns its skeleton,
  // error and retry.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(schedulesListOptions());
    void context.queryClient.prefetchQuery(refreshStatsOptions());
  },
  component: CockpitScreen,
});
