import { parsePhoneNumber } from 'libphonenumber-js';
import { regionalLocales, type Locale } from '@/i18n/locales';
import { company } from './company';
import { countryName } from './country-names';

/*
 * The company's facts as the pages print them. Apart from lib/company.ts, whose facts reach the
 * browser (the office hours' "open now"), so that the phone library and Intl's country names stay
 * on the server.
 */

/** The languages the office answers in, as a list in `locale`: "Romanian, English and German". */
export function officeLanguages(locale: Locale): string {
  const names = new Intl.DisplayNames([regionalLocales[locale]], { type: 'language' });
  const list = new Intl.ListFormat(regionalLocales[locale], { type: 'conjunction' });
  return list.format(company.officeLanguages.map((code) => names.of(code) ?? code));
}

/**
 * An address the pages print, ending with its country named in `locale` (Rumänien, Irland for a
 * German reader): the company's, its host's, its authorities', Google's.
 */
export function withCountry(address: string, countryCode: string, locale: Locale): string {
  return `${address}, ${countryName(locale, countryCode)}`;
}

/** One line of the company's postal address, as printed and as searched on a map, with its country. */
export function postalAddress(locale: Locale): string {
  const { street, postalCode, locality, region, countryCode } = company.address;
  return withCountry(`${street}, ${postalCode} ${locality}, ${region}`, countryCode, locale);
}

/**
 * A number as libphonenumber groups it in international form (`+40 21 310 4420`, `+40 722 418 306`),
 * with no-break spaces so that it never wraps across two lines.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumber(e164).formatInternational().replaceAll(' ', '\u00a0');
}
