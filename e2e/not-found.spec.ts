import { expect, test } from './support/test';
import { locales, messages } from './support/site';

test.describe('the 404 page', () => {
  for (const locale of locales) {
    const path = `/${locale}/pagina-care-nu-exista`;
    test(`${path} is a ${locale} 404 with a way home and the path in the console`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      const response = await page.goto(path);
      const copy = messages[locale].common;

      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(messages[locale].meta.notFound.title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByText('404', { exact: true }).filter({ visible: true })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFoundMessage);
      await expect(page.getByRole('link', { name: copy.backToHome })).toHaveAttribute('href', `/${locale}`);
      // Only the page's own language is shown.
      for (const other of locales.filter((l) => l !== locale)) {
        await expect(page.getByText(messages[other].common.notFoundMessage)).toBeHidden();
      }
      expect(logged.some((text) => text.includes(path))).toBe(true);
    });
  }

  test('the English message is the one of the spec', () => {
    expect(messages.en.common.notFoundMessage).toBe('Oops! The page you are looking for does not exist');
  });

  test('the link goes back to the language root', async ({ page }) => {
    await page.goto('/de/nichts-hier');
    await page.getByRole('link', { name: messages.de.common.backToHome }).click();
    await expect(page).toHaveURL('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('without JavaScript the 404 page is Romanian and readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/ro/lipseste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ro.common.notFoundMessage);
    await context.close();
  });
});
