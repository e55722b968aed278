import { served, textOf, within } from './support/served';
import { expect, test } from './support/test';
import { allPages, company, locales, messages, pageIds, pagePath } from './support/site';

// Its height at each size is checked in a browser, with every page (every-page.spec.ts).
test.describe('the footer @http', () => {
  for (const { locale, page, path } of allPages) {
    test(`${path}: description, address, phone, e-mail, navigation, languages and © 2025`, async ({ request }) => {
      const footerElement = (await served(request, path)).screen.getByRole('contentinfo');
      const footer = within(footerElement);
      const copy = messages[locale];
      const text = textOf(footerElement);
      footer.getByText(copy.footer.description);
      expect(text).toContain(company.address.locality);
      expect(text).toContain(company.address.street);
      expect(footerElement.querySelector(`a[href="tel:${company.phone}"]`)).not.toBeNull();
      expect(textOf(footerElement.querySelector(`a[href="mailto:${company.email}"]`))).toBe(company.email);
      for (const id of pageIds) {
        expect(footer.getByRole('link', { name: copy.nav[id] }).getAttribute('href')).toBe(pagePath(id, locale));
      }
      for (const target of locales) {
        const link = footer.getByRole('link', { name: new RegExp(`^${target.toUpperCase()}`) });
        expect(link.getAttribute('href')).toBe(pagePath(page, target));
      }
      expect(text).toContain('© 2025');
    });
  }
});
