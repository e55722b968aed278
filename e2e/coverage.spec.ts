import { served, textOf, within } from './support/served';
import { expect, test, type Page } from './support/test';
import { locales, messages, hydrated } from './support/site';

// Fixed by the specification: six regions in this order, west first, and 52 countries (9 in the west).
const regionIds = ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const;

const countriesIn = (locale: keyof typeof messages, region: (typeof regionIds)[number]) =>
  messages[locale].coverage.countriesIn.replace('{region}', messages[locale].regions[region].name);

test.describe('the coverage region explorer @http', () => {
  for (const locale of locales) {
    test(`${locale}: six tabs, west first, its countries by localized name`, async ({ request }) => {
      const t = messages[locale];
      const { screen } = await served(request, `/${locale}`);
      const tabs = within(screen.getByRole('tablist', { name: t.coverage.tabsLabel })).getAllByRole('tab');
      expect(tabs.map(textOf)).toEqual(regionIds.map((id) => t.regions[id].name));
      expect(screen.getAllByRole('tab', { selected: true }).map(textOf)).toEqual([t.regions.west.name]);
      const panel = within(screen.getByRole('tabpanel'));
      expect(textOf(panel.getByRole('heading', { level: 3 }))).toBe(countriesIn(locale, 'west'));
      expect(panel.getAllByRole('listitem')).toHaveLength(9);
      panel.getByText({ ro: 'Germania', en: 'Germany', de: 'Deutschland' }[locale]);
      panel.getByText(t.coverage.countries.NL);
    });
  }

  test('all countries by region are listed as text, for a reader without the map', async ({ request }) => {
    const { document } = await served(request, '/ro');
    const details = [...document.querySelectorAll('details')].find((d) =>
      textOf(d.querySelector('summary')).includes(messages.ro.coverage.allCountries),
    )!;
    expect(details.querySelectorAll('h3')).toHaveLength(6);
    expect(details.querySelectorAll('li')).toHaveLength(52);
    expect(textOf(details)).toContain('Elveția');
  });
});

async function openHome(page: Page, locale: keyof typeof messages = 'en') {
  await page.goto(`/${locale}`);
  await hydrated(page);
  await page.getByRole('tablist', { name: messages[locale].coverage.tabsLabel }).scrollIntoViewIfNeeded();
}

// @viewport: on a phone the tabs wrap onto rows, and the map answers a tap, not a hover.
test('the explorer switches regions by click and by key, the selected tab deselects, the map selects @viewport', async ({
  page,
  isMobile,
}) => {
  const t = messages.en;
  const tab = (id: (typeof regionIds)[number]) => page.getByRole('tab', { name: t.regions[id].name });
  await openHome(page);
  // Every region is in view, none behind a sideways scroll.
  for (const id of regionIds) await expect(tab(id)).toBeInViewport({ ratio: 1 });

  // A click lists the chosen region; a click on the selected tab shows the prompt instead.
  await tab('transcontinental').click();
  await expect(tab('transcontinental')).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveText(['Armenia', 'Azerbaijan', 'Georgia', 'Kazakhstan', 'Turkey']);
  await expect(page.locator('svg[data-selected]')).toHaveAttribute('data-selected', 'transcontinental');
  await tab('transcontinental').click();
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
  await expect(panel.getByText(t.coverage.subtitle)).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveCount(0);
  await expect(tab('transcontinental')).toBeFocused();

  // The WAI-ARIA tabs keyboard pattern.
  await tab('west').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('north')).toBeFocused();
  await expect(tab('north')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab('sociopolitical')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('west')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('west')).toBeFocused();

  // The map colours countries by region, names one as "Country — Region" and selects its region.
  const de = messages.de;
  await openHome(page, 'de');
  await expect(page.getByRole('img', { name: de.coverage.mapTitle })).toBeVisible();
  for (const code of ['FO', 'AD', 'MT', 'SM', 'VA', 'LI', 'MC'])
    await expect(page.locator(`svg [data-code="${code}"]`).first()).toBeAttached();
  const poland = page.locator('svg path[data-code="PL"]');
  if (isMobile) await poland.tap();
  else await poland.hover();
  await expect(page.getByText(`Polen — ${de.regions.east.name}`)).toBeVisible();
  await poland.click();
  await expect(page.getByRole('tab', { name: de.regions.east.name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Rumänien');
});
