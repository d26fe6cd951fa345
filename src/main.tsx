import '@/app/mantine-styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/api/query-client';
import { apiReady, setApiBackend } from '@/api/ready';
import { App } from '@/app/App';
import { Providers } from '@/app/Providers';
import { createAppRouter } from '@/app/router';
import { storedAuth } from '@/features/auth/AuthProvider';
import { keepAnswersWithSession } from '@/features/auth/session-answers';
import { frameShown } from '@/lib/frame-shown';
import { onInteraction } from '@/lib/interaction';
import { nextTask } from '@/lib/next-task';
import { reloadIfUncontrolled } from '@mocks/page-control';

const queryClient = createQueryClient();
// The first screen is on screen before any of its calls leaves (with VITE_API_URL) or the embedded
// mock starts: the answers then update a screen already seen rather than compete with drawing it.
let shownFirst: () => void = () => undefined;
const firstScreenShown = new Promise<void>((resolve) => (shownFirst = resolve));
// Whether the page is being loaded again before the app starts (mocks/page-control.ts): then the
// app does not start.
let reloading: Promise<boolean> = Promise.resolve(false);

// Without VITE_API_URL the embedded mock answers. It is its own chunk, started when first needed
// (see api/ready.ts): the first request, or the user's first interaction, whichever comes first.
// Its knobs are read from the address as the page opened (the router may rewrite it before). With
// VITE_API_URL this branch is dropped from the build, and the mock with it.
if (!import.meta.env.VITE_API_URL) {
  reloading = reloadIfUncontrolled(location.href);
  const openedWith = location.search;
  // A reset is done once: left in the address, the sign-in's redirect carried it back to the page
  // and the next reload there threw the database away again.
  const address = new URL(location.href);
  if (address.searchParams.has('mock-reset')) {
    address.searchParams.delete('mock-reset');
    history.replaceState(history.state, '', address);
  }
  // Not before the first screen is shown: a signed-in page asks for its data as it mounts, and the
  // mock's download would otherwise compete with the route's own chunks for the first paint. Its
  // start (the service worker's registration, the database's worker) waits for the next task: run
  // in the task that evaluated its chunk, the two made one long task on a phone.
  const mock = () =>
    firstScreenShown.then(() => import('../mocks/browser')).then((module) => nextTask().then(() => module));
  setApiBackend({
    start: () => mock().then(({ startMockWorker }) => startMockWorker(openedWith)),
    recover: (request, response) =>
      mock().then(({ recoverMockWorker }) => recoverMockWorker(request, response)),
  });
  const stopListening = onInteraction(() => {
    stopListening();
    // A failed start is logged, and the next request starts it again.
    void apiReady().catch(() => undefined);
  });
} else {
  // The first route loads before React renders (below), and its loaders' calls with it. They leave
  // once the app has rendered, as they did when the router loaded from React: a call the server
  // refuses then meets the app's session handling (the end of the session, its word on /login).
  // Lighthouse counts every request that ends before the largest paint as part of it: sent as the
  // app commits, the calls (a new origin, a CORS preflight) made a simulated phone's 0.5 s later.
  setApiBackend({ start: () => firstScreenShown });
}

// The start is cut into tasks: evaluating the entry (React, Mantine) is one, creating the router
// (its route tree, the history) another, loading the first route a third. As one task they blocked
// a throttled phone for some 300 ms after the splash had painted (Lighthouse's total blocking time).
const start = () => {
  const router = createAppRouter(queryClient);

  // index.html paints a splash before any JavaScript arrives; it goes once the first route has
  // rendered (the app covers it until then), and the frame after that is the first screen's paint.
  const stopWatching = router.subscribe('onRendered', () => {
    document.getElementById('splash')?.remove();
    stopWatching();
    void frameShown().then(shownFirst);
  });

  // The first route is loaded (its chunks, its guards) before React renders anything, and the
  // first screen then renders in a transition: in slices that yield to the browser rather than in
  // one long task. Left to RouterProvider, the load starts as it mounts and its result is rendered
  // from the router's store, which React renders in one blocking task. The loaders only prefetch,
  // so this waits on no request (nor on the mock, which starts once the first screen is shown).
  const root = createRoot(document.getElementById('root')!);
  // The route's load starts by adding a preload link for each of its chunks (some thirty on the
  // property list, ~25 ms on a desktop): a task of its own too.
  setTimeout(() => {
    // A returning user's first screen is drawn with its last answers, asked again as it mounts.
    keepAnswersWithSession(queryClient);
    router.update({
      ...router.options,
      context: { ...router.options.context, auth: storedAuth(queryClient) },
    });
    void router
      .load()
      .catch((error: unknown) => console.error(error))
      .finally(() =>
        startTransition(() =>
          root.render(
            <StrictMode>
              <Providers queryClient={queryClient}>
                <App router={router} />
              </Providers>
            </StrictMode>,
          ),
        ),
      );
  }, 0);
};
void reloading.then((reloads) => {
  if (!reloads) setTimeout(start, 0);
});
