import type { Locale } from '@/i18n/locales';

/**
 * The localStorage key under which the visitor's language choice is kept. It is written on every
 * switch; the URL always decides the language shown (see README, "Choices where the spec is silent").
 */
const languageStorageKey = 'preferred-language';

export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(languageStorageKey, locale);
  } catch {
    // Storage can be disabled or full (private modes); the switch itself must still happen.
  }
}
