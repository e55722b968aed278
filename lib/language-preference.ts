import { isLocale, type Locale } from '@/i18n/locales';
import { readStored, writeStored } from './browser-storage';

/**
 * The localStorage key under which the visitor's language choice is kept. It is written on every
 * switch, and when the visitor follows the offer of their language (components/language-offer/);
 * the URL always decides the language shown (README.md).
 */
export const languageStorageKey = 'preferred-language';

/** Beside the choice, in the same storage: the visitor has closed the offer of another language. */
export const languageOfferStorageKey = 'language-offer';

/** Storage can be disabled or full (private modes); the switch itself must still happen. */
export function rememberLanguage(locale: Locale): void {
  writeStored(languageStorageKey, locale);
}

/** The language the visitor chose on this site before, if any. */
export function storedLanguage(): Locale | undefined {
  const stored = readStored(languageStorageKey);
  return isLocale(stored) ? stored : undefined;
}

/** Remembers that the offer was closed: it is not made again (without storage, for this page only). */
export function dismissLanguageOffer(): void {
  writeStored(languageOfferStorageKey, 'dismissed');
}

export function languageOfferDismissed(): boolean {
  const stored = readStored(languageOfferStorageKey);
  // Storage that cannot be read cannot remember a dismissal either: make no offer at all.
  return stored === undefined || stored === 'dismissed';
}
