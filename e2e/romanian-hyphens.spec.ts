import { limitFor } from './support/machine';
import { allPages, messages } from './support/site';
import { expect, test } from './support/test';

/**
 * Romanian joins words with a hyphen ("într-o", "Spuneți-ne", "e-mail"), written as the keyboard's
 * hyphen and a word joiner (U+2060): a line never starts with the part after it, and a visitor who
 * searches the page for "într-o" as typed finds it.
 */

const romanianPages = allPages.filter(({ locale }) => locale === 'ro');

test.use({ viewport: { width: 360, height: 800 } });

test('at 360 px no Romanian line starts with the part after a hyphen', async ({ page }) => {
  test.setTimeout(limitFor(romanianPages.length));
  expect(romanianPages.length, 'Romanian pages').toBeGreaterThan(0);
  let joins = 0;
  for (const { path } of romanianPages) {
    await page.goto(path);
    // The lines as the visitor sees them: in the site's fonts, once they have arrived.
    await page.evaluate(() => document.fonts.ready);
    // Each joined hyphen whose next letter sits on a lower line than the hyphen itself.
    const { checked, broken } = await page.evaluate(() => {
      const found: string[] = [];
      let seen = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/-\u2060/g)) {
          const at = match.index;
          if (at + 2 >= text.length) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 1);
          const hyphen = range.getBoundingClientRect();
          range.setStart(node, at + 2);
          range.setEnd(node, at + 3);
          const next = range.getBoundingClientRect();
          if (hyphen.width > 0) seen++;
          if (hyphen.width > 0 && next.top >= hyphen.bottom - 1) found.push(text.slice(Math.max(0, at - 12), at + 8));
        }
      }
      return { checked: seen, broken: found };
    });
    joins += checked;
    expect.soft(broken, path).toEqual([]);
  }
  // The pages join words this way ("într-o", "e-mail"): none found would mean none was checked.
  expect(joins, 'joined hyphens checked').toBeGreaterThan(0);
});

test('an in-page search for a hyphenated word, typed with the keyboard’s hyphen, finds it', async ({ page }) => {
  await page.goto('/ro/despre');
  // The story's "să-și", typed here with U+002D only.
  expect(messages.ro.about.story.p2).toContain('să-\u2060și');
  const found = await page.evaluate(() => (window as unknown as { find(text: string): boolean }).find('să-și'));
  expect(found).toBe(true);
});
