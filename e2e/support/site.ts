import de from '../../messages/de.json';
import en from '../../messages/en.json';
import ro from '../../messages/ro.json';
import { locales, type Locale } from '../../i18n/locales';
import { allPages, pageIds, pagePath, type PageId } from '../../i18n/pages';
import { company } from '../../lib/company';

/** What the specs compare against: the same tables and messages the site is built from. */
export const messages = { ro, en, de } satisfies Record<Locale, typeof en>;
export { allPages, company, locales, pageIds, pagePath, type Locale, type PageId };

export const absolute = (path: string) => `${company.siteUrl}${path}`;
