import '@mantine/core/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/api/query-client';
import { apiReady, setApiBackend } from '@/api/ready';
import { App } from '@/app/App';
import { Providers } from '@/app/Providers';
import { createAppRouter } from '@/app/router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
let paintedFirst: () => void = () => undefined;
const firstPaint = new Promise<void>((resolve) => (paintedFirst = resolve));

// Without VITE_API_URL the embedded mock answers. It is its own chunk, started when first needed
// (see api/ready.ts): the first request, or the user's first interaction, whichever comes first.
// Its knobs are read from the address as the page opened (the router may rewrite it before). With
// VITE_API_URL this branch is dropped from the build, and the mock with it.
if (!import.meta.env.VITE_API_URL) {
  const openedWith = location.search;
  // Not before the first screen has painted: a signed-in page asks for its data as it mounts, and
  // the mock's download would otherwise compete with the route's own chunks for the first paint.
  const mock = () => firstPaint.then(() => import('../mocks/browser'));
  setApiBackend({
    start: () => mock().then(({ startMockWorker }) => startMockWorker(openedWith)),
    recover: (request, response) =>
      mock().then(({ recoverMockWorker }) => recoverMockWorker(request, response)),
  });
  for (const type of ['pointerdown', 'keydown', 'focusin'] as const) {
    // A failed start is logged, and the next request starts it again.
    const start = () => void apiReady().catch(() => undefined);
    addEventListener(type, start, { once: true, capture: true, passive: true });
  }
}

// index.html paints a splash before any JavaScript arrives; it goes once the first route has
// rendered (the app covers it until then), and the frame after that is the first screen's paint.
const stopWatching = router.subscribe('onRendered', () => {
  document.getElementById('splash')?.remove();
  stopWatching();
  requestAnimationFrame(() => setTimeout(paintedFirst, 0));
});

// A transition renders the first screen in slices that yield to the browser, instead of one long
// task after the entry's own evaluation (Lighthouse's total blocking time on a throttled phone).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <App router={router} />
      </Providers>
    </StrictMode>,
  ),
);
