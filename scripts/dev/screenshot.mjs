// Dev aid: `node scripts/dev/screenshot.mjs <url> <out.png> [dark|light] [width] [height]` — a Chromium screenshot of a page.
import { chromium } from '@playwright/test';
const [, , url, out, scheme = 'dark', w = '1280', h = '800'] = process.argv;
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: +w, height: +h }, locale: 'pt-BR' });
await page.addInitScript((s) => localStorage.setItem('theme', s), scheme);
await page.goto(url);
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
