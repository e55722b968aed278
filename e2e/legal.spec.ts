import { served, textOf, within } from './support/served';
import { expect, test } from './support/test';
import { company, locales, messages, pagePath, regionalLocales } from './support/site';

/**
 * The legal notice: the provider's identity, as the EU's e-Commerce Directive (Art. 5), Romania's
 * Law 365/2002 and Germany's § 5 DDG ask, every fact as lib/company.ts has it, in each language.
 * It is reached from the footer of every page (footer.spec.ts).
 */
/** The country every address ends with, in each language. */
const country = { ro: 'România', en: 'Romania', de: 'Rumänien' } as const;

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
      // Text as the row reads it: spaces (no-break ones too) collapsed, as textOf does.
      const read = (text: string) => text.replace(/\s+/g, ' ').trim();
      const fact = (label: string) => facts[read(label)];
      const capital = new Intl.NumberFormat(regionalLocales[locale]).format(legal.shareCapital);
      const licence = legal.forwardingLicence;
      expect(fact(t.labels.name)).toBe(company.legalName);
      expect(fact(t.labels.form)).toBe(read(t.formValue));
      expect(fact(t.labels.office)).toContain(company.address.street);
      expect(fact(t.labels.office)).toContain(`${company.address.postalCode} ${company.address.locality}`);
      expect(fact(t.labels.office)).toMatch(new RegExp(`, ${country[locale]}$`));
      expect(fact(t.labels.register)).toContain(legal.tradeRegister.number);
      expect(fact(t.labels.register)).toContain(legal.tradeRegister.office);
      expect(fact(t.labels.euid)).toBe(`ROONRC.${legal.tradeRegister.number}`);
      expect(fact(t.labels.fiscalCode)).toBe(legal.fiscalCode);
      expect(fact(t.labels.vat)).toBe(`RO${legal.fiscalCode}`);
      expect(fact(t.labels.capital)).toContain(capital);
      expect(fact(t.labels.director)).toContain(legal.director);
      expect(fact(t.labels.licence)).toContain(licence.number);
      expect(fact(t.labels.licence)).toContain(licence.authority);
      expect(fact(t.labels.licence)).toContain(String(new Date(licence.issueDate).getUTCFullYear()));
      // The authority competent for the licence, where a letter reaches it, and its site.
      const website = licence.authorityWebsite.replace('https://', '');
      expect(fact(t.labels.authority)).toBe(
        read(`${licence.authority}, ${licence.authorityAddress}, ${country[locale]}, ${website}`),
      );
      expect(main.getByRole('link', { name: 'www.arr.ro' }).getAttribute('href')).toBe(licence.authorityWebsite);
      expect(fact(t.labels.fax)).toBe(company.fax.replace(/^\+40(\d\d)(\d{3})(\d{4})$/, '+40 $1 $2 $3'));
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
