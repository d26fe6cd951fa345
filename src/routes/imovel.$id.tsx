import { createFileRoute } from '@tanstack/react-router';
import { prefetchPublicListing } from '@/features/listing/api/public-listing';
import { PublicListingScreen } from '@/features/listing/components/PublicListingScreen';
import { pageHead } from '@/lib/page-head';

/** A published property for anyone with the link: outside `_authenticated`, so no shell, no sign-in. */
export const Route = createFileRoute('/imovel/$id')({
  head: () => pageHead('Imóvel'),
  loader: ({ context, params }) => prefetchPublicListing(context.queryClient, params.id),
  component: PublicListingScreen,
});
