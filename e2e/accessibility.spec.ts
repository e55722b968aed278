import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { allPages } from './support/site';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// Reduced motion: axe measures colour contrast as the page settles, not halfway through a fade.
test.use({ reducedMotion: 'reduce' });

// @viewport: axe checks what is shown, and a phone shows a menu button and one column instead of the bar.
test.describe('WCAG 2.2 AA (axe-core) @viewport', () => {
  for (const { path } of allPages) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }

  test('the 404 page has no violations', async ({ page }) => {
    await page.goto('/en/missing');
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
