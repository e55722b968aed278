import { served } from './support/served';
import { expect, test } from './support/test';
import { locales, messages } from './support/site';

test.describe('the 404 page', () => {
  test('answers 404, is not indexed, and carries the copy of every language @http', async ({ request }) => {
    const { status, document } = await served(request, '/de/pagina-care-nu-exista');
    expect(status).toBe(404);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    for (const locale of locales) {
      const copy = document.querySelector(`[data-locale="${locale}"]`);
      expect(copy?.getAttribute('lang')).toBe(locale);
      expect(copy?.querySelector('h1')?.textContent).toBe(messages[locale].common.notFoundMessage);
    }
    // Fixed by the specification: the English not-found message.
    expect(messages.en.common.notFoundMessage).toBe('Oops! The page you are looking for does not exist');
  });

  test("shows the copy of the path's language only, with a way home, and logs the path", async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    for (const locale of locales) {
      const path = `/${locale}/pagina-care-nu-exista`;
      await test.step(path, async () => {
        const response = await page.goto(path);
        const copy = messages[locale].common;
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(messages[locale].meta.notFound.title);
        await expect(page.getByText('404', { exact: true }).filter({ visible: true })).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.notFoundMessage);
        await expect(page.getByRole('link', { name: copy.backToHome })).toHaveAttribute('href', `/${locale}`);
        for (const other of locales.filter((l) => l !== locale)) {
          await expect(page.getByText(messages[other].common.notFoundMessage)).toBeHidden();
        }
        expect(logged.some((text) => text.includes(path))).toBe(true);
      });
    }
    // The link goes back to the language's root.
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
