import { expect, test, type Page } from './support/test';
import { hydrated, messages, pagePath } from './support/site';

/**
 * A page's links fetch the page they lead to when the visitor reaches for one (the pointer over
 * it, a touch, keyboard focus), not as soon as they are on the screen: the page's first seconds
 * on a slow phone stay free of other pages' data. The click is still a client navigation.
 */

const t = messages.en;

/** The data requests (React Server Components payloads) of another page than `path`. */
function otherPagesData(page: Page, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.txt') && !url.pathname.includes(`${path}.txt`)) seen.push(url.pathname);
  });
  return seen;
}

const aboutLink = (page: Page) =>
  page.getByRole('navigation', { name: t.nav.primary }).getByRole('link', { name: t.nav.about });

test('links fetch their page when reached for by pointer or keyboard, not when shown', async ({ page }) => {
  let fetched = otherPagesData(page, '/en');
  await page.goto('/en');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(fetched, 'no other page fetched while the page is only read').toEqual([]);

  await aboutLink(page).hover();
  await expect.poll(() => fetched.some((path) => path.startsWith(`${pagePath('about', 'en')}/`))).toBe(true);

  // A client navigation: the page was not loaded again.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await aboutLink(page).click();
  await expect(page).toHaveURL(pagePath('about', 'en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.about.heading);
  expect(await page.evaluate(() => 'stillHere' in window)).toBe(true);

  // On a page loaded afresh, keyboard focus on a link fetches its page.
  page.removeAllListeners('request');
  fetched = otherPagesData(page, '/en');
  await page.goto('/en');
  await hydrated(page);
  await aboutLink(page).focus();
  await expect.poll(() => fetched.some((path) => path.startsWith(`${pagePath('about', 'en')}/`))).toBe(true);
});
