import { createFileRoute } from '@tanstack/react-router';
import { PublicListingScreen } from '@/features/listing/components/PublicListingScreen';
import { pageHead } from '@/lib/page-head';

/**
 * A published property for anyone with the link: outside `_authenticated`, so no shell and no
 * sign-in. No loader: it would travel in the component's chunk and start no earlier than the
 * screen's own query, while its entry in the route tree costs bytes of /login's budget.
 */
export const Route = createFileRoute('/imovel/$id')({
  head: () => pageHead('Imóvel'),
  component: PublicListingScreen,
});
