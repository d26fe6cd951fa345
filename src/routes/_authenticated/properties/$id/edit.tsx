import { createFileRoute } from '@tanstack/react-router';
import { ExportDialog } from '@/features/portals/components/ExportDialog';
import { ArchivedEditGate } from '@/features/properties/components/PropertyDetailArchived';
import { PropertyEditScreen } from '@/features/properties/wizard/PropertyEditScreen';
import { pageHead } from '@/lib/page-head';
import { prefetchPropertyDetail } from './-prefetch-detail';

export const Route = createFileRoute('/_authenticated/properties/$id/edit')({
  head: () => pageHead('Editar Imóvel'),
  loader: prefetchPropertyDetail,
  // The wizard opens the second portal's export dialog; the route composes the two features. An
  // archived property is restored before it is edited (the gate says so and offers 'Restaurar').
  component: () => (
    <ArchivedEditGate>
      <PropertyEditScreen ExportDialog={ExportDialog} />
    </ArchivedEditGate>
  ),
});
