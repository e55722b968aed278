import { getRequestConfig } from 'next-intl/server';
import { company } from '@/lib/company';
import { defaultLocale, isLocale } from './locales';

/**
 * next-intl's configuration of a request. Every path carries its language (i18n/routing/
 * answer.ts sends the others to the default one), so the language is the route's `[locale]`.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone: company.timeZone,
  };
});
