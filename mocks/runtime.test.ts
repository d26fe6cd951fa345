import { afterEach, describe, expect, it } from 'vitest';
import { readBrowserRuntime } from './runtime';

afterEach(() => sessionStorage.clear());

describe('the knobs of the address bar', () => {
  it('are kept for the tab: the next page without them keeps them', () => {
    readBrowserRuntime('?mock-size=10000&mock-latency=0&mock-scenario=slow');
    expect(readBrowserRuntime('').runtime).toMatchObject({ size: 10_000, latency: 0, scenario: 'slow' });
  });

  it('each goes back with `default`, the others staying', () => {
    readBrowserRuntime('?mock-size=10000&mock-latency=0&mock-scenario=slow');
    expect(readBrowserRuntime('?mock-size=default').runtime).toMatchObject({
      size: null,
      latency: 0,
      scenario: 'slow',
    });
    expect(readBrowserRuntime('?mock-latency=default&mock-scenario=default').runtime).toMatchObject({
      size: null,
      latency: null,
      scenario: 'default',
    });
  });

  it('a size out of range is held to 50 000, and a word that is no size leaves it as it was', () => {
    expect(readBrowserRuntime('?mock-size=99999').runtime.size).toBe(50_000);
    expect(readBrowserRuntime('?mock-size=muitos').runtime.size).toBe(50_000);
  });
});
