import { inEachLocale, locales, regionalLocales, type Locale } from '../../i18n/locales';
import { messages } from '../../i18n/messages';
import { allPages, legalPages, navigationPages, pagePath } from '../../i18n/pages';
import { storedChoiceValue } from '../../lib/browser-storage';
import { company } from '../../lib/company';
import { hydratedAttribute, hydratedSelector } from '../../lib/hydrated-mark';
import { absoluteUrl } from '../../lib/site-url';
import type { Page } from '@playwright/test';

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
