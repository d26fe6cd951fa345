import { createFileRoute } from '@tanstack/react-router';
import { parsePropertyId, propertyDetailOptions } from '@/features/properties/api/property-detail';
import { PropertyDetailScreen } from '@/features/properties/components/PropertyDetailScreen';

export const Route = createFileRoute('/_authenticated/properties/$id/')({
  // Starts the request (also on link hover) without holding the route: the screen owns its
  // skeleton, 'Imóvel não encontrado' and error-with-retry states.
  loader: ({ context, params }) => {
    const id = parsePropertyId(params.id);
    if (id !== null) void context.queryClient.prefetchQuery(propertyDetailOptions(id));
  },
  component: PropertyDetailScreen,
});
