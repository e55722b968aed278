import { expect, test, type Page } from './support/test';
import { locales, messages, hydrated } from './support/site';

const regionIds = ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const;

const countriesIn = (locale: keyof typeof messages, region: (typeof regionIds)[number]) =>
  messages[locale].coverage.countriesIn.replace('{region}', messages[locale].regions[region].name);

async function openHome(page: Page, locale: keyof typeof messages = 'en') {
  await page.goto(`/${locale}`);
  await hydrated(page);
  await page.getByRole('tablist', { name: messages[locale].coverage.tabsLabel }).scrollIntoViewIfNeeded();
}

test.describe('the coverage region explorer', () => {
  for (const locale of locales) {
    test(`${locale}: six tabs, west first, its countries by localized name`, async ({ page }) => {
      const t = messages[locale];
      await openHome(page, locale);
      const tabs = page.getByRole('tablist', { name: t.coverage.tabsLabel }).getByRole('tab');
      await expect(tabs).toHaveText(regionIds.map((id) => t.regions[id].name));
      await expect(page.getByRole('tab', { selected: true })).toHaveText(t.regions.west.name);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(countriesIn(locale, 'west'));
      await expect(panel.getByRole('listitem')).toHaveCount(9);
      const germany = { ro: 'Germania', en: 'Germany', de: 'Deutschland' }[locale];
      const netherlands = t.coverage.countries.NL;
      await expect(panel).toContainText(germany);
      await expect(panel).toContainText(netherlands);
    });
  }

  test('all countries by region are listed as text, also without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ro');
    const details = page.locator('details').filter({ has: page.getByText(messages.ro.coverage.allCountries) });
    await details.locator('summary').click();
    await expect(details.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(details.getByRole('listitem')).toHaveCount(52);
    await expect(details).toContainText('Elveția');
    await context.close();
  });
});

// @viewport: on a phone the tabs are one row that scrolls sideways, and the map answers a tap, not a hover.
test.describe('the coverage region explorer, at each size @viewport', () => {
  test('switching tabs lists the chosen region; clicking the selected tab shows the subtitle', async ({ page }) => {
    const t = messages.en;
    await openHome(page);
    await page.getByRole('tab', { name: t.regions.transcontinental.name }).click();
    await expect(page.getByRole('tab', { name: t.regions.transcontinental.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('listitem')).toHaveText(['Armenia', 'Azerbaijan', 'Georgia', 'Kazakhstan', 'Turkey']);
    await expect(page.locator('svg[data-selected]')).toHaveAttribute('data-selected', 'transcontinental');

    await page.getByRole('tab', { name: t.regions.transcontinental.name }).click();
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
    await expect(panel.getByText(t.coverage.subtitle)).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: t.regions.transcontinental.name })).toBeFocused();
  });

  test('follows the WAI-ARIA tabs keyboard pattern', async ({ page }) => {
    const t = messages.en;
    await openHome(page);
    await page.getByRole('tab', { name: t.regions.west.name }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: t.regions.north.name })).toBeFocused();
    await expect(page.getByRole('tab', { name: t.regions.north.name })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: t.regions.sociopolitical.name })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: t.regions.west.name })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: t.regions.west.name })).toBeFocused();
  });

  test('the map colours countries by region, shows "Country — Region" and selects a region on click', async ({
    page,
    isMobile,
  }) => {
    const t = messages.de;
    await openHome(page, 'de');
    await expect(page.getByRole('img', { name: t.coverage.mapTitle })).toBeVisible();
    for (const code of ['FO', 'AD', 'MT', 'SM', 'VA', 'LI', 'MC'])
      await expect(page.locator(`svg [data-code="${code}"]`).first()).toBeAttached();

    const poland = page.locator('svg path[data-code="PL"]');
    if (isMobile) await poland.tap();
    else await poland.hover();
    await expect(page.getByText(`Polen — ${t.regions.east.name}`)).toBeVisible();

    await poland.click();
    await expect(page.getByRole('tab', { name: t.regions.east.name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Rumänien');
  });
});
