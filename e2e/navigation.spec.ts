import { specification } from '../test-support/specification';
import { served, within } from './support/served';
import { expect, test } from './support/test';
import { allPages, legalPages, messages, navigationPages, pagePath, hydrated } from './support/site';

test.describe('the top navigation bar @http', () => {
  for (const { locale, page, path } of allPages) {
    test(`${path}: the bar and the phone's menu link the main pages, ${page} marked as the current one`, async ({
      request,
    }) => {
      const { screen } = await served(request, path);
      // The menu is hidden until its button opens it: its links are found hidden.
      for (const label of [messages[locale].nav.primary, messages[locale].nav.menu]) {
        const nav = within(screen.getByRole('navigation', { name: label, hidden: true }));
        for (const id of navigationPages) {
          const link = nav.getByRole('link', { name: messages[locale].nav[id], hidden: true });
          expect([label, id, link.getAttribute('href')]).toEqual([label, id, pagePath(id, locale)]);
          expect([label, id, link.getAttribute('aria-current')]).toEqual([label, id, id === page ? 'page' : null]);
        }
        // The legal pages are in the footer, not in the bar.
        for (const id of legalPages) {
          expect(
            nav.queryByRole('link', { name: messages[locale].nav[id], hidden: true }),
            `${label}: ${id}`,
          ).toBeNull();
        }
      }
    });
  }
});

// @viewport: on a phone the bar holds the menu button instead of the links.
test.describe('the top navigation bar @viewport', () => {
  // Fixed by the specification: the bar is 16 units (64 px) high, blurred once scrolled above 0.
  test('is fixed, 64 px high, transparent at the top and blurred once scrolled, by one pixel already', async ({
    page,
  }) => {
    await page.goto('/en/services');
    await hydrated(page);
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height).toBe(specification.navHeightPx);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const look = () =>
      header.evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        blur: getComputedStyle(el).backdropFilter,
      }));

    expect(await look()).toEqual({ background: 'rgba(0, 0, 0, 0)', blur: 'none' });
    await page.mouse.move(700, 400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await look()).blur).toContain('blur(12px)');
    expect((await look()).background).not.toBe('rgba(0, 0, 0, 0)');
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await look()).blur).toBe('none');

    // One pixel of scroll is enough.
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await look()).blur).toContain('blur(12px)');
  });
});
