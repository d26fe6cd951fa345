import { describe, expect, it } from 'vitest';
import { usageColor } from './contract';

describe('contract usage colour', () => {
  it('is green under 80%, warning from 80 to 99%, red from 100%', () => {
    expect(usageColor(0)).toBe('green');
    expect(usageColor(79.9)).toBe('green');
    expect(usageColor(80)).toBe('yellow');
    expect(usageColor(99.9)).toBe('yellow');
    expect(usageColor(100)).toBe('red');
    expect(usageColor(130)).toBe('red');
  });
});
