import { createFileRoute } from '@tanstack/react-router';
import { PropertyDetailScreen } from '@/features/properties/components/PropertyDetailScreen';
import { prefetchPropertyDetail } from './-prefetch-detail';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/properties/$id/view')({
  head: () => pageHead('Detalhes do imóvel'),
  loader: prefetchPropertyDetail,
  component: PropertyDetailScreen,
});
