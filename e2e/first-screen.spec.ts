import { formatPhone } from '../lib/company-format';
import { allPages, choseEarlier, company, messages, type Locale } from './support/site';
import { expect, test, type Page } from './support/test';
import type { Locator } from '@playwright/test';

/**
 * The first screen of every page, at two phones and two laptops, for a visitor who chose another
 * of our languages earlier, so that the offer of it shows: the heading and the page's actions are
 * whole in the window and nothing lies over them. The offer picked is the longest.
 */

const viewports = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];

const offered: Record<Locale, Locale> = { ro: 'de', en: 'ro', de: 'ro' };

/** The h1, the header's call link, and on the home page the hero's two actions. */
function mustShow(page: Page, locale: Locale, home: boolean): [string, Locator][] {
  const t = messages[locale];
  const main = page.getByRole('main');
  const call = t.nav.call.replace('{number}', formatPhone(company.phone));
  return [
    ['h1', page.getByRole('heading', { level: 1 })],
    ...(home
      ? ([
          ['services', main.getByRole('link', { name: t.hero.ctaServices })],
          ['quote', main.getByRole('link', { name: t.hero.ctaContact }).first()],
        ] as [string, Locator][])
      : []),
    ['call', page.getByRole('banner').getByRole('link', { name: call })],
  ];
}

/** What lies over the element at its centre and near its four edges (inside a pill's rounded ends). */
function coveredAt(element: Element): string[] {
  const box = element.getBoundingClientRect();
  const [x, y, inset] = [box.left + box.width / 2, box.top + box.height / 2, Math.min(box.height, box.width) / 2];
  const points = [
    [x, y],
    [box.left + inset, y],
    [box.right - inset, y],
    [x, box.top + 2],
    [x, box.bottom - 2],
  ];
  return points.flatMap(([px, py]) => {
    const hit = document.elementFromPoint(px!, py!);
    return hit && element.contains(hit)
      ? []
      : [`${Math.round(px!)},${Math.round(py!)}: ${hit?.outerHTML.slice(0, 80)}`];
  });
}

for (const { locale, page: id, path } of allPages) {
  const target = offered[locale];
  const sizes = viewports.map(({ width, height }) => `${width}×${height}`).join(', ');

  test.describe(() => {
    test.use({ storageState: choseEarlier(target), viewport: viewports[0] });

    // One visit, resized: the layout answers the window's size alone, and four visits cost four times as long.
    test(`${path} at ${sizes}, offered ${target}: heading and actions in view`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('complementary', { name: messages[target].languageOffer.label })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        for (const [name, element] of mustShow(page, locale, id === 'home')) {
          const where = `${name} at ${viewport.width}×${viewport.height}`;
          await expect(element, where).toBeInViewport({ ratio: 1 });
          expect(await element.evaluate(coveredAt), `${where} is covered`).toEqual([]);
        }
      }
    });
  });
}

// The narrowest phone we design for: a heading's longest word ("Datenschutzerklärung") stays on it.
test.describe(() => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('at 320 px every heading fits the screen', async ({ page }) => {
    for (const { path } of allPages) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const right = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
        const range = document.createRange();
        range.selectNodeContents(heading);
        return Math.max(...[...range.getClientRects()].map((line) => line.right));
      });
      expect.soft(right, path).toBeLessThanOrEqual(320);
    }
  });
});
