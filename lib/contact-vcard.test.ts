/**
 * @jest-environment node
 */
import { inEachLocale, locales, type Locale } from '@/i18n/locales';
import { messages } from '@/i18n/messages';
import { fieldsOf, parseCard, propertiesOf, unescapeText, type ParsedCard } from '@/test-support/vcard';
import { company } from './company';
import { contactVcard, contactVcardFileName, contactVcardPath, type HoursCopy } from './contact-vcard';

// The rules on the specification's hours, whatever hours lib/company.ts holds today.
jest.mock('@/lib/company', () => jest.requireActual('@/test-support/specified-hours').companyWithSpecifiedHours());

/** The hours' words as the route passes them; the range's empty tags are filled as next-intl's markup does. */
function hoursCopy(locale: Locale): HoursCopy {
  const hours = messages[locale].contact.hours;
  return {
    heading: hours.heading,
    closed: hours.closed,
    range: (opens, closes) => hours.range.replace('<opens></opens>', opens).replace('<closes></closes>', closes),
  };
}

const cardOf = (locale: Locale) => parseCard(contactVcard(locale, hoursCopy(locale)));
const parsed = inEachLocale(cardOf);
const value = (card: ParsedCard, name: string, ...types: string[]) => {
  const found = propertiesOf(card, name, ...types);
  expect(found).toHaveLength(1);
  return found[0]!.raw;
};

describe('the office as a contact card', () => {
  it.each(locales)('%s: a vCard 3.0 of the company, named as the company', (locale) => {
    const card = parsed[locale];
    expect(value(card, 'VERSION')).toBe('3.0');
    expect(unescapeText(value(card, 'FN'))).toBe(company.legalName);
    expect(fieldsOf(value(card, 'ORG'))).toEqual([company.legalName]);
    expect(fieldsOf(value(card, 'N'))).toEqual(['', '', '', '', '']);
  });

  it('puts each part of the address in its field, the country named in the card’s language', () => {
    const { street, locality, region, postalCode } = company.address;
    const romanian = fieldsOf(value(parsed.ro, 'ADR', 'WORK'));
    expect(romanian).toEqual(['', '', street, locality, region, postalCode, 'România']);
    expect(fieldsOf(value(parsed.en, 'ADR', 'WORK')).at(-1)).toBe('Romania');
    expect(fieldsOf(value(parsed.de, 'ADR', 'WORK')).at(-1)).toBe('Rumänien');
  });

  it('gives the phone, mobile and fax numbers in E.164 form, each with its type', () => {
    const e164 = /^\+[1-9]\d{6,14}$/;
    const card = parsed.en;
    expect(value(card, 'TEL', 'WORK', 'VOICE')).toBe(company.phone);
    expect(value(card, 'TEL', 'CELL')).toBe(company.mobile);
    expect(value(card, 'TEL', 'FAX')).toBe(company.fax);
    for (const tel of propertiesOf(card, 'TEL')) expect(tel.raw).toMatch(e164);
    expect(propertiesOf(card, 'TEL')).toHaveLength(3);
  });

  it('gives the e-mail, the site in the card’s language and the office’s position', () => {
    expect(value(parsed.de, 'EMAIL', 'INTERNET')).toBe(company.email);
    expect(value(parsed.de, 'URL')).toBe(`${company.siteUrl}/de`);
    expect(value(parsed.ro, 'URL')).toBe(`${company.siteUrl}/ro`);
    expect(value(parsed.ro, 'GEO')).toBe(`${company.geo.latitude};${company.geo.longitude}`);
  });

  it.each([
    ['ro', 'Programul biroului\nLuni – vineri: 08:00–17:00\nSâmbătă: 08:00–12:00\nDuminică: Închis'],
    ['en', 'Office hours\nMonday – Friday: 08:00–17:00\nSaturday: 08:00–12:00\nSunday: Closed'],
    // German writes “Uhr” after the time, joined to it by a no-break space.
    [
      'de',
      'Bürozeiten\nMontag – Freitag: 08:00–17:00\u00a0Uhr\nSamstag: 08:00–12:00\u00a0Uhr\n' + 'Sonntag: Geschlossen',
    ],
  ] as const)('%s: the opening hours in a note, one line a row of the schedule', (locale, note) => {
    expect(unescapeText(value(parsed[locale], 'NOTE'))).toBe(note);
  });

  it.each(locales)('%s: lines of at most 75 octets, folded where longer, each ended by CRLF', (locale) => {
    const card = parsed[locale];
    expect(card.crlf).toBe(true);
    expect(Math.max(...card.physicalLines.map((line) => Buffer.byteLength(line, 'utf8')))).toBeLessThanOrEqual(75);
    // The note is longer than one line: it arrives folded, and unfolds to the whole note.
    expect(card.physicalLines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is served per language and saved under the company’s name', () => {
    expect(locales.map(contactVcardPath)).toEqual(['/ro/contact.vcf', '/en/contact.vcf', '/de/contact.vcf']);
    expect(contactVcardFileName).toBe(`${company.brand}.vcf`);
  });
});
