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

/**
 * How the tests start it. `--no-sandbox`: CI runs as root. The rest saves CPU the tests lack on
 * two cores: no background requests to Google's hosts (refused here), no component updates, no
 * GPU. And V8 runs the pages' JavaScript in its interpreter and baseline compiler only
 * (`--no-maglev --no-turbofan`): a test page lives for seconds, too short for its optimising
 * compilers to pay back the CPU they spend in the background, and axe's rules, the heaviest code a
 * test runs, ran faster without them. The same 38 journeys (refresh, wizard) took 165–177 s and
 * 323–347 CPU-seconds against 196–215 s and 386–423 with them. Semantics are V8's in every tier;
 * benchmarks keep the browser's defaults (what users run).
 */
export const testChromiumArgs: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--js-flags=--no-maglev --no-turbofan',
];
