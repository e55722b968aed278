import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { messages, hydrated } from './support/site';

// @mobile: the hamburger exists only on small screens (playwright.config.ts runs these there only).
test.describe('the mobile menu @mobile', () => {
  const nav = messages.en.nav;

  test('opens full-screen as a disclosure, locks scrolling, takes focus; Escape, Enter and a link close it', async ({
    page,
  }) => {
    await page.goto('/en/about');
    await hydrated(page);
    const button = page.getByRole('button', { name: nav.openMenu });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const panelId = await button.getAttribute('aria-controls');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeHidden();

    await button.click();
    const close = page.getByRole('button', { name: nav.closeMenu });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // It slides down a few pixels as it comes in; once in place it covers the screen below the header.
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await panel.boundingBox())!.width).toBe(viewport.width);
    await expect
      .poll(async () => {
        const box = (await panel.boundingBox())!;
        return box.y + box.height;
      })
      .toBeCloseTo(viewport.height, 0);

    // The links and the language buttons are in it; focus moved to the first link.
    for (const label of [nav.home, nav.about, nav.services, nav.contact]) {
      await expect(panel.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    for (const code of ['RO', 'EN', 'DE'])
      await expect(panel.getByRole('link', { name: new RegExp(`^${code}`) })).toBeVisible();
    await expect(panel.getByRole('link', { name: nav.home, exact: true })).toBeFocused();

    // Scrolling is locked, and the page behind is inert (once the open menu has been painted).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expect.poll(() => page.locator('main').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Escape closes it, focus returns to the button and scrolling comes back, at once.
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    expect(await page.locator('main').evaluate((el) => (el as HTMLElement).inert)).toBe(false);

    // From the keyboard alone: Enter opens it, Tab walks its links.
    await page.keyboard.press('Enter');
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('navigation', { name: nav.menu }).getByRole('link', { name: nav.about, exact: true }),
    ).toBeFocused();

    // Following a link closes it and shows the page.
    await page
      .getByRole('navigation', { name: nav.menu })
      .filter({ visible: true })
      .getByRole('link', { name: nav.contact })
      .click();
    await expect(page).toHaveURL('/en/contact');
    await expect(page.getByRole('button', { name: nav.openMenu })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('is accessible when open (axe, WCAG 2.2 AA)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/ro');
    await hydrated(page);
    await page.getByRole('button', { name: messages.ro.nav.openMenu }).click();
    expect(await axeViolations(page)).toEqual([]);
  });
});
