import { served, textOf, within } from './support/served';
import { expect, test } from './support/test';
import { company, locales, messages, pagePath, regionalLocales } from './support/site';

/**
 * The legal notice: the provider's identity, as the EU's e-Commerce Directive (Art. 5), Romania's
 * Law 365/2002 and Germany's § 5 DDG ask, every fact as lib/company.ts has it, in each language.
 * It is reached from the footer of every page (footer.spec.ts).
 */
test.describe('the legal notice @http', () => {
  for (const locale of locales) {
    test(`${locale}: the company, its registers, numbers, capital, director, licence and contacts`, async ({
      request,
    }) => {
      const t = messages[locale].legal;
      const { screen } = await served(request, pagePath('legal', locale));
      const main = within(screen.getByRole('main'));
      expect(textOf(main.getByRole('heading', { level: 1 }))).toBe(t.heading);

      const facts = Object.fromEntries(
        [...screen.getByRole('main').querySelectorAll('dl > div')].map((row) => [
          textOf(row.querySelector('dt')),
          textOf(row.querySelector('dd')),
        ]),
      );
      const { legal } = company;
      const capital = new Intl.NumberFormat(regionalLocales[locale]).format(legal.shareCapital);
      expect(facts[t.labels.name]).toBe(company.legalName);
      expect(facts[t.labels.office]).toContain(company.address.street);
      expect(facts[t.labels.office]).toContain(`${company.address.postalCode} ${company.address.locality}`);
      expect(facts[t.labels.register]).toContain(legal.tradeRegister.number);
      expect(facts[t.labels.register]).toContain(legal.tradeRegister.office);
      expect(facts[t.labels.euid]).toBe(`ROONRC.${legal.tradeRegister.number}`);
      expect(facts[t.labels.fiscalCode]).toBe(legal.fiscalCode);
      expect(facts[t.labels.vat]).toBe(`RO${legal.fiscalCode}`);
      expect(facts[t.labels.capital]).toContain(capital);
      expect(facts[t.labels.director]).toContain(legal.director);
      expect(facts[t.labels.licence]).toContain(legal.forwardingLicence.number);
      expect(facts[t.labels.licence]).toContain(legal.forwardingLicence.authority);
      expect(main.getByRole('link', { name: company.email }).getAttribute('href')).toBe(`mailto:${company.email}`);
      expect(
        screen.getByRole('main').querySelector(`a[href="tel:${company.phone}"]`),
        'the phone, as a link',
      ).not.toBeNull();

      main.getByRole('heading', { level: 2, name: t.disputes.heading });
      main.getByText(t.disputes.text);
      const links = main.getAllByRole('link').map((link: HTMLElement) => link.getAttribute('href'));
      expect(links, 'a link to the privacy notice').toContain(pagePath('privacy', locale));
    });
  }
});
