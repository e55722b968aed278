import { expect, test } from './support/test';
import { allPages, messages, pageIds, pagePath, hydrated } from './support/site';

// @viewport: on a phone the links are in the menu behind a button.
test.describe('the top navigation bar @viewport', () => {
  for (const { locale, page, path } of allPages) {
    test(`${path} marks ${page} as the current page`, async ({ page: tab, isMobile }) => {
      await tab.goto(path);
      await hydrated(tab);
      if (isMobile) await tab.getByRole('button', { name: messages[locale].nav.openMenu }).click();
      const label = isMobile ? messages[locale].nav.menu : messages[locale].nav.primary;
      const nav = tab.getByRole('navigation', { name: label }).filter({ visible: true });
      for (const id of pageIds) {
        const link = nav.getByRole('link', { name: messages[locale].nav[id], exact: true });
        await expect(link).toHaveAttribute('href', pagePath(id, locale));
        if (id === page) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }
    });
  }

  test('is fixed, 64 px high, transparent at the top and blurred once scrolled', async ({ page }) => {
    await page.goto('/en/services');
    await hydrated(page);
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height).toBe(64);
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
  });

  test('one pixel of scroll is enough to blur', async ({ page }) => {
    await page.goto('/ro');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true');
  });
});
