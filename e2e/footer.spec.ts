import { served, textOf, within } from './support/served';
import { expect, test } from './support/test';
import { specification } from '../test-support/specification';
import { allPages, company, legalPages, locales, messages, navigationPages, pagePath } from './support/site';

// Its height at each size is checked in a browser, with every page (every-page.spec.ts).
test.describe('the footer @http', () => {
  for (const { locale, page, path } of allPages) {
    test(`${path}: description, address, phone, e-mail, navigation, languages, © 2025, legal and privacy notices`, async ({
      request,
    }) => {
      const footerElement = (await served(request, path)).screen.getByRole('contentinfo');
      const footer = within(footerElement);
      const copy = messages[locale];
      const text = textOf(footerElement);
      footer.getByText(copy.footer.description);
      expect(text).toContain(company.address.locality);
      expect(text).toContain(company.address.street);
      expect(footerElement.querySelector(`a[href="tel:${company.phone}"]`)).not.toBeNull();
      expect(textOf(footerElement.querySelector(`a[href="mailto:${company.email}"]`))).toBe(company.email);
      for (const id of navigationPages) {
        expect(footer.getByRole('link', { name: copy.nav[id] }).getAttribute('href')).toBe(pagePath(id, locale));
      }
      // The legal notice and the privacy notice, from every page: a navigation of their own.
      const legal = within(footer.getByRole('navigation', { name: copy.footer.legalHeading }));
      for (const id of legalPages) {
        const link = legal.getByRole('link', { name: copy.nav[id] });
        expect([id, link.getAttribute('href'), link.getAttribute('aria-current')]).toEqual([
          id,
          pagePath(id, locale),
          id === page ? 'page' : null,
        ]);
      }
      for (const target of locales) {
        const link = footer.getByRole('link', { name: new RegExp(`^${target.toUpperCase()}`) });
        expect(link.getAttribute('href')).toBe(pagePath(page, target));
      }
      expect(text).toContain(`© ${specification.copyrightYear}`);
    });
  }
});
