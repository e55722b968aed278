import { expect, test } from './support/test';
import { allPages, messages, pageIds, pagePath } from './support/site';

// Without JavaScript every page shows all its content and its links work.
test.use({ javaScriptEnabled: false });

test.describe('every page without JavaScript', () => {
  for (const { locale, page, path } of allPages) {
    test(`${path} shows its content and its links lead to real pages`, async ({ page: tab, request }) => {
      await tab.goto(path);
      const t = messages[locale];
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(tab.locator('main')).toHaveCSS('opacity', '1', { timeout: 4000 }); // the fade ends
      const footer = tab.getByRole('contentinfo');
      await expect(footer).toContainText(t.footer.description);

      if (page === 'home') {
        await expect(tab.getByText(t.hero.subheadline)).toBeVisible();
        await expect(tab.getByRole('tabpanel')).toContainText(t.regions.west.subtitle);
      }
      if (page === 'services') {
        // The accordion cannot open without a script, so every region is shown.
        for (const id of ['west', 'north', 'south', 'east', 'transcontinental', 'sociopolitical'] as const) {
          await expect(tab.getByRole('region', { name: new RegExp(t.regions[id].name) })).toBeVisible();
        }
      }
      if (page === 'about') {
        await expect(tab.locator('[data-count-up="500"]')).toHaveText('500+');
      }

      // Every internal link answers 200 (following redirects).
      const hrefs = await tab
        .locator('a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
      for (const id of pageIds) expect(hrefs).toContain(pagePath(id, locale));
      for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
    });
  }
});
