import { isLocale, type Locale } from '@/i18n/locales';
import { readStored, writeStored } from './browser-storage';

/** Written on every switch; the URL alone decides the language shown (README.md). */
export const languageStorageKey = 'preferred-language';

export const languageOfferStorageKey = 'language-offer';

export function rememberLanguage(locale: Locale): void {
  writeStored(languageStorageKey, locale);
}

export function storedLanguage(): Locale | undefined {
  const stored = readStored(languageStorageKey);
  return isLocale(stored) ? stored : undefined;
}

export function dismissLanguageOffer(): void {
  writeStored(languageOfferStorageKey, 'dismissed');
}

export function languageOfferDismissed(): boolean {
  const stored = readStored(languageOfferStorageKey);
  // Storage that cannot be read could not remember a dismissal: make no offer.
  return stored === undefined || stored === 'dismissed';
}
