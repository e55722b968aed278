/**
 * Full-page screenshots of every page (and the 404) at 360, 768 and 1440 px, for review:
 *   npm run screenshots   (builds nothing: serve out/ first, e.g. `PORT=8080 npm run serve`)
 * Writes screenshots/<width>/<path>.png. Motion is reduced so the pictures show the settled page.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { allPages } from '../i18n/pages';
import { chromiumFlags, chromiumPath } from './chromium';

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const widths = [360, 768, 1440];
const paths = [...allPages.map((page) => page.path), '/en/missing-page'];

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await mkdir(`screenshots/${width}`, { recursive: true });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' }).catch(() => page.waitForLoadState('load'));
      const file = `screenshots/${width}/${path.slice(1).replaceAll('/', '_') || 'root'}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
