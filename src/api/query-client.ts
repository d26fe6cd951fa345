import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';

const FIVE_MINUTES = 5 * 60_000;

/**
 * The spec's query defaults: one retry, no refetch on focus, stale after five minutes.
 *
 * How a screen that an answer fills (the four signed-in first screens: the dashboard, the property
 * list, the cockpit, the executive dashboard) shows it: through `useDeferredValue(query.data)`. An
 * answer reaches React through the query's external store, and React renders a store's change at
 * once, in one task it cannot interrupt: the whole list or panel that the answer fills (a long task
 * on a phone: Lighthouse's total blocking time). Deferred, that render keeps what was on screen
 * (panels that take answers as props are memoised, so it stops there), and the answer is drawn in a
 * render that yields to the browser every few milliseconds. Deferred is the answer, never the
 * query's result, which is a new object at every render; `data` is structurally shared, new only
 * when it changed. The status (`isError`, `isPending`) is read from the query as it is.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry, but never for an answer the server meant (4xx): retrying a 404 only delays it.
        retry: (failureCount, error) =>
          failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
        staleTime: FIVE_MINUTES,
        // A call is made whatever the browser says of its connection. React Query's default
        // ('online') holds it while the browser is offline, silently: a search typed then kept the
        // last answer's cards on screen, dimmed, under the new filters and a wrong count, for as long
        // as the connection stayed down. Made, it gets the error catalogue's 'Erro de conexão'
        // (a screen's error state and its retry), or the embedded mock's answer, which needs no
        // network. Back online, the queries that failed are asked again (refetchOnReconnect).
        networkMode: 'always',
      },
      // The same for a change: 'Erro de conexão' at once, not a button spinning until the network
      // comes back.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
