import { existsSync } from 'node:fs';

/**
 * The Chromium that runs the tests (journeys, stories): PLAYWRIGHT_CHROMIUM, else Debian's
 * headless shell, else Debian's Chromium, else Playwright's own download (undefined). The headless
 * shell (Chromium's old headless mode, `apt-get install chromium-headless-shell`) has no browser
 * UI to run: ten sign-ins took 37 CPU-seconds there against 61 in the full browser, on CI's two
 * cores. Benchmarks keep the full browser (what users run).
 */
export const testChromium: string | undefined =
  process.env.PLAYWRIGHT_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
