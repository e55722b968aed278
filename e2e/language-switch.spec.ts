import { expect, test } from './support/test';
import { locales, messages, pageIds, pagePath, hydrated, type Locale } from './support/site';

const storageKey = 'preferred-language';

/**
 * A walk through the languages that makes every switch (from one language to another) exactly
 * once and ends where it started, from `first`: ro → en → ro → de → en → de → ro for three
 * languages. One loaded page then checks every link of the matrix in turn (an Eulerian circuit,
 * Hierholzer's algorithm).
 */
function everySwitch(first: Locale): Locale[] {
  const targetsLeft = new Map(locales.map((from) => [from, locales.filter((to) => to !== from)]));
  const path: Locale[] = [first];
  const walk: Locale[] = [];
  while (path.length > 0) {
    const next = targetsLeft.get(path.at(-1)!)!.shift();
    if (next) path.push(next);
    else walk.push(path.pop()!);
  }
  return walk.reverse();
}

// @viewport: on a phone the switcher is in the menu.
test.describe('switching language keeps the page and replaces the history entry @viewport', () => {
  for (const [index, page] of pageIds.entries()) {
    // Each page starts its walk in another language: each language's switcher is also used on a
    // freshly loaded page.
    const walk = everySwitch(locales[index % locales.length]!);
    test(`${page}: each language's switcher opens this page in the others`, async ({ page: tab, isMobile }) => {
      // Start from another page, to see that Back skips every replaced entry.
      const previous = pagePath(page === 'home' ? 'about' : 'home', 'en');
      await tab.goto(previous);
      await hydrated(tab);
      await tab.goto(pagePath(page, walk[0]!));
      await hydrated(tab);
      const lengthBefore = await tab.evaluate(() => history.length);

      for (const [step, target] of walk.slice(1).entries()) {
        const from = walk[step]!;
        const title = `${pagePath(page, from)} → ${target.toUpperCase()} opens ${pagePath(page, target)}`;
        await test.step(title, async () => {
          if (isMobile) await tab.getByRole('button', { name: messages[from].nav.openMenu }).click();
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
          // The next switch is made with the page's scripts, as this one was.
          await hydrated(tab);
        });
      }
      await tab.goBack();
      await expect(tab).toHaveURL(previous);
    });
  }
});

test.describe('the language switcher', () => {
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
