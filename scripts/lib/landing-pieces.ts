import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { layoutsOf, routePath } from './route-preload.ts';

/**
 * The screens a signed-in user lands on: where the sign-in leads, and each area's first screen
 * (the routes `npm run size` budgets and `npm run bench:lighthouse` measures).
 */
const LANDING_ROUTES = ['/dashboard', '/properties', '/refresh', '/admin'] as const;
export type LandingRoute = (typeof LANDING_ROUTES)[number];

/**
 * A piece that a landing screen shares with other screens joins the landing chunk below this size
 * (its code as transformed, before minifying): a query option, a hook, the empty state, a Mantine
 * part. Larger ones keep their chunk, and the screens that do not use them do not download them.
 */
const SMALL_PIECE = 3000;

/** What the plugin reads of the module graph. */
export interface ModuleGraph {
  ids: string[];
  isEntry: (id: string) => boolean;
  importedIds: (id: string) => readonly string[];
  /** The module's code length, or undefined when it has none (an external). */
  size: (id: string) => number | undefined;
}

/**
 * The modules of the landing chunk: those the first screens of two or more landing routes (with
 * their layouts) import statically, and the small ones that a landing screen shares with any other
 * route, the layouts' split modules included. The entry's modules are loaded already, and each
 * screen's own split modules are its chunk: both stay out.
 */
export function landingPieceIds(graph: ModuleGraph, routesDir: string): Set<string> {
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...graph.importedIds(id));
    }
    return seen;
  };
  const entry = closure(graph.ids.filter(graph.isEntry));
  // Each route file's split modules (`?tsr-split=…`), by the file's path under src/routes.
  const splits = new Map<string, string[]>();
  for (const id of graph.ids) {
    const [path, query] = id.split('?');
    if (!path || !query?.startsWith('tsr-split')) continue;
    const file = relative(routesDir, path).split(sep).join('/');
    splits.set(file, [...(splits.get(file) ?? []), id]);
  }
  // A layout's split chunk holds what every screen under it renders (the shell): it may join.
  const layoutSplits = new Set(
    [...splits.keys()].flatMap(layoutsOf).flatMap((layout) => splits.get(layout) ?? []),
  );
  const landing = new Map<string, number>();
  const routes = new Map<string, number>();
  for (const file of splits.keys()) {
    const path = routePath(file);
    const isLanding = path !== null && (LANDING_ROUTES as readonly string[]).includes(path);
    for (const id of closure([...layoutsOf(file), file].flatMap((part) => splits.get(part) ?? []))) {
      // A screen's own split chunk stays its own: the router loads it when the screen opens.
      if (entry.has(id) || (id.includes('?tsr-split') && !layoutSplits.has(id))) continue;
      routes.set(id, (routes.get(id) ?? 0) + 1);
      if (isLanding) landing.set(id, (landing.get(id) ?? 0) + 1);
    }
  }
  const small = (id: string) => (graph.size(id) ?? Infinity) <= SMALL_PIECE;
  return new Set(
    [...landing]
      .filter(([id, count]) => count >= 2 || ((routes.get(id) ?? 0) >= 2 && small(id)))
      .map(([id]) => id),
  );
}

/**
 * The pieces the landing screens share, in one chunk.
 *
 * Left to the bundler, each set of screens that shares a piece gets a chunk of its own: the property
 * list's first load asked for 31 files, 21 of them under 2 kB gzip. Over HTTP/1.1 a browser fetches
 * six at a time, and each file after the first six on a connection waits a round trip, which
 * Lighthouse's simulated phone network makes 150 ms. In one chunk, the landing screens ask for 7–14
 * files instead of 21–31 and download no more (one file compresses better than twenty): the
 * `VITE_API_URL` build's Lighthouse scores went from 96, 91, 93, 96 to 98, 93, 95, 97 (`/dashboard`,
 * `/properties`, `/refresh`, `/admin`).
 *
 * `plugin` reads the module graph once it is built; `test` is the code-splitting group's test. The
 * groups before it (the entry's, the icons', Mantine's, the shared app code's) keep what they match.
 */
export function landingPieces(routesDir: string): { plugin: Plugin; test: (id: string) => boolean } {
  let pieces = new Set<string>();
  const plugin: Plugin = {
    name: 'landing-pieces',
    apply: 'build',
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      pieces = landingPieceIds(
        {
          ids: [...this.getModuleIds()],
          isEntry: (id) => info(id)?.isEntry === true,
          importedIds: (id) => info(id)?.importedIds ?? [],
          size: (id) => info(id)?.code?.length,
        },
        routesDir,
      );
    },
  };
  return { plugin, test: (id) => pieces.has(id) };
}
