import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreStylesheets, stylesReport } from './mantine-styles';

const SHEETS = new Map([
  ['Button', new Set(['m_77c9d27d', 'm_80f1301b'])],
  ['Badge', new Set(['m_347db0ec'])],
  ['Tabs', new Set(['m_89d60db1', 'm_576c9d40'])],
]);

describe('stylesReport', () => {
  it('finds nothing when the CSS styles exactly what the scripts render', () => {
    const scripts = ['const c={root:"m_77c9d27d",inner:"m_80f1301b"}', 'x("m_347db0ec")'];
    const css = ['.m_77c9d27d{color:red}.m_80f1301b{gap:0}', '.m_347db0ec{padding:0}'];
    expect(stylesReport(scripts, css, SHEETS)).toEqual({ missing: [], unused: [] });
  });

  it('names a rendered component whose sheet is not in the CSS', () => {
    const scripts = ['const c={root:"m_77c9d27d",inner:"m_80f1301b",badge:"m_347db0ec"}'];
    const css = ['.m_347db0ec{padding:0}'];
    expect(stylesReport(scripts, css, SHEETS)).toEqual({ missing: ['Button'], unused: [] });
  });

  it('names a sheet in the CSS that styles nothing the scripts render', () => {
    const scripts = ['x("m_347db0ec")'];
    const css = ['.m_347db0ec{padding:0}', '.m_89d60db1{}.m_576c9d40{}'];
    expect(stylesReport(scripts, css, SHEETS)).toEqual({ missing: [], unused: ['Tabs'] });
  });
});

describe('coreStylesheets', () => {
  it('reads each component sheet of @mantine/core with its classes', () => {
    const sheets = coreStylesheets();
    expect(sheets.get('Button')?.size).toBeGreaterThan(0);
    expect(sheets.has('baseline')).toBe(false);
  });

  it('src/app/mantine-styles.css imports its sheets in @mantine/core/styles.css’s order', () => {
    const list = readFileSync(join(import.meta.dirname, '../../src/app/mantine-styles.css'), 'utf8');
    const imported = [...list.matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1]!);
    const sheets = coreStylesheets();
    const unstyling = ['baseline', 'default-css-variables', 'global'];
    expect(imported.slice(0, 3)).toEqual(unstyling);
    const components = imported.slice(3);
    expect(components.filter((name) => !sheets.has(name))).toEqual([]);
    // Where each sheet's rules start in the whole stylesheet, which Mantine orders for the cascade.
    const whole = readFileSync(createRequire(import.meta.url).resolve('@mantine/core/styles.css'), 'utf8');
    const start = (name: string) => Math.min(...[...sheets.get(name)!].map((c) => whole.indexOf(`.${c}`)));
    const positions = components.map(start);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
