import { served, textOf, within } from './support/served';
import { expect, test } from './support/test';
import { serviceIds } from '../lib/services';
import { specification } from '../test-support/specification';
import { hydrated, locales, messages, pagePath } from './support/site';

test.describe('the home page @http', () => {
  for (const locale of locales) {
    test(`${locale}: hero, figures, about teaser, image, services, coverage and call to action`, async ({
      request,
    }) => {
      const t = messages[locale];
      const mainElement = (await served(request, pagePath('home', locale))).screen.getByRole('main');
      const main = within(mainElement);
      const href = (element: Element) => element.getAttribute('href');

      // Hero: headline, subheadline, since-2008 badge, two calls to action, the routes image.
      expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(t.hero.headline.replace(/\s+/g, ' '));
      main.getByText(t.hero.subheadline);
      main.getByText(t.hero.since);
      expect(href(main.getByRole('link', { name: t.hero.ctaServices }))).toBe(pagePath('services', locale));
      // The hero's call to contact us, and the closing one where it says the same: all to the contact page.
      const toContact = main.getAllByRole('link', { name: t.hero.ctaContact }).map(href);
      expect(new Set(toContact)).toEqual(new Set([pagePath('contact', locale)]));
      main.getByRole('img', { name: t.hero.imageAlt });

      // Figures as fixed values, as the specification fixes them ("16+").
      const figures = [...mainElement.querySelector('dl')!.querySelectorAll('div')];
      for (const id of ['experience', 'countries', 'clients'] as const) {
        const value = `${specification.stats[id]}+`;
        const figure = figures.find((div) => textOf(div.querySelector('dt')) === textOf(main.getByText(t.stats[id])));
        expect(textOf(figure?.querySelector('dd')), id).toBe(value);
      }

      // About teaser with its two points and the link to About; the image.
      main.getByRole('heading', { level: 2, name: t.about.teaser.heading });
      main.getByText(t.about.teaser.founded);
      main.getByText(t.about.teaser.experience);
      expect(href(main.getByRole('link', { name: t.about.teaser.link }))).toBe(pagePath('about', locale));
      expect(main.getByRole('img', { name: t.about.teaser.imageAlt }).getAttribute('width')).toBe('960');

      // Four service cards and the link to Services.
      for (const id of serviceIds) {
        const card = within(main.getByRole('heading', { name: t.services.items[id].title }).closest('li')!);
        card.getByText(t.services.items[id].subtitle);
        card.getByText(t.services.items[id].description);
      }
      expect(href(main.getByRole('link', { name: t.services.link }))).toBe(pagePath('services', locale));

      // Coverage and the closing call to action.
      main.getByRole('heading', { level: 2, name: t.coverage.heading });
      main.getByRole('heading', { level: 2, name: t.cta.heading });
      expect(main.getAllByRole('link', { name: t.cta.button }).map(href)).toContain(pagePath('contact', locale));
    });
  }
});

test.describe('the hero parallax', () => {
  test.use({ reducedMotion: 'no-preference' });

  const offset = (page: import('@playwright/test').Page) =>
    page.locator('[data-parallax]').evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m42);

  // Fixed by the specification: up to 40 px over the first 400 px of scroll.
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

  // On Playwright's clock, which the frames and timers of the page run on: once the scroll has
  // reached the page, a second of it runs any frame the scroll asked for. Then, with motion allowed
  // again, the same scroll moves the image: it could have moved.
  test('does not move under reduced motion, and moves once motion is allowed', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/en');
    await hydrated(page);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo(0, 400);
        }),
    );
    await page.clock.runFor(1000);
    expect(await offset(page)).toBe(0);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect.poll(() => offset(page)).toBeCloseTo(40, 0);
  });
});
