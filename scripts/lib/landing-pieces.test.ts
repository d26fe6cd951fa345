import { describe, expect, it } from 'vitest';
import { landingPieceIds, type ModuleGraph } from './landing-pieces';

const ROUTES = '/app/src/routes';
const split = (file: string) => `${ROUTES}/${file}?tsr-split=component---loader`;

/** A module graph from a list of modules: each with what it imports and its code's length. */
function graph(modules: Record<string, { imports?: string[]; size?: number; entry?: boolean }>): ModuleGraph {
  return {
    ids: Object.keys(modules),
    isEntry: (id) => modules[id]?.entry === true,
    importedIds: (id) => modules[id]?.imports ?? [],
    size: (id) => modules[id]?.size ?? 100,
  };
}

describe('landingPieceIds', () => {
  const modules = {
    '/app/src/main.tsx': { entry: true, imports: ['/app/src/lib/format.ts'] },
    '/app/src/lib/format.ts': {},
    [split('_authenticated.tsx')]: { imports: ['/app/src/shell/AppLayout.tsx'] },
    '/app/src/shell/AppLayout.tsx': { imports: ['/app/src/lib/format.ts'] },
    [split('_authenticated/dashboard.tsx')]: {
      imports: ['/app/src/components/Kpi.tsx', '/app/src/dashboard/Chart.tsx'],
    },
    [split('_authenticated/properties/index.tsx')]: {
      imports: ['/app/src/components/Kpi.tsx', '/app/src/properties/List.tsx'],
    },
    '/app/src/properties/List.tsx': {
      imports: ['/app/src/properties/useRestore.ts', '/app/src/properties/Gallery.tsx'],
    },
    '/app/src/components/Kpi.tsx': { size: 20_000 },
    '/app/src/dashboard/Chart.tsx': {},
    '/app/src/properties/useRestore.ts': { size: 800 },
    '/app/src/properties/Gallery.tsx': { size: 9_000 },
    // Not a landing screen: it shares the list's hook and gallery.
    [split('_authenticated/properties/$id/view.tsx')]: {
      imports: ['/app/src/properties/useRestore.ts', '/app/src/properties/Gallery.tsx'],
    },
  };
  const pieces = landingPieceIds(graph(modules), ROUTES);

  it('takes what two landing screens share, whatever its size, with their layout and its split module', () => {
    expect(pieces).toContain('/app/src/components/Kpi.tsx');
    expect(pieces).toContain('/app/src/shell/AppLayout.tsx');
    expect(pieces).toContain(split('_authenticated.tsx'));
  });

  it('takes a small piece a landing screen shares with another route, not a large one', () => {
    expect(pieces).toContain('/app/src/properties/useRestore.ts');
    expect(pieces).not.toContain('/app/src/properties/Gallery.tsx');
  });

  it("leaves out one screen's own code, the entry's, and each screen's split module", () => {
    expect(pieces).not.toContain('/app/src/dashboard/Chart.tsx');
    expect(pieces).not.toContain('/app/src/properties/List.tsx');
    expect(pieces).not.toContain('/app/src/lib/format.ts');
    expect([...pieces].filter((id) => id.includes('?tsr-split'))).toEqual([split('_authenticated.tsx')]);
  });
});
