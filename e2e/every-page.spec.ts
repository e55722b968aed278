import { specification } from '../test-support/specification';
import { axeViolations } from './support/axe';
import { limitFor } from './support/machine';
import { allPages, hydrated, locales } from './support/site';
import { expect, test, type Page } from './support/test';

/**
 * Every page, and the 404 page, in a browser at both sizes, a language's pages one after the other
 * in one tab: each hydrates without an error, asks nothing of another origin, loads its fonts, meets
 * WCAG 2.2 AA (axe-core) as shown at that size, and its footer keeps its height. (The copy, links
 * and metadata of each page are read without a browser, in the specs of the pages.) Under reduced
 * motion, so that axe measures contrast as the page settles, not halfway through the fade-in. One
 * test a language keeps each within its time limit (e2e/support/machine.ts).
 */

const missing = '/en/no-such-page';

/** What went wrong in the page since it was opened: errors thrown and errors logged. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // The 404 page answers 404, which the browser logs, and logs the path it was asked for, on
    // purpose (e2e/not-found.spec.ts).
    const expected = message.text().includes(missing) || message.location().url.endsWith(missing);
    if (message.type() === 'error' && !expected) problems.push(`${page.url()}: ${message.text()}`);
  });
  return problems;
}

// @viewport: axe checks what is shown, and a phone shows a menu button and one column instead of the bar.
for (const locale of locales) {
  const paths = [
    ...allPages.filter((page) => page.locale === locale).map(({ path }) => path),
    ...(missing.startsWith(`/${locale}/`) ? [missing] : []),
  ];

  test(`${locale}: every page hydrates without an error, meets WCAG 2.2 AA and keeps its footer @viewport @shipped`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(limitFor(paths.length));
    const problems = recordProblems(page);
    // Every request goes to the site itself: nothing is sent to anyone else before the visitor asks
    // (the map of the contact page: privacy.spec.ts).
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && new URL(url).origin !== new URL(baseURL!).origin) elsewhere.push(url);
    });
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(path === missing ? 404 : 200);
        await hydrated(page);

        expect.soft(await axeViolations(page), `${path}: axe`).toEqual([]);

        // Both subsets of Inter: the Latin one, and the one with ă ș ț, which every page needs for
        // its Romanian language switch.
        const fonts = await page.evaluate(async () => {
          await document.fonts.ready;
          const loaded = [...document.fonts].filter((face) => face.status === 'loaded');
          return [...new Set(loaded.map((face) => face.family.replace(/^["']|["']$/g, '')))].sort();
        });
        expect.soft(fonts, `${path}: fonts`).toEqual(expect.arrayContaining(['interLatin', 'interLatinExt']));

        // Fixed by the specification: the footer's minimum height.
        const footer = page.getByRole('contentinfo');
        expect
          .soft((await footer.boundingBox())!.height, `${path}: footer height`)
          .toBeGreaterThanOrEqual(specification.footerMinHeightPx);
        expect
          .soft(await footer.evaluate((el) => getComputedStyle(el).minHeight), path)
          .toBe(`${specification.footerMinHeightPx}px`);
      });
    }
    expect(problems).toEqual([]);
    expect(elsewhere, 'requests to another origin').toEqual([]);
  });
}
