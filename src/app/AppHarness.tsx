import { useQueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { App } from './App';
import { createAppRouter } from './router';

/**
 * The whole app at a given URL, on an in-memory history: what stories and component tests render,
 * so that every screen is shown with its real route, guards and search params.
 */
export function AppHarness({ url }: { url: string }) {
  const queryClient = useQueryClient();
  const [router] = useState(() =>
    createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] })),
  );
  return <App router={router} />;
}
