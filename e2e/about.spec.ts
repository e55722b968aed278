import { stopTheClock } from './support/clock';
import { served, within } from './support/served';
import { afterThePageHasSeen } from './support/settled';
import { expect, test } from './support/test';
import { specification } from '../test-support/specification';
import { hydrated, locales, messages, pagePath } from './support/site';

/** The languages the office answers in (company.officeLanguages), as each language lists them. */
const officeLanguages = {
  ro: 'română, engleză și germană',
  en: 'Romanian, English and German',
  de: 'Rumänisch, Englisch und Deutsch',
} as const;

test.describe('the about page @http', () => {
  for (const locale of locales) {
    test(`${locale}: heading, story, values, liability, figures and call to action`, async ({ request }) => {
      const t = messages[locale];
      const main = within((await served(request, pagePath('about', locale))).screen.getByRole('main'));
      expect(main.getByRole('heading', { level: 1 }).textContent).toBe(t.about.heading);
      main.getByText(t.about.description);

      main.getByRole('heading', { level: 2, name: t.about.story.heading });
      for (const p of [t.about.story.p1, t.about.story.p2, t.about.story.p3]) main.getByText(p);
      expect(main.getByRole('img', { name: t.about.story.imageAlt }).getAttribute('height')).toBe('640');

      for (const id of ['safety', 'professionalism', 'punctuality'] as const) {
        main.getByRole('heading', { level: 3, name: t.about.values[id].title });
        main.getByText(t.about.values[id].description.replace('{languages}', officeLanguages[locale]));
      }
      // Liability has a section of its own, under the values: the carrier under CMR, then us and cargo insurance.
      const liability = within(main.getByRole('region', { name: t.about.liability.heading }));
      liability.getByRole('heading', { level: 2, name: t.about.liability.heading });
      for (const p of [t.about.liability.carrier, t.about.liability.forwarder, t.about.liability.insurance])
        liability.getByText(p);

      main.getByRole('heading', { level: 2, name: t.about.stats.heading });
      for (const id of ['experience', 'countries', 'clients'] as const) main.getByText(t.stats[id]);
      expect(main.getByRole('link', { name: t.cta.button }).getAttribute('href')).toBe(pagePath('contact', locale));
    });
  }
});

// @viewport: the three value cards stand side by side on a desktop and stacked on a phone; short
// texts keep the row even, with the liability text in its own section below.
test('each value card says its value in at most three lines @viewport', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(pagePath('about', locale));
    await page.evaluate(() => document.fonts.ready);
    const lines = await page
      .getByRole('region', { name: messages[locale].about.values.heading })
      .locator('li p')
      .evaluateAll((texts) =>
        texts.map((text) =>
          Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight)),
        ),
      );
    expect(lines, locale).toHaveLength(3);
    for (const count of lines) expect(count, locale).toBeLessThanOrEqual(3);
  }
});

test.describe('the counters', () => {
  test.use({ reducedMotion: 'no-preference' });

  // Fixed by the specification.
  const finalValues = Object.values(specification.stats);

  test('the HTML carries the final values @http', async ({ request }) => {
    const html = (await served(request, '/en/about')).html;
    for (const value of finalValues)
      expect(html).toMatch(new RegExp(`data-count-up="${value}"[^>]*>${value}(<!-- -->)?\\+<`));
  });

  const figures = finalValues.map((value) => `${value}+`);

  // The curve and the 800 ms are unit-tested (components/stats/count-up.test.ts); here, in a real
  // browser, that the figures count up from low to their final value, frame by frame, only once.
  // Playwright's clock, stopped once the page has hydrated, drives performance.now() and the
  // animation frames: the count moves only as the test runs the clock, so a slow or busy machine
  // cannot change what is seen.
  test('count up once, from low to the final value, when they come into view', async ({ page }) => {
    type Seen = { seen: number[] };
    await page.clock.install();
    await page.goto('/en/about');
    await hydrated(page);
    await stopTheClock(page);
    const numbers = page.locator('[data-count-up]');
    await expect(numbers).toHaveText(figures);
    await page.evaluate(() => {
      const target = document.querySelector('[data-count-up="500"]')!;
      const record: number[] = [];
      (window as unknown as Seen).seen = record;
      // Every text the figure shows, read from the mutation records (several frames may be batched
      // into one observer callback).
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          const text =
            mutation.type === 'characterData' ? mutation.target.textContent : mutation.addedNodes[0]?.textContent;
          if (text) record.push(parseInt(text, 10));
        }
      }).observe(target, { childList: true, characterData: true, subtree: true });
    });
    await numbers.last().scrollIntoViewIfNeeded();
    await afterThePageHasSeen(numbers.last()); // the count has started, on the stopped clock
    await page.clock.runFor(1000); // every frame of the count, and past its end
    await expect(numbers).toHaveText(figures);
    const values = await page.evaluate(() => (window as unknown as Seen).seen);
    expect(values.length).toBeGreaterThan(10); // frame by frame
    expect(values[0]).toBeLessThan(100); // from low
    expect(values.at(-1)).toBe(500); // to the final value
    expect(values).toEqual([...values].sort((a, b) => a - b)); // only ever up: ease-out, no overshoot

    // Once: scrolling away and back does not count again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await numbers.last().scrollIntoViewIfNeeded();
    await afterThePageHasSeen(numbers.last());
    await page.clock.runFor(1000);
    expect((await page.evaluate(() => (window as unknown as Seen).seen)).length).toBe(values.length);
  });

  // As above, on Playwright's clock: the figures come into view after hydration, and the clock is
  // then run well past the end of a count, so that a count that started would be seen.
  test('do not animate under reduced motion', async ({ page }) => {
    type Changes = { changes: number };
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/en/about');
    await hydrated(page);
    const numbers = page.locator('[data-count-up]');
    await page.evaluate(() => {
      (window as unknown as Changes).changes = 0;
      new MutationObserver(() => (window as unknown as Changes).changes++).observe(document.querySelector('main')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await numbers.last().scrollIntoViewIfNeeded();
    await afterThePageHasSeen(numbers.last());
    await page.clock.runFor(2000);
    expect(await page.evaluate(() => (window as unknown as Changes).changes)).toBe(0);
    await expect(numbers).toHaveText(figures);
  });
});
