import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

/**
 * next-intl's view of our routing. Every path carries its language; the Romanian default is never
 * guessed from the browser, because the spec sends every unprefixed path to `/ro`.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeDetection: false,
});
