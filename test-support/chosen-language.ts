import type { Locale } from '../i18n/locales';
import { storedChoiceText } from '../lib/browser-storage';
import { languageStorageKey } from '../lib/language-preference';

/** A browser's `storageState` after its visitor chose `locale` with the language buttons on `origin`. */
export function chosenLanguageState(origin: string, locale: Locale) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: languageStorageKey, value: storedChoiceText(locale) }] }],
  };
}
