import { render } from '@testing-library/react';
import { createTestQueryClient } from './query-client';
import { AppHarness } from '@/app/AppHarness';
import { Providers } from '@/app/Providers';
import { resetSessionStore } from '@/features/auth/store';
import { signInDemoUser, type DemoUsername } from '@mocks/demo-session';

/** Renders the app at `url`, signed in as a demo user (or anonymous with `user: null`). */
export async function renderApp(url: string, { user = 'gestor' }: { user?: DemoUsername | null } = {}) {
  if (user) await signInDemoUser(user);
  resetSessionStore();
  const queryClient = createTestQueryClient();
  const utils = render(
    <Providers queryClient={queryClient} env="test">
      <AppHarness url={url} />
    </Providers>,
  );
  return { ...utils, queryClient };
}
