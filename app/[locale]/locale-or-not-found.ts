import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/i18n/locales';

/** The [locale] segment as a Locale; any other value is the 404 page. */
export function localeOrNotFound(segment: string): Locale {
  if (!isLocale(segment)) notFound();
  return segment;
}
