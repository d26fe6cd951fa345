import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** /users, /tenants and /admin are for the master tenant (id 1) only. */
export const Route = createFileRoute('/_authenticated/_master')({
  beforeLoad: ({ context }) => {
    if (!context.auth.isMaster) throw redirect({ to: '/dashboard', replace: true });
  },
  component: Outlet,
});
