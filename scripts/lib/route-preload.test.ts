import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeChunks, routePath } from './route-preload';

const ROUTES = '/app/src/routes';

function chunk(fileName: string, imports: string[], moduleIds: string[] = [], isEntry = false) {
  return { type: 'chunk', fileName, imports, moduleIds, isEntry } as unknown as Rollup.OutputChunk;
}

describe('routePath', () => {
  it('reads the address from the route file, layouts and index left out', () => {
    expect(routePath('_authenticated/dashboard.tsx')).toBe('/dashboard');
    expect(routePath('_authenticated/properties/index.tsx')).toBe('/properties');
    expect(routePath('_authenticated/refresh/new.tsx')).toBe('/refresh/new');
    expect(routePath('_authenticated/_master/admin.tsx')).toBe('/admin');
  });

  it('leaves out layouts, routes with parameters and signed-out pages', () => {
    expect(routePath('_authenticated/_master.tsx')).toBeNull();
    expect(routePath('_authenticated/properties/$id/edit.tsx')).toBeNull();
    expect(routePath('imovel.$id.tsx')).toBeNull();
    expect(routePath('login.tsx')).toBeNull();
  });
});

describe('routeChunks', () => {
  it("lists a route's chunks and its layouts', with what they import, beyond the entry", () => {
    const { files, routes } = routeChunks(
      [
        chunk('assets/entry.js', ['assets/react.js'], [], true),
        chunk('assets/react.js', []),
        chunk(
          'assets/shell.js',
          ['assets/react.js', 'assets/ui.js'],
          [`${ROUTES}/_authenticated.tsx?tsr-split=component`],
        ),
        chunk('assets/ui.js', []),
        chunk(
          'assets/list.js',
          ['assets/ui.js', 'assets/cards.js'],
          [`${ROUTES}/_authenticated/properties/index.tsx?tsr-split=component---loader`],
        ),
        chunk('assets/cards.js', []),
        chunk(
          'assets/admin.js',
          ['assets/ui.js'],
          [`${ROUTES}/_authenticated/_master/admin.tsx?tsr-split=component`],
        ),
        chunk(
          'assets/edit.js',
          ['assets/ui.js'],
          [`${ROUTES}/_authenticated/properties/$id/edit.tsx?tsr-split=component`],
        ),
      ],
      ROUTES,
    );
    const named = (path: string) => routes[path]?.map((i) => files[i]).sort();
    expect(named('/properties')).toEqual([
      'assets/cards.js',
      'assets/list.js',
      'assets/shell.js',
      'assets/ui.js',
    ]);
    expect(named('/admin')).toEqual(['assets/admin.js', 'assets/shell.js', 'assets/ui.js']);
    expect(Object.keys(routes).sort()).toEqual(['/admin', '/properties']);
    // Each file is named once, however many routes load it.
    expect(new Set(files).size).toBe(files.length);
  });
});
