import { served } from './support/served';
import { expect, test } from './support/test';
import { company, hydrated, locales, messages, navigationPages, pagePath } from './support/site';

test.describe('the 404 page', () => {
  test('answers 404, is not indexed, and carries the copy of every language @http', async ({ request }) => {
    const { status, document } = await served(request, '/de/pagina-care-nu-exista');
    expect(status).toBe(404);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    for (const locale of locales) {
      const copy = document.querySelector(`main [data-locale="${locale}"]`);
      expect(copy?.getAttribute('lang')).toBe(locale);
      expect(copy?.querySelector('h1')?.textContent).toBe(messages[locale].common.notFoundMessage);
    }
    // Fixed by the specification: the English not-found message.
    expect(messages.en.common.notFoundMessage).toBe('Oops! The page you are looking for does not exist');
  });

  test("shows the path's language only: the bar with the number to call, the message, two ways on, the footer", async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    for (const locale of locales) {
      const path = `/${locale}/pagina-care-nu-exista`;
      await test.step(path, async () => {
        const response = await page.goto(path);
        const copy = messages[locale];
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(copy.meta.notFound.title);

        // One bar, one main and one footer, as on every page.
        const bar = page.getByRole('banner');
        const footer = page.getByRole('contentinfo');
        await expect(bar).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(footer).toHaveCount(1);
        await expect(bar.getByRole('link', { name: copy.nav.homeLink })).toHaveAttribute(
          'href',
          pagePath('home', locale),
        );
        const call = bar.getByRole('link', { name: copy.nav.call.replace('{number}', '') });
        await expect(call).toHaveAttribute('href', `tel:${company.phone}`);
        const primary = bar.getByRole('navigation', { name: copy.nav.primary });
        for (const id of navigationPages) {
          await expect(primary.getByRole('link', { name: copy.nav[id], exact: true })).toHaveAttribute(
            'href',
            pagePath(id, locale),
          );
        }

        await expect(page.getByText('404', { exact: true }).filter({ visible: true })).toHaveCount(1);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.common.notFoundMessage);
        await expect(main.getByRole('link', { name: copy.common.backToHome })).toHaveAttribute('href', `/${locale}`);
        await expect(main.getByRole('link', { name: copy.nav.contact, exact: true })).toHaveAttribute(
          'href',
          pagePath('contact', locale),
        );
        for (const other of locales.filter((l) => l !== locale)) {
          await expect(page.getByText(messages[other].common.notFoundMessage)).toBeHidden();
        }

        await expect(footer.getByText(copy.footer.description)).toBeVisible();
        await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute(
          'href',
          `mailto:${company.email}`,
        );
        expect(logged.some((text) => text.includes(path))).toBe(true);
      });
    }
    // The buttons go back to the language's root, and to its contact page.
    await page.getByRole('link', { name: messages.de.common.backToHome }).click();
    await expect(page).toHaveURL('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/en/no-such-page');
    await page.getByRole('main').getByRole('link', { name: messages.en.nav.contact, exact: true }).click();
    await expect(page).toHaveURL(pagePath('contact', 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.contact.heading);
  });

  test('the bar takes the visitor to a page of the same language, which works as it always does', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/de/gibt-es-nicht');
    await hydrated(page);
    const copy = messages.de;
    await page.getByRole('banner').getByRole('link', { name: copy.nav.services, exact: true }).click();
    await expect(page).toHaveURL(pagePath('services', 'de'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.services.heading);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('without JavaScript the 404 page is Romanian and readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/ro/lipseste');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.ro.common.notFoundMessage);
    await expect(page.getByRole('banner').getByRole('link', { name: messages.ro.nav.contact })).toBeVisible();
    await context.close();
  });
});

// @mobile: the menu button exists only on small screens.
test("the phone's menu on the 404 page opens and closes from the keyboard, in the path's language @mobile", async ({
  page,
}) => {
  const nav = messages.de.nav;
  await page.goto('/de/gibt-es-nicht');
  await hydrated(page);
  await expect(page.getByRole('banner').getByRole('link', { name: nav.call.replace('{number}', '') })).toBeVisible();
  const button = page.getByRole('button', { name: nav.openMenu });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: nav.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: nav.menu });
  await expect(menu.getByRole('link', { name: nav.home, exact: true })).toBeFocused();
  await expect(menu.getByRole('link', { name: nav.contact, exact: true })).toHaveAttribute(
    'href',
    pagePath('contact', 'de'),
  );
  await expect.poll(() => page.getByRole('main').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
});
