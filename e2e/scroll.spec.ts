import { expect, test } from './support/test';
import { specification } from '../test-support/specification';
import { messages, hydrated } from './support/site';

test.describe('scrolling on route changes', () => {
  test('a new page starts at the top, and scroll restoration is as the specification fixes', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    expect(await page.evaluate(() => history.scrollRestoration)).toBe(specification.scrollRestoration);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await footer.getByRole('link', { name: messages.en.nav.services, exact: true }).click();
    await expect(page).toHaveURL('/en/services');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back does not restore the old position either: the page starts at the top.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.goBack();
    await expect(page).toHaveURL('/en');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the page fades in as the specification fixes, and not at all under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const animation = () =>
      page.locator('main').evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, duration: style.animationDuration };
      });
    await page.goto('/de');
    expect((await animation()).duration).toBe(`${specification.fadeInS}s`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await animation()).name).toBe('none');
  });
});
