import { getRequestConfig } from 'next-intl/server';
import { company } from '@/lib/company';
import { defaultLocale, isLocale } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone: company.timeZone,
  };
});
