import { inEachLocale, locales, type Locale } from '../../i18n/locales';
import { messages } from '../../i18n/messages';
import { allPages, pageIds, pagePath } from '../../i18n/pages';
import { company } from '../../lib/company';
import { absoluteUrl } from '../../lib/site-url';
import type { Page } from '@playwright/test';

/** What the specs compare against: the same tables and messages the site is built from. */
export { absoluteUrl, messages, allPages, company, inEachLocale, locales, pageIds, pagePath, type Locale };

/**
 * Waits until the page is hydrated: the header's scroll listener marks the bar with data-scrolled.
 * Before that a click is a plain link (no history replacement, no menu): on a busy machine the
 * specs would otherwise race the scripts.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('header[data-scrolled]').first().waitFor({ state: 'attached' });
}
