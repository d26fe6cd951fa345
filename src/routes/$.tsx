import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path goes to the dashboard (which itself sends anonymous users to /login). */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
