import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { automationHistoryOptions, automationStatusOptions } from '@/features/portals/api/automation';
import { contractKpisOptions } from '@/features/portals/api/contract';
import { credentialsCheckOptions } from '@/features/portals/api/credentials';
import { exportHistoryOptions } from '@/features/portals/api/export';
import { CanalProHub } from '@/features/portals/components/CanalProHub';
import { pageHead } from '@/lib/page-head';

const searchSchema = v.object({
  /** modal=import opens the import dialog 'Importar do Canal Pro'. */
  modal: v.fallback(v.optional(v.picklist(['import'])), undefined),
});

export const Route = createFileRoute('/_authenticated/canalpro')({
  head: () => pageHead('Canal Pro'),
  validateSearch: searchSchema,
  // The hub's cards load independently (each with its own skeleton and fallback); start them all.
  loader: ({ context }) => {
    const qc = context.queryClient;
    void qc.prefetchQuery(credentialsCheckOptions());
    void qc.prefetchQuery(automationStatusOptions());
    void qc.prefetchQuery(automationHistoryOptions());
    void qc.prefetchQuery(exportHistoryOptions());
    void qc.prefetchQuery(contractKpisOptions());
  },
  component: CanalProHub,
});
