import { renderHook } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { useId } from '../../src/lib/mantine-use-id';
import { MANTINE_USE_ID, mantineStableIds, STABLE_USE_ID } from './mantine-stable-ids';

const hooksDir = dirname(dirname(createRequire(import.meta.url).resolve('@mantine/hooks')));
const useIdFile = join(hooksDir, 'esm/use-id/use-id.mjs');

function load(id: string): unknown {
  const hook = mantineStableIds().load as Exclude<Plugin['load'], undefined>;
  const handler = typeof hook === 'function' ? hook : hook.handler;
  return (handler as (id: string) => unknown).call({}, id);
}

describe('mantineStableIds', () => {
  it('gives Mantine the stable useId in place of its module, and leaves every other module', () => {
    expect(useIdFile.replaceAll('\\', '/').endsWith(MANTINE_USE_ID)).toBe(true);
    const replacement = `export { useId } from ${JSON.stringify(STABLE_USE_ID)};`;
    expect(load(useIdFile)).toBe(replacement);
    expect(load(`${useIdFile}?v=1234`)).toBe(replacement);
    expect(load(join(hooksDir, 'esm/use-disclosure/use-disclosure.mjs'))).toBeUndefined();
  });

  it('is still needed: Mantine’s useId sets another id in an effect after the first render', () => {
    const source = readFileSync(useIdFile, 'utf8');
    expect(source).toMatch(/useIsomorphicEffect\(/);
    expect(source).toMatch(/setUuid\(randomId\(\)\)/);
  });
});

describe('the stable useId', () => {
  it('keeps the first render’s id for good, one per component, and a given id wins', () => {
    const { result, rerender } = renderHook(() => [useId(), useId(), useId('email')] as const);
    const [first, second, given] = result.current;
    expect(first).toMatch(/^mantine-/);
    expect(second).not.toBe(first);
    expect(given).toBe('email');
    rerender();
    expect(result.current).toEqual([first, second, 'email']);
  });
});
