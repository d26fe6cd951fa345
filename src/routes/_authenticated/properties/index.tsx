import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { lazyDialog } from '@/components/lazy-dialog';
import { propertiesListOptions, propertyStatsOptions } from '@/features/properties/api/properties';
import { PropertyListScreen, type PortalDialogs } from '@/features/properties/components/PropertyListScreen';
import {
  PROPERTIES_SEARCH_DEFAULTS,
  propertiesSearchSchema,
  toListQuery,
} from '@/features/properties/search';
import { pageHead } from '@/lib/page-head';

/**
 * The list opens the second portal's dialogs; the route composes the two features. Each loads apart
 * from the list (see lazyDialog).
 */
const portalDialogs: PortalDialogs = {
  ImportDialog: lazyDialog(() =>
    import('@/features/portals/components/ImportDialog').then((m) => m.ImportDialog),
  ),
  ExportDialog: lazyDialog(() =>
    import('@/features/portals/components/ExportDialog').then((m) => m.ExportDialog),
  ),
  ExportActivateDialog: lazyDialog(() =>
    import('@/features/portals/components/ExportActivateDialog').then((m) => m.ExportActivateDialog),
  ),
};

export const Route = createFileRoute('/_authenticated/properties/')({
  head: () => pageHead('Meus Imóveis'),
  validateSearch: propertiesSearchSchema,
  // Defaults stay out of the URL: '/properties' is the first page, newest first, 12 per page.
  search: { middlewares: [stripSearchParams(PROPERTIES_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => toListQuery(search),
  // Starts the requests (also on hover of a link, via preload) without blocking the navigation: the
  // screen owns its skeleton, error and keep-previous-page states, so a page or filter change never
  // waits for the network before the URL and the controls update.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(propertiesListOptions(deps));
    void context.queryClient.prefetchQuery(propertyStatsOptions());
  },
  component: () => <PropertyListScreen dialogs={portalDialogs} />,
});
