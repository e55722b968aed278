import { isLocale, type Locale } from '@/i18n/locales';

/**
 * The localStorage key under which the visitor's language choice is kept. It is written on every
 * switch, and when the visitor follows the offer of their language (components/language-offer/);
 * the URL always decides the language shown (docs/choices.md).
 */
export const languageStorageKey = 'preferred-language';

/** Beside the choice, in the same storage: the visitor has closed the offer of another language. */
export const languageOfferStorageKey = 'language-offer';

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // Storage can be disabled or full (private modes); the switch itself must still happen.
  }
}

/** The language the visitor chose on this site before, if any. */
export function storedLanguage(): Locale | undefined {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLocale(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers that the offer was closed: it is not made again. */
export function dismissLanguageOffer(): void {
  try {
    localStorage.setItem(languageOfferStorageKey, 'dismissed');
  } catch {
    // Without storage the offer closes for this page only.
  }
}

export function languageOfferDismissed(): boolean {
  try {
    return localStorage.getItem(languageOfferStorageKey) === 'dismissed';
  } catch {
    // Storage that cannot be read cannot remember a dismissal either: make no offer at all.
    return true;
  }
}
