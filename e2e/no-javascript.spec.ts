import type { Page } from '@playwright/test';
import { limitFor } from './support/machine';
import { expect, test } from './support/test';
import { allPages, locales, messages } from './support/site';

// Without JavaScript every page shows all its content, and its links are plain links that work.
// (That every link of every page leads to a page is checked over HTTP: static-export.spec.ts.)
// With motion: the fade-in of each page is played, and must end.
test.use({ javaScriptEnabled: false, reducedMotion: 'no-preference' });

for (const language of locales) {
  test(`${language}: every page without JavaScript shows its content once faded in @shipped`, async ({ page: tab }) => {
    const pages = allPages.filter(({ locale }) => locale === language);
    test.setTimeout(limitFor(pages.length));
    // The 2 s fade of each page plays a hundred times faster: what is checked is that it ends.
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 100 });
    for (const { locale, page, path } of pages) {
      await test.step(path, async () => {
        await tab.goto(path);
        const t = messages[locale];
        await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(tab.locator('main')).toHaveCSS('opacity', '1'); // the fade ends
        await expect(tab.getByRole('contentinfo')).toContainText(t.footer.description);

        if (page === 'home') {
          await expect(tab.getByText(t.hero.subheadline)).toBeVisible();
          await expect(tab.getByRole('tabpanel')).toContainText(t.regions.west.subtitle);
          // All countries by region, in a native disclosure that opens without a script: the six
          // regions and 52 countries fixed by the specification.
          const details = tab.locator('details').filter({ has: tab.getByText(t.coverage.allCountries) });
          await details.locator('summary').click();
          await expect(details.getByRole('heading', { level: 3 })).toHaveCount(6);
          await expect(details.getByRole('listitem')).toHaveCount(52);
        }
        if (page === 'services') {
          // The accordion cannot open without a script, so every region is shown.
          for (const id of ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const) {
            await expect(tab.getByRole('region', { name: new RegExp(t.regions[id].name) })).toBeVisible();
          }
        }
        if (page === 'about') await expect(tab.locator('[data-count-up="500"]')).toHaveText('500+');
      });
    }
  });
}

test('without JavaScript the language switcher is a plain link to the same page in another language @shipped', async ({
  page: tab,
}) => {
  await tab.goto('/ro/servicii');
  await tab.getByRole('contentinfo').getByRole('link', { name: /^DE/ }).click();
  await expect(tab).toHaveURL('/de/dienstleistungen');
});

test.describe('a page whose scripts never arrive @shipped', () => {
  test.use({ javaScriptEnabled: true });
  const t = messages.en;

  /** The page as without JavaScript: every region shown, the map a link, not a dead button. */
  async function expectShownAsWithoutScripts(tab: Page) {
    await tab.goto('/en/services');
    await expect(tab.locator('html')).not.toHaveAttribute('data-js');
    for (const id of ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const) {
      await expect(tab.getByRole('region', { name: new RegExp(t.regions[id].name) })).toBeVisible();
    }
    await tab.goto('/en/contact');
    await expect(tab.locator('html')).not.toHaveAttribute('data-js');
    await expect(tab.getByRole('link', { name: new RegExp(t.contact.map.openInGoogle) })).toBeVisible();
    await expect(tab.getByRole('button', { name: t.contact.map.show })).toBeHidden();
  }

  test('(its scripts fail to load) shows what it shows without JavaScript', async ({ page: tab }) => {
    await tab.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await expectShownAsWithoutScripts(tab);
  });

  test('(its data fails to load) shows what it shows without JavaScript @first-paint', async ({ page: tab }) => {
    await tab.route(/\/_next\/static\/[^/]+\/.*\.txt$/, (route) => route.abort());
    await expectShownAsWithoutScripts(tab);
  });
});
