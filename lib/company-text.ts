import { parsePhoneNumber } from 'libphonenumber-js';
import type { Locale } from '@/i18n/locales';
import { company } from './company';
import { countryName } from './country-names';

/*
 * The company's facts as the pages print them. Apart from lib/company.ts, whose facts reach the
 * browser (the office hours' "open now"), so that the phone library and Intl's country names stay
 * on the server.
 */

/** One line of the postal address, as printed and as searched on a map, ending with the country in `locale`. */
export function postalAddress(locale: Locale): string {
  const { street, postalCode, locality, region, countryCode } = company.address;
  return `${street}, ${postalCode} ${locality}, ${region}, ${countryName(locale, countryCode, {})}`;
}

/**
 * A number as libphonenumber groups it in international form (`+40 21 310 4420`, `+40 722 418 306`),
 * with no-break spaces so that it never wraps across two lines.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumber(e164).formatInternational().replaceAll(' ', '\u00a0');
}
