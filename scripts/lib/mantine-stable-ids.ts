import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The module of @mantine/hooks that the plugin replaces, and what replaces it. */
export const MANTINE_USE_ID = '/@mantine/hooks/esm/use-id/use-id.mjs';
export const STABLE_USE_ID = resolve(import.meta.dirname, '../../src/lib/mantine-use-id.ts');

/**
 * Mantine's `useId` (every input, checkbox, popover, tooltip and app-shell part calls it) renders
 * with React's id, then sets a random one in a layout effect as it mounts. That state change made
 * React render those components again inside the commit of the first screen, and run every
 * pending effect there too: one task of 55–90 ms on the property list, whose blocking time
 * Lighthouse counted (TBT 112 → 52 ms). React's id is unique within the app's one root and the same
 * on every render, which is all that the id of a label, a description or a listbox needs.
 *
 * The build, the dev server and Storybook (vite.config.ts: Mantine's pre-bundling) use it; the unit
 * tests, which import Mantine as Node does, run Mantine's own (its ids change once after mount,
 * which nothing reads). scripts/lib/mantine-stable-ids.test.ts fails once Mantine's module no
 * longer sets an id as it mounts: this plugin can then go.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      if (!id.split('?')[0]!.replaceAll('\\', '/').endsWith(MANTINE_USE_ID)) return undefined;
      return `export { useId } from ${JSON.stringify(STABLE_USE_ID)};`;
    },
  };
}
