import { createFileRoute } from '@tanstack/react-router';
import { tenantsListOptions } from '@/features/tenants/api/tenants';
import { TenantsScreen } from '@/features/tenants/components/TenantsScreen';
import { userProfileOptions } from '@/features/users/api/users';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/_master/tenants')({
  head: () => pageHead('Gestão de Tenants'),
  // Both calls start with the navigation; the screen owns their loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userProfileOptions());
    void context.queryClient.prefetchQuery(tenantsListOptions());
  },
  component: TenantsScreen,
});
