import type { Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { company } from './company';
import { countryName } from './country-names';
import { groupedHours } from './office-hours';
import { absoluteUrl } from './site-url';
import { escapeText, structured, vcard } from './vcard';

/** Where each language's card is served: app/[locale]/contact.vcf/route.ts. */
export function officeCardPath(locale: Locale): string {
  return `/${locale}/contact.vcf`;
}

/** The name a phone saves the card under: "Danubia Freight.vcf". */
export const officeCardFileName = `${company.brand}.vcf`;

/** The office hours' words in the card's language (contact.hours in the messages). */
export type HoursCopy = {
  heading: string;
  closed: string;
  /** "08:00–17:00", or "08:00–17:00 Uhr": the range message with its two times. */
  range: (opens: string, closes: string) => string;
};

/** "Office hours", then one line a row of the printed schedule: "Monday – Friday: 08:00–17:00". */
function hoursNote(locale: Locale, copy: HoursCopy): string {
  const rows = groupedHours(locale).map(({ label, hours }) => {
    return `${label}: ${hours ? copy.range(hours.opens, hours.closes) : copy.closed}`;
  });
  return [copy.heading, ...rows].join('\n');
}

/**
 * The office as a contact card, from the company profile and nothing else: the company's name,
 * its address with each part in its field (the country named in the card's language), the phone,
 * mobile and fax numbers in E.164 form, the e-mail, the site in that language, the office's
 * position and, in a note, the opening hours.
 */
export function officeCard(locale: Locale, hours: HoursCopy): string {
  const { address, geo } = company;
  const country = countryName(locale, address.countryCode);
  return vcard([
    // A card for a company: no person's name (N stays empty, as it must be present), and Apple's
    // contacts app shows and sorts it by the company's name.
    { name: 'N', value: ';;;;' },
    { name: 'FN', value: escapeText(company.legalName) },
    { name: 'ORG', value: structured([company.legalName]) },
    { name: 'X-ABShowAs', value: 'COMPANY' },
    // Post office box, extended address, street, locality, region, postal code, country.
    {
      name: 'ADR',
      params: 'TYPE=WORK,POSTAL,PARCEL',
      value: structured(['', '', address.street, address.locality, address.region, address.postalCode, country]),
    },
    { name: 'TEL', params: 'TYPE=WORK,VOICE', value: company.phone },
    { name: 'TEL', params: 'TYPE=CELL,VOICE', value: company.mobile },
    { name: 'TEL', params: 'TYPE=WORK,FAX', value: company.fax },
    { name: 'EMAIL', params: 'TYPE=INTERNET,WORK', value: company.email },
    { name: 'URL', value: absoluteUrl(pagePath('home', locale)) },
    { name: 'GEO', value: `${geo.latitude};${geo.longitude}` },
    { name: 'NOTE', value: escapeText(hoursNote(locale, hours)) },
  ]);
}
