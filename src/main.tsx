import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '@/api/query-client';
import { setApiReady } from '@/api/ready';
import { App } from '@/app/App';
import { Providers } from '@/app/Providers';
import { createAppRouter } from '@/app/router';

// Without VITE_API_URL the embedded mock answers. It loads as its own chunk and the first paint
// does not wait for it: requests do (see api/ready.ts). With VITE_API_URL this branch is dropped
// from the build, and the mock with it.
if (!import.meta.env.VITE_API_URL) {
  setApiReady(import('../mocks/browser').then(({ startMockWorker }) => startMockWorker()));
}

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// index.html paints a splash before any JavaScript arrives; it goes once the first route has
// rendered (the app covers it until then).
const stopWatching = router.subscribe('onRendered', () => {
  document.getElementById('splash')?.remove();
  stopWatching();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <App router={router} />
    </Providers>
  </StrictMode>,
);
