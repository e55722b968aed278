import { createTranslator } from 'next-intl';
import { storedChoiceMonths } from '../lib/browser-storage';
import { languageStorageKey } from '../lib/language-preference';
import { served } from './support/served';
import { expect, test } from './support/test';
import { allPages, locales, messages, pagePath, hydrated, storedChoice, type Locale } from './support/site';

const storageKey = languageStorageKey;

/** Beside every switcher's links: how long the choice is kept, and why. */
function rememberedFor(locale: Locale): string {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'languages' });
  return t('remembered', { months: storedChoiceMonths });
}

test.describe('every page links to itself in every language @http', () => {
  for (const { locale, page, path } of allPages) {
    // The bar's switcher, the phone menu's and the footer's: plain links, which work without JavaScript.
    test(`${path}: each switcher links to this page in each language, this one marked, and says the choice is kept`, async ({
      request,
    }) => {
      const { document } = await served(request, path);
      const switchers = [...document.querySelectorAll('[data-language-switcher]')];
      expect(switchers).toHaveLength(3);
      for (const switcher of switchers) {
        const links = [...switcher.querySelectorAll('a')].map((a) => ({
          href: a.getAttribute('href'),
          hreflang: a.getAttribute('hreflang'),
          current: a.getAttribute('aria-current'),
          note: document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent,
        }));
        expect(links).toEqual(
          locales.map((target) => ({
            href: pagePath(page, target),
            hreflang: target,
            current: target === locale ? 'page' : null,
            note: rememberedFor(locale),
          })),
        );
      }
    });
  }
});

test('the bar’s language buttons say the choice is kept while they are pointed at or focused', async ({ page }) => {
  await page.goto(pagePath('services', 'de'));
  const buttons = page.getByRole('banner').locator('[data-language-switcher]').first();
  const english = buttons.getByRole('link', { name: /^EN/ });
  await expect(english).toHaveAccessibleDescription(rememberedFor('de'));
  const note = page.locator(`#${await english.getAttribute('aria-describedby')}`);
  await expect(note).toBeHidden();
  await english.hover();
  await expect(note).toBeVisible();
  await expect(note).toHaveText(rememberedFor('de'));
  await page.mouse.move(0, 400);
  await expect(note).toBeHidden();
  await buttons.getByRole('link', { name: /^RO/ }).focus();
  await expect(note).toBeVisible();
});

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
test('switching language keeps the page, stores the choice and replaces the history entry @viewport', async ({
  page: tab,
  isMobile,
}) => {
  // One page at each size; which page does not matter (the links of every page are checked above).
  const page = isMobile ? 'contact' : 'services';
  const walk = everySwitch(isMobile ? 'de' : 'ro');
  // Start from another page, to see that Back skips every replaced entry.
  const previous = pagePath('home', 'en');
  await tab.goto(previous);
  await tab.goto(pagePath(page, walk[0]!));
  await hydrated(tab);
  const lengthBefore = await tab.evaluate(() => history.length);

  for (const [step, target] of walk.slice(1).entries()) {
    const from = walk[step]!;
    await test.step(`${pagePath(page, from)} → ${target.toUpperCase()} opens ${pagePath(page, target)}`, async () => {
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
      expect(await storedChoice(tab, storageKey)).toBe(target);
      expect(await tab.evaluate(() => history.length)).toBe(lengthBefore);
      await hydrated(tab);
    });
  }

  // Choosing the current language does nothing: no navigation, no stored choice.
  const current = walk.at(-1)!;
  await tab.evaluate((key) => localStorage.removeItem(key), storageKey);
  const footer = tab.getByRole('contentinfo');
  await footer.getByRole('link', { name: new RegExp(`^${current.toUpperCase()}`) }).click();
  await expect(tab).toHaveURL(pagePath(page, current));
  expect(await storedChoice(tab, storageKey)).toBeNull();

  await tab.goBack();
  await expect(tab).toHaveURL(previous);
});
