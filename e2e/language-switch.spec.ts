import { expect, test } from './support/test';
import { allPages, locales, messages, pagePath, hydrated } from './support/site';

const storageKey = 'preferred-language';

test.describe('switching language keeps the page and replaces the history entry', () => {
  for (const { locale, page, path } of allPages) {
    for (const target of locales.filter((l) => l !== locale)) {
      test(`${path} → ${target.toUpperCase()} opens ${pagePath(page, target)}`, async ({ page: tab, isMobile }) => {
        // Start from another page, to see that Back skips the replaced entry.
        const previous = path === '/en' ? '/de' : '/en';
        await tab.goto(previous);
        await hydrated(tab);
        await tab.goto(path);
        await hydrated(tab);
        const lengthBefore = await tab.evaluate(() => history.length);
        if (isMobile) await tab.getByRole('button', { name: messages[locale].nav.openMenu }).click();
        await tab
          .locator('[data-language-switcher]')
          .filter({ visible: true })
          .first()
          .getByRole('link', { name: new RegExp(`^${target.toUpperCase()}`) })
          .click();

        await expect(tab).toHaveURL(pagePath(page, target));
        await expect(tab.locator('html')).toHaveAttribute('lang', target);
        await expect(tab).toHaveTitle(messages[target].meta[page].title);
        expect(await tab.evaluate((key) => localStorage.getItem(key), storageKey)).toBe(target);
        expect(await tab.evaluate(() => history.length)).toBe(lengthBefore);
        await tab.goBack();
        await expect(tab).toHaveURL(previous);
      });
    }
  }

  test('choosing the current language does nothing', async ({ page }) => {
    await page.goto('/de/kontakt');
    await hydrated(page);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: /^DE/ }).click();
    await expect(page).toHaveURL('/de/kontakt');
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
    await expect(footer.getByRole('link', { name: /^DE/ })).toHaveAttribute('aria-current', 'page');
  });

  test('without JavaScript the switcher is plain links to the equivalent pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ro/servicii');
    await page.locator('footer').getByRole('link', { name: /^DE/ }).click();
    await expect(page).toHaveURL('/de/dienstleistungen');
    await context.close();
  });
});
