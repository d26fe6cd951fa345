import { createFileRoute } from '@tanstack/react-router';
import { PropertyDetailScreen } from '@/features/properties/components/PropertyDetailScreen';
import { prefetchPropertyDetail } from './-prefetch-detail';

export const Route = createFileRoute('/_authenticated/properties/$id/view')({
  loader: prefetchPropertyDetail,
  component: PropertyDetailScreen,
});
