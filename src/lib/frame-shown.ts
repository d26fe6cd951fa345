/**
 * Resolves once the browser has put on screen a frame drawn after this call: the next
 * largest-contentful-paint entry, which the browser reports with the time its frame was shown.
 * Such an entry only comes for a new largest element, and not in every browser: without one,
 * `fallbackMs` later (two frames later, where the API is missing altogether, if sooner).
 *
 * Why not the next animation frame: a frame is painted after its animation-frame callbacks and
 * shown a compositor step later (some 20 ms on a desktop, more on a phone), so work started from
 * them still runs before the screen is seen.
 */
export function frameShown(fallbackMs = 300): Promise<void> {
  return new Promise((resolve) => {
    const since = performance.now();
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= since)) done();
      });
      observer.observe({ type: 'largest-contentful-paint' });
    } else {
      requestAnimationFrame(() => requestAnimationFrame(done));
    }
    // A hidden tab paints nothing (no entry, no animation frame) until it is shown.
    const timer = setTimeout(done, fallbackMs);
  });
}
