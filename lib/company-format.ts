import 'server-only';
import { parsePhoneNumber } from 'libphonenumber-js';
import { regionalLocales, type Locale } from '@/i18n/locales';
import { company } from './company';
import { countryName } from './country-names';
import { mapEmbedOrigin } from './maps';

// Apart from lib/company.ts, which reaches the browser, so that the phone library stays on the server.

/** "Romanian, English and German", in `locale`. */
export function officeLanguages(locale: Locale): string {
  const names = new Intl.DisplayNames([regionalLocales[locale]], { type: 'language' });
  const list = new Intl.ListFormat(regionalLocales[locale], { type: 'conjunction' });
  return list.format(company.officeLanguages.map((code) => names.of(code) ?? code));
}

/** The country named in `locale`: Rumänien, Irland for a German reader. */
export function withCountry(address: string, countryCode: string, locale: Locale): string {
  return `${address}, ${countryName(locale, countryCode)}`;
}

export function postalAddress(locale: Locale): string {
  const { street, postalCode, locality, region, countryCode } = company.address;
  return withCountry(`${street}, ${postalCode} ${locality}, ${region}`, countryCode, locale);
}

/** A calendar date of the facts ("2026-11-29") as a reader of `locale` writes it: 29 November 2026. */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(regionalLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

/** `+40 21 310 4420`, with no-break spaces so that it never wraps. */
export function formatPhone(e164: string): string {
  return parsePhoneNumber(e164).formatInternational().replaceAll(' ', '\u00a0');
}

export function mapSearchUrl(): string {
  const params = new URLSearchParams({ api: '1', query: `${company.legalName}, ${postalAddress('ro')}` });
  return `${mapEmbedOrigin}/maps/search/?${params}`;
}
