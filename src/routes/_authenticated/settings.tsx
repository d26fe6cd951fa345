import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { credentialsCheckOptions } from '@/features/portals/api/credentials';
import { contractConfigOptions } from '@/features/portals/api/contract';
import { SettingsScreen } from '@/features/portals/components/SettingsScreen';
import { pageHead } from '@/lib/page-head';

const searchSchema = v.object({
  /**
   * open=gandalf (the Gandalf link), open=canalpro (its credentials) or open=contract opens that
   * section and scrolls to it.
   */
  open: v.fallback(v.optional(v.picklist(['gandalf', 'canalpro', 'contract'])), undefined),
});

export const Route = createFileRoute('/_authenticated/settings')({
  head: () => pageHead('Configurações'),
  validateSearch: searchSchema,
  // Each section shows its own loading and error state, so the loader starts the reads without
  // holding the page back.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(credentialsCheckOptions());
    void context.queryClient.prefetchQuery(contractConfigOptions());
  },
  component: SettingsScreen,
});
