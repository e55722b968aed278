import { expect, test } from './support/test';
import { absoluteUrl, allPages, locales, messages, pagePath } from './support/site';

test.describe('the twelve pages of the route table', () => {
  for (const { locale, page, path } of allPages) {
    test(`${path} is pre-rendered ${locale} HTML with its own title, description, canonical and alternates`, async ({ page: tab, request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      // In the HTML itself, for crawlers, before any script runs.
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));

      await tab.goto(path);
      const meta = messages[locale].meta[page];
      await expect(tab).toHaveTitle(meta.title);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', meta.description);
      await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(path));
      for (const target of locales) {
        await expect(tab.locator(`link[rel="alternate"][hreflang="${target}"]`)).toHaveAttribute('href', absoluteUrl(pagePath(page, target)));
      }
      await expect(tab.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', absoluteUrl(pagePath(page, 'ro')));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveCount(1);
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
