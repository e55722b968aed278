import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { exportDir } from '../deploy/shared/export-files';

test.describe('paths without a language prefix go to the Romanian site', () => {
  const cases = [
    ['/', '/ro'],
    ['/despre', '/ro/despre'],
    ['/servicii', '/ro/servicii'],
    ['/contact', '/ro/contact'],
    ['/servicii?ref=mail', '/ro/servicii?ref=mail'],
  ] as const;

  test('each answers with a permanent redirect to its Romanian page, cached an hour @http', async ({ request }) => {
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      const { location, 'cache-control': cacheControl } = response.headers();
      // A later deploy may route the path elsewhere: browsers keep the redirect an hour, not for good.
      expect([from, response.status(), location, cacheControl]).toEqual([from, 301, to, 'public, max-age=3600']);
    }
  });

  // One tab for all of them: after Back, the next visit drops the entry ahead, so a redirect that
  // replaced its entry always leaves the history one entry longer than it was on /en.
  test('each of them replaces the history entry, and Back returns to the page before', async ({ page }) => {
    await page.goto('/en');
    const before = await page.evaluate(() => history.length);
    for (const [from, to] of cases) {
      await test.step(`${from} replaces the history entry with ${to}`, async () => {
        await page.goto(from);
        await expect(page).toHaveURL(to);
        expect(await page.evaluate(() => history.length)).toBe(before + 1);
        await page.goBack();
        await expect(page).toHaveURL('/en');
      });
    }
  });

  test('an unknown unprefixed path lands on the Romanian 404 page @http', async ({ request }) => {
    const response = await request.get('/nu-exista');
    expect([new URL(response.url()).pathname, response.status()]).toEqual(['/ro/nu-exista', 404]);
  });

  // A host with no redirect rules (a bare bucket) answers every unknown path with 404.html: the
  // page itself must then do the redirect, replacing the history entry.
  test('on a host without redirect rules, the exported 404 page redirects in the browser', async ({ page }) => {
    const notFoundHtml = readFileSync(`${exportDir}/404.html`, 'utf8');
    await page.route(/\/(despre|servicii)(\?.*)?$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: notFoundHtml }),
    );
    await page.goto('/en');
    const before = await page.evaluate(() => history.length);
    await page.goto('/servicii?x=1');
    await expect(page).toHaveURL('/ro/servicii?x=1');
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL('/en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the exported index.html redirects to /ro without a server rule, with and without JavaScript', async ({
    browser,
  }) => {
    const indexHtml = readFileSync(`${exportDir}/index.html`, 'utf8');
    expect(indexHtml).toContain('<meta http-equiv="refresh" content="0; url=/ro"/>');
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.route(/\/start$/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: indexHtml }),
      );
      await page.goto('/start');
      await expect(page).toHaveURL('/ro');
      await context.close();
    }
  });
});
