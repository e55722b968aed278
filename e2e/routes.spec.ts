import { expect, test } from './support/test';
import { allPages } from './support/site';

test.describe('the pages of the route table @http', () => {
  // What the browser then reads in each page's head (title, description, canonical, alternates):
  // crawlers.spec.ts, from the same page load as the share cards.
  for (const { locale, path } of allPages) {
    test(`${path} is pre-rendered ${locale} HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      // In the HTML itself, for crawlers, before any script runs.
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
    });
  }

  test('a slug of another language is not a page of this one', async ({ request }) => {
    for (const path of ['/en/despre', '/ro/about', '/de/services', '/en/kontakt']) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });

  test('a trailing slash goes to the canonical URL without it', async ({ request }) => {
    for (const path of ['/ro/', '/en/about/', '/de/kontakt/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location).toBe(path.slice(0, -1));
    }
  });
});
