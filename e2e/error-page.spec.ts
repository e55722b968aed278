import { expect, test } from './support/test';
import { locales, messages, pagePath } from './support/site';

/*
 * A component that throws: the header's scroll watcher reads window.scrollY, which this init script
 * makes fail, so the page's error boundary must take over with the spec's crash page.
 */
const breakScrollPosition = () => {
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get() {
      throw new Error('Scroll position unavailable');
    },
  });
};

test.describe('a page that fails to render', () => {
  test.use({ allowPageErrors: true });
  test('shows the crash page of its language, with the error message and a way home', async ({ page }) => {
    await page.addInitScript(breakScrollPosition);
    for (const locale of locales) {
      await test.step(locale, async () => {
        await page.goto(pagePath('about', locale));
        const copy = messages[locale].common;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.unexpectedError);
        await expect(page).toHaveTitle(copy.unexpectedError);
        await expect(page.getByText('Scroll position unavailable')).toBeVisible();
        await expect(page.getByRole('link', { name: copy.backToHome })).toHaveAttribute('href', `/${locale}`);
      });
    }
  });

  test('the English title and failure text are those the specification fixes @http', () => {
    expect(messages.en.common.unexpectedError).toBe('Unexpected Application Error');
    expect(messages.en.common.error).toBe('An error occurred');
  });
});
