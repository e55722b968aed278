import { expect, test } from './support/test';
import { allPages, company, locales, messages, pageIds, pagePath } from './support/site';

// @viewport: the footer's columns stack on a phone, and its height is checked at each size.
test.describe('the footer @viewport', () => {
  for (const { locale, page, path } of allPages.filter((p) => p.page === 'about' || p.page === 'home')) {
    test(`${path}: description, address, phone, e-mail, navigation, languages and © 2025`, async ({ page: tab }) => {
      await tab.goto(path);
      const footer = tab.getByRole('contentinfo');
      const copy = messages[locale];
      await expect(footer).toContainText(copy.footer.description);
      await expect(footer).toContainText(company.address.locality);
      await expect(footer).toContainText(company.address.street);
      await expect(footer.locator(`a[href="tel:${company.phone}"]`)).toBeVisible();
      await expect(footer.locator(`a[href="mailto:${company.email}"]`)).toHaveText(company.email);
      for (const id of pageIds) {
        await expect(footer.getByRole('link', { name: copy.nav[id], exact: true })).toHaveAttribute(
          'href',
          pagePath(id, locale),
        );
      }
      for (const target of locales) {
        await expect(footer.getByRole('link', { name: new RegExp(`^${target.toUpperCase()}`) })).toHaveAttribute(
          'href',
          pagePath(page, target),
        );
      }
      await expect(footer).toContainText('© 2025');
      expect((await footer.boundingBox())!.height).toBeGreaterThanOrEqual(373);
      expect(await footer.evaluate((el) => getComputedStyle(el).minHeight)).toBe('373px');
    });
  }
});
