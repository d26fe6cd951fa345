import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameShown } from './frame-shown';

/** A PerformanceObserver that reports what a test hands it, as the browser reports LCP entries. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static current: FakeObserver | null = null;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => { startTime: number }[] }) => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(startTime: number) {
    this.callback({ getEntries: () => [{ startTime }] });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('frameShown', () => {
  it('waits for a frame shown after the call, not for an earlier one', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const since = performance.now();
    const shown = frameShown(300);
    const observer = FakeObserver.current!;

    observer.report(since - 50); // the splash, shown before the screen rendered
    expect(await settled(shown)).toBe(false);

    observer.report(since + 40);
    expect(await settled(shown)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('does not wait for good when no larger element paints', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const shown = frameShown(300);
    vi.advanceTimersByTime(299);
    expect(await settled(shown)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(shown)).toBe(true);
    expect(FakeObserver.current!.disconnected).toBe(true);
  });

  it('without the API, resolves two frames later', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const shown = frameShown();
    frames.shift()!(0);
    expect(await settled(shown)).toBe(false);
    frames.shift()!(16);
    expect(await settled(shown)).toBe(true);
  });

  it('resolves in a hidden tab, which paints no frame until it is shown', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const shown = frameShown(300);
    vi.advanceTimersByTime(300);
    expect(await settled(shown)).toBe(true);
  });
});
