import { createFileRoute } from '@tanstack/react-router';
import { automationHistoryOptions, automationStatusOptions } from '@/features/portals/api/automation';
import { credentialsCheckOptions } from '@/features/portals/api/credentials';
import { TokenMonitor } from '@/features/portals/components/TokenMonitor';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/tokens')({
  head: () => pageHead('Monitor de Tokens'),
  loader: ({ context }) => {
    const qc = context.queryClient;
    void qc.prefetchQuery(credentialsCheckOptions());
    void qc.prefetchQuery(automationStatusOptions());
    void qc.prefetchQuery(automationHistoryOptions());
  },
  component: TokenMonitor,
});
