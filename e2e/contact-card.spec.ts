import { readFile } from 'node:fs/promises';
import { fieldsOf, parseCard, propertiesOf, unescapeText } from '../test-support/vcard';
import { expect, test } from './support/test';
import { company, locales, messages, pagePath } from './support/site';

test.describe('"Save contact" on the contact page', () => {
  for (const locale of locales) {
    // A visitor whose browser speaks the page's language: no offer of another language comes up
    // over the link while it is clicked (e2e/language-offer.spec.ts covers the offer).
    test.describe(() => {
      test.use({ locale });
      test(`${locale}: downloads the office as a contact card, its hours in ${locale}`, async ({ page }) => {
        const t = messages[locale];
        await page.goto(pagePath('contact', locale));
        const link = page.getByRole('main').getByRole('link', { name: t.contact.details.saveContact });
        await expect(link).toHaveAttribute('href', `/${locale}/contact.vcf`);

        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(download.suggestedFilename()).toBe(`${company.brand}.vcf`);
        const card = parseCard(await readFile((await download.path())!, 'utf8'));
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
    });
  }

  test('the card is served as text/vcard in UTF-8', async ({ request }) => {
    for (const locale of locales) {
      const response = await request.get(`/${locale}/contact.vcf`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
    }
  });
});
