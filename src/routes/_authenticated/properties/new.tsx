import { createFileRoute } from '@tanstack/react-router';
import { ExportDialog } from '@/features/portals/components/ExportDialog';
import { PropertyWizard } from '@/features/properties/wizard/PropertyWizard';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/properties/new')({
  head: () => pageHead('Cadastrar Imóvel'),
  // The wizard opens the second portal's export dialog; the route composes the two features.
  component: () => <PropertyWizard original={null} ExportDialog={ExportDialog} />,
});
