import { expect, test } from './support/test';
import { locales, messages, pagePath, hydrated } from './support/site';

const serviceIds = ['expedition', 'groupage', 'doorToDoor', 'consulting'] as const;

test.describe('the home page', () => {
  for (const locale of locales) {
    test(`${locale}: hero, figures, about teaser, image, services, coverage and call to action`, async ({ page }) => {
      const t = messages[locale];
      await page.goto(pagePath('home', locale));
      await hydrated(page);
      const main = page.getByRole('main');

      // Hero: headline, subheadline, since-2008 badge, two calls to action, the routes image.
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.hero.headline);
      await expect(main.getByText(t.hero.subheadline)).toBeVisible();
      await expect(main.getByText(t.hero.since, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: t.hero.ctaServices })).toHaveAttribute(
        'href',
        pagePath('services', locale),
      );
      await expect(main.getByRole('link', { name: t.hero.ctaContact })).toHaveAttribute(
        'href',
        pagePath('contact', locale),
      );
      await expect(main.getByRole('img', { name: t.hero.imageAlt })).toBeVisible();

      // Figures as fixed values.
      for (const [id, value] of [
        ['experience', '16+'],
        ['countries', '25+'],
        ['clients', '500+'],
      ] as const) {
        const figure = main.locator('dl').first().locator('div').filter({ hasText: t.stats[id] });
        await expect(figure.locator('dd')).toHaveText(value);
      }

      // About teaser with its two points and the link to About; the image.
      await expect(main.getByRole('heading', { level: 2, name: t.about.teaser.heading })).toBeVisible();
      await expect(main.getByText(t.about.teaser.founded)).toBeVisible();
      await expect(main.getByText(t.about.teaser.experience)).toBeVisible();
      await expect(main.getByRole('link', { name: t.about.teaser.link })).toHaveAttribute(
        'href',
        pagePath('about', locale),
      );
      await expect(main.getByRole('img', { name: t.about.teaser.imageAlt })).toHaveAttribute('width', '960');

      // Four service cards and the link to Services.
      for (const id of serviceIds) {
        const card = main
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: t.services.items[id].title }) });
        await expect(card).toContainText(t.services.items[id].subtitle);
        await expect(card).toContainText(t.services.items[id].description);
      }
      await expect(main.getByRole('link', { name: t.services.link })).toHaveAttribute(
        'href',
        pagePath('services', locale),
      );

      // Coverage and the closing call to action.
      await expect(main.getByRole('heading', { level: 2, name: t.coverage.heading })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: t.cta.heading })).toBeVisible();
      await expect(main.getByRole('link', { name: t.cta.button })).toHaveAttribute('href', pagePath('contact', locale));
    });
  }
});

test.describe('the hero parallax', () => {
  const offset = (page: import('@playwright/test').Page) =>
    page.locator('[data-parallax]').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42);

  test('moves the image by up to 40 px over the first 400 px of scroll', async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    expect(await offset(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => offset(page)).toBeCloseTo(20, 0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => offset(page)).toBeCloseTo(40, 0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => offset(page)).toBeCloseTo(40, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => offset(page)).toBeCloseTo(0, 0);
  });

  test('does not move under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(300);
    expect(await offset(page)).toBe(0);
  });
});
