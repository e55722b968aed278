import { inEachLocale, locales, regionalLocales, type Locale } from '../../i18n/locales';
import { messages } from '../../i18n/messages';
import { allPages, legalPages, navigationPages, pagePath } from '../../i18n/pages';
import { storedChoiceValue } from '../../lib/browser-storage';
import { company } from '../../lib/company';
import { hydratedAttribute, hydratedSelector } from '../../lib/hydrated-mark';
import { absoluteUrl } from '../../lib/site-url';
import { chosenLanguageState } from '../../test-support/chosen-language';
import type { BrowserContextOptions, Page } from '@playwright/test';

/** What the specs compare against: the same tables and messages the site is built from. */
export {
  absoluteUrl,
  messages,
  allPages,
  company,
  hydratedAttribute,
  inEachLocale,
  legalPages,
  locales,
  navigationPages,
  pagePath,
  regionalLocales,
  type Locale,
};

/**
 * Waits until the page is hydrated (lib/hydrated-mark.ts). Before that a click is a plain link (no
 * history replacement, no menu): on a busy machine the specs would otherwise race the scripts.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator(hydratedSelector).waitFor({ state: 'attached' });
}

/** The choice the page's localStorage keeps under `key` (lib/browser-storage.ts), or null. */
export async function storedChoice(page: Page, key: string): Promise<string | null> {
  const text = await page.evaluate((name) => localStorage.getItem(name), key);
  return text === null ? null : storedChoiceValue(text);
}

/** For `test.use({ storageState })`: a visitor who chose `locale` with the language buttons on an earlier visit. */
export function choseEarlier(locale: Locale) {
  return async (
    { baseURL }: { baseURL: string | undefined },
    use: (state: BrowserContextOptions['storageState']) => Promise<void>,
  ) => use(chosenLanguageState(new URL(baseURL!).origin, locale));
}
