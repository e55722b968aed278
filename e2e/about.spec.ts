import { expect, test } from './support/test';
import { locales, messages, pagePath } from './support/site';

test.describe('the about page', () => {
  for (const locale of locales) {
    test(`${locale}: heading, story, values, figures and call to action`, async ({ page }) => {
      const t = messages[locale];
      await page.goto(pagePath('about', locale));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.about.heading);
      await expect(main.getByText(t.about.description)).toBeVisible();

      await expect(main.getByRole('heading', { level: 2, name: t.about.story.heading })).toBeVisible();
      for (const p of [t.about.story.p1, t.about.story.p2, t.about.story.p3]) await expect(main.getByText(p)).toBeVisible();
      await expect(main.getByRole('img', { name: t.about.story.imageAlt })).toHaveAttribute('height', '640');

      for (const id of ['safety', 'professionalism', 'punctuality'] as const) {
        await expect(main.getByRole('heading', { level: 3, name: t.about.values[id].title })).toBeVisible();
        await expect(main.getByText(t.about.values[id].description)).toBeVisible();
      }

      await expect(main.getByRole('heading', { level: 2, name: t.about.stats.heading })).toBeVisible();
      for (const id of ['experience', 'countries', 'clients'] as const) await expect(main.getByText(t.stats[id])).toBeVisible();
      await expect(main.getByRole('link', { name: t.cta.button })).toHaveAttribute('href', pagePath('contact', locale));
    });
  }
});

test.describe('the counters', () => {
  const figures = ['16+', '25+', '500+'];

  test('the HTML carries the final values', async ({ request }) => {
    const html = await (await request.get('/en/about')).text();
    for (const value of [16, 25, 500]) expect(html).toMatch(new RegExp(`data-count-up="${value}"[^>]*>${value}(<!-- -->)?\\+<`));
  });

  test('count up once from 0 over 800 ms when they come into view', async ({ page }) => {
    type Seen = { seen: [number, number][] };
    await page.goto('/en/about');
    const numbers = page.locator('[data-count-up]');
    await expect(numbers).toHaveText(figures);
    // Record every value the 500 takes, with its time, from the moment it scrolls into view.
    await page.evaluate(() => {
      const target = document.querySelector('[data-count-up="500"]')!;
      const record: [number, number][] = [];
      (window as unknown as Seen).seen = record;
      new MutationObserver(() => record.push([performance.now(), parseInt(target.textContent!, 10)])).observe(target, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await numbers.last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await expect(numbers).toHaveText(figures);
    const seen = await page.evaluate(() => (window as unknown as Seen).seen);
    const values = seen.map(([, value]) => value);
    expect(values.length).toBeGreaterThan(5); // it animated, frame by frame
    expect(values[0]).toBeLessThan(300); // from low (the first frames may land late on a busy machine)
    expect(values.at(-1)).toBe(500);
    expect(values).toEqual([...values].sort((a, b) => a - b)); // only ever up: ease-out, no overshoot
    const reachedFinal = seen.find(([, value]) => value === 500)![0];
    expect(reachedFinal - seen[0]![0]).toBeGreaterThan(400);
    expect(reachedFinal - seen[0]![0]).toBeLessThan(1000);

    // Once: scrolling away and back does not count again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await numbers.last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect((await page.evaluate(() => (window as unknown as Seen).seen)).length).toBe(seen.length);
  });

  test('do not animate under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/en/about');
    await page.evaluate(() => {
      (window as unknown as { changes: number }).changes = 0;
      new MutationObserver(() => (window as unknown as { changes: number }).changes++).observe(document.querySelector('main')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.locator('[data-count-up]').last().scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { changes: number }).changes)).toBe(0);
    await expect(page.locator('[data-count-up]')).toHaveText(figures);
  });
});
