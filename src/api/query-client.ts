import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

const FIVE_MINUTES = 5 * 60_000;

/** The spec's query defaults: one retry, no refetch on focus, stale after five minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry, but never for an answer the server meant (4xx): retrying a 404 only delays it.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: FIVE_MINUTES,
      },
      mutations: { retry: false },
    },
  });
}
