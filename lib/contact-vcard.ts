import type { Locale } from '@/i18n/locales';
import { pagePath } from '@/i18n/pages';
import { company } from './company';
import { countryName } from './country-names';
import { groupedHours } from './office-hours';
import { absoluteUrl } from './site-url';
import { escapeText, structured, vcard } from './vcard';

export function contactVcardPath(locale: Locale): string {
  return `/${locale}/contact.vcf`;
}

export const contactVcardFileName = `${company.brand}.vcf`;

export type HoursCopy = {
  heading: string;
  closed: string;
  range: (opens: string, closes: string) => string;
};

function hoursNote(locale: Locale, copy: HoursCopy): string {
  const rows = groupedHours(locale).map(({ label, hours }) => {
    return `${label}: ${hours ? copy.range(hours.opens, hours.closes) : copy.closed}`;
  });
  return [copy.heading, ...rows].join('\n');
}

export function contactVcard(locale: Locale, hours: HoursCopy): string {
  const { address, geo } = company;
  const country = countryName(locale, address.countryCode);
  return vcard([
    // N must be present; X-ABShowAs makes Apple's contacts show a company, not a person.
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
