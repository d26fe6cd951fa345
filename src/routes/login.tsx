import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginScreen } from '@/features/auth/components/LoginScreen';
import { safeRedirect } from '@/lib/redirect';
import { pageHead } from '@/lib/page-head';

const loginSearch = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/login')({
  head: () => pageHead('Entrar'),
  validateSearch: loginSearch,
  beforeLoad: ({ context, search }) => {
    if (context.auth.isAuthenticated) throw redirect({ to: safeRedirect(search.redirect), replace: true });
  },
  component: LoginScreen,
});
