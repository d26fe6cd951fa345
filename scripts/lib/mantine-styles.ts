import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's CSS-module class names: `m_` and a hash of up to eight hex digits, the same in its JS and its CSS. */
const CLASS = /\bm_[0-9a-f]{5,8}\b/g;

/** The classes a stylesheet styles (its keyframes have names of the same shape: not these). */
const cssClasses = (css: string) => [...css.matchAll(/\.(m_[0-9a-f]{5,8})\b/g)].map((match) => match[1]!);

/** @mantine/core's per-component stylesheets (`Button` → the classes Button.css styles). */
export function coreStylesheets(): Map<string, Set<string>> {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  const sheets = new Map<string, Set<string>>();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const classes = new Set(cssClasses(readFileSync(join(dir, file), 'utf8')));
    // baseline, global and the default variables style no component: always imported.
    if (classes.size > 0) sheets.set(file.slice(0, -'.css'.length), classes);
  }
  return sheets;
}

/**
 * Which stylesheets a build lacks and which it carries for nothing. A component's classes are in
 * the scripts exactly when the build can render it (its module's class map comes with it), so:
 * missing, a sheet whose class the scripts use but no emitted CSS styles; unused, a sheet whose
 * every class the CSS styles but none the scripts use.
 */
export function stylesReport(
  scripts: string[],
  stylesheets: string[],
  sheets: Map<string, Set<string>>,
): { missing: string[]; unused: string[] } {
  const used = new Set(scripts.flatMap((code) => code.match(CLASS) ?? []));
  const styled = new Set(stylesheets.flatMap(cssClasses));
  const missing: string[] = [];
  const unused: string[] = [];
  for (const [name, classes] of sheets) {
    const all = [...classes];
    if (all.some((c) => used.has(c) && !styled.has(c))) missing.push(name);
    else if (all.every((c) => styled.has(c)) && !all.some((c) => used.has(c))) unused.push(name);
  }
  return { missing: missing.sort(), unused: unused.sort() };
}

/**
 * Holds src/app/mantine-styles.css to the components the build renders: the build fails when one
 * is rendered unstyled (its sheet missing from the list) or when the list carries a sheet for a
 * component nothing renders any more (bytes every first load pays for).
 */
export function mantineStyles(): Plugin {
  return {
    name: 'mantine-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const scripts = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      const stylesheets = files.flatMap((file) =>
        file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : [],
      );
      const { missing, unused } = stylesReport(scripts, stylesheets, coreStylesheets());
      const problems = [
        ...missing.map((name) => `rendered without its styles: add @mantine/core/styles/${name}.css`),
        ...unused.map((name) => `styles nothing the app renders: remove @mantine/core/styles/${name}.css`),
      ];
      if (problems.length > 0) {
        this.error(
          `src/app/mantine-styles.css (keep @mantine/core/styles.css's order):\n  ${problems.join('\n  ')}`,
        );
      }
    },
  };
}
