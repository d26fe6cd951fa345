import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';

/**
 * The app's query client for tests and stories: the spec's defaults, but no retry, so a failure
 * shows at once instead of after the retry's back-off.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  return client;
}
