import { createFileRoute } from '@tanstack/react-router';
import { userProfileOptions, usersListOptions } from '@/features/users/api/users';
import { UsersScreen } from '@/features/users/components/UsersScreen';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_authenticated/_master/users')({
  head: () => pageHead('Gestão de Usuários'),
  // Both calls start with the navigation; the screen owns their loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(userProfileOptions());
    void context.queryClient.prefetchQuery(usersListOptions());
  },
  component: UsersScreen,
});
