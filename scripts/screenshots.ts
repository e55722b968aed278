/**
 * PNGs of every page (and the 404) for review, into screenshots/:
 *   npm run screenshots   (serve out/ first with `npm run serve`; BASE_URL picks another server)
 * - full/<width>/<path>.png: the whole page at 360, 768 and 1440 px;
 * - first/<width>x<height>/<path>.png: the first screen alone at 360×640 and 1440×900;
 * - offer/<width>x<height>/<path>.png: the same, for a visitor who chose another of our languages earlier.
 * Each page is scrolled through first, so that what loads on approach is in the picture; motion is reduced.
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { defaultPort } from '../deploy/preview/port';
import { allPages } from '../i18n/pages';
import { chosenLanguageState } from '../test-support/chosen-language';
import { chromiumFlags, chromiumPath } from './chromium';

const base = process.env.BASE_URL ?? `http://127.0.0.1:${defaultPort}`;
const pagePaths = allPages.map((page) => page.path);
const paths = [...pagePaths, '/en/missing-page'];
const fullWidths = [360, 768, 1440];
const firstScreens = [
  { width: 360, height: 640 },
  { width: 1440, height: 900 },
];
// For the offer: a language the page is not in.
const otherLanguage = (path: string) => (path.startsWith('/ro') ? 'de' : 'ro');

/** Scrolls to the foot a window at a time, waits for every image, and returns to the top. */
async function scrollThrough(page: Page) {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
    }
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)));
  });
  await page.waitForLoadState('networkidle');
}

async function capture(browser: Browser, viewport: { width: number; height: number }, folder: string, offer = false) {
  for (const path of offer ? pagePaths : paths) {
    const context = await browser.newContext({
      viewport,
      reducedMotion: 'reduce',
      ...(offer && { storageState: chosenLanguageState(new URL(base).origin, otherLanguage(path)) }),
    });
    const page = await context.newPage();
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (offer) await page.locator('aside[data-language-offer]').waitFor();
    const fullPage = folder.startsWith('full');
    if (fullPage) await scrollThrough(page);
    const file = `screenshots/${folder}/${path.slice(1).replaceAll('/', '_') || 'root'}.png`;
    await mkdir(dirname(file), { recursive: true });
    await page.screenshot({ path: file, fullPage });
    console.log(file);
    await context.close();
  }
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  for (const width of fullWidths) await capture(browser, { width, height: 900 }, `full/${width}`);
  for (const screen of firstScreens) {
    const size = `${screen.width}x${screen.height}`;
    await capture(browser, screen, `first/${size}`);
    await capture(browser, screen, `offer/${size}`, true);
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
