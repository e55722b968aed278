import { fieldsOf, parseCard, propertiesOf, unescapeText } from '../test-support/vcard';
import { served, within } from './support/served';
import { expect, test } from './support/test';
import { company, locales, messages, pagePath } from './support/site';

/**
 * "Save contact" on the contact page: a plain link to the office's contact card, which the browser
 * downloads under the brand's name (the link's download attribute and the file's own header say
 * so) and a phone offers to add to its contacts.
 */
test.describe('"Save contact" on the contact page @http', () => {
  for (const locale of locales) {
    test(`${locale}: the office as a contact card, its hours in ${locale}`, async ({ request }) => {
      const t = messages[locale];
      const main = within((await served(request, pagePath('contact', locale))).screen.getByRole('main'));
      const link = main.getByRole('link', { name: t.contact.details.saveContact });
      expect(link.getAttribute('href')).toBe(`/${locale}/contact.vcf`);
      expect(link.getAttribute('download')).toBe(`${company.brand}.vcf`);

      const response = await request.get(link.getAttribute('href')!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
      const card = parseCard(await response.text());
      const only = (name: string, ...types: string[]) => propertiesOf(card, name, ...types).map((p) => p.raw);

      expect(only('VERSION')).toEqual(['3.0']);
      expect(only('FN').map(unescapeText)).toEqual([company.legalName]);
      expect(fieldsOf(only('ADR')[0]!).slice(2, 6)).toEqual([
        company.address.street,
        company.address.locality,
        company.address.region,
        company.address.postalCode,
      ]);
      expect(only('TEL', 'VOICE', 'WORK')).toEqual([company.phone]);
      expect(only('TEL', 'CELL')).toEqual([company.mobile]);
      expect(only('TEL', 'FAX')).toEqual([company.fax]);
      expect(only('EMAIL')).toEqual([company.email]);
      expect(only('URL')).toEqual([`${company.siteUrl}/${locale}`]);
      expect(unescapeText(only('NOTE')[0]!).split('\n')[0]).toBe(t.contact.hours.heading);
    });
  }
});
