import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadPageCode } from './page-code';

/** A split route's chunk, as the router takes it: nothing beyond what the route declares. */
const split = () => Promise.resolve({ options: {} } as never);

function app() {
  const guard = vi.fn();
  const loader = vi.fn();
  const lazy = { layout: vi.fn(), page: vi.fn(), other: vi.fn() };
  const root = createRootRoute();
  const layout = createRoute({ getParentRoute: () => root, id: '_authenticated', beforeLoad: guard }).lazy(
    () => (lazy.layout(), split()),
  );
  const page = createRoute({ getParentRoute: () => layout, path: '/refresh', loader }).lazy(
    () => (lazy.page(), split()),
  );
  const other = createRoute({ getParentRoute: () => layout, path: '/dashboard' }).lazy(
    () => (lazy.other(), split()),
  );
  const router = createRouter({
    routeTree: root.addChildren([layout.addChildren([page, other])]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  return { router, guard, loader, lazy };
}

describe('loadPageCode', () => {
  it('loads the code of the page and of its layouts, and runs none of their guards or loaders', async () => {
    const { router, guard, loader, lazy } = app();
    await loadPageCode(router, '/refresh?job=3');
    expect(lazy.layout).toHaveBeenCalledOnce();
    expect(lazy.page).toHaveBeenCalledOnce();
    expect(lazy.other).not.toHaveBeenCalled();
    expect(guard).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    // Loaded once: the navigation there takes it as it is.
    await loadPageCode(router, '/refresh');
    expect(lazy.page).toHaveBeenCalledOnce();
  });
});
