import { palette } from '../styles/palette';
import { limitFor } from './support/machine';
import { allPages, locales } from './support/site';
import { expect, test, type Page } from './support/test';

/**
 * The bar's text is readable from the first frame on. Every page fades in from transparent while the
 * fixed bar stays where it is, so what shows through behind the bar at the start of the fade is
 * whatever lies under the page. Each page is held at the start of its animations, the bar's own
 * content hidden, and the strip behind the bar photographed: every pixel of it must give the least
 * contrasting of the bar's inks, the amber of the current language, 4.5:1. (Later frames blend that
 * ground with the page's own dark top, which every-page.spec.ts checks settled.)
 */

test.use({ reducedMotion: 'no-preference' });

type Rgb = readonly [number, number, number];

/** The amber of the current language, the least contrasting of the bar's inks. */
const channel = (at: number) => parseInt(palette['amber-400'].slice(at, at + 2), 16);
const amber: Rgb = [channel(1), channel(3), channel(5)];

/** WCAG's relative luminance of a colour. */
function luminance(rgb: Rgb): number {
  const linear = (channel: number) => {
    const s = channel / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const light = Math.max(luminance(a), luminance(b));
  const dark = Math.min(luminance(a), luminance(b));
  return (light + 0.05) / (dark + 0.05);
}

/** The lightest pixel of the strip behind the bar, with every animation held at its start. */
async function firstFrameBehindBar(page: Page, blank: Page): Promise<Rgb> {
  const { height, held } = await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    document.querySelector('header')!.style.visibility = 'hidden';
    return {
      height: document.querySelector('header')!.getBoundingClientRect().height,
      held: document.querySelector('main')!.getAnimations().length,
    };
  });
  // Without the fade-in held at its start, the picture would be of the settled page, not the first frame.
  expect(held, `${page.url()}: the fade-in of main, held at its start`).toBeGreaterThan(0);
  const png = (await page.screenshot({ clip: { x: 0, y: 0, width: page.viewportSize()!.width, height } })).toString(
    'base64',
  );
  await page.evaluate(() => document.querySelector('header')!.style.removeProperty('visibility'));
  return blank.evaluate(async (png) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    // Lightest by the weights of luminance (2 : 7 : 1 for red, green, blue).
    let lightest: [number, number, number] = [0, 0, 0];
    let best = -1;
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0] = data.subarray(i, i + 3);
      const weight = 2 * r + 7 * g + b;
      if (weight > best) [best, lightest] = [weight, [r, g, b]];
    }
    return lightest;
  }, png);
}

// @viewport: the bar and the top of each page differ between a phone and a desktop. One test a
// language keeps each within its time limit.
for (const locale of locales) {
  const pages = allPages.filter((page) => page.locale === locale);

  test(`${locale}: the bar is readable from the first frame of every page @viewport`, async ({ page, context }) => {
    test.setTimeout(limitFor(pages.length));
    // The pictures are decoded in a blank page of their own, which no security policy governs.
    const blank = await context.newPage();
    for (const { path } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        const lightest = await firstFrameBehindBar(page, blank);
        expect.soft(contrast(amber, lightest), `${path}: behind the bar rgb(${lightest})`).toBeGreaterThanOrEqual(4.5);
      });
    }
  });
}
