import { defaultLocale, isLocale } from '@/i18n/locales';

/**
 * The spec's fallback rule for a path without a valid language prefix: `/` goes to `/ro`, any other
 * path to `/ro` followed by that path (and its query). Returns undefined when the path already
 * starts with a language. The result always starts with `/ro`, so it can never leave the site.
 */
export function unprefixedRedirect(pathname: string, search = ''): string | undefined {
  const first = pathname.split('/')[1];
  if (isLocale(first)) return undefined;
  const rest = pathname === '/' ? '' : pathname;
  return `/${defaultLocale}${rest}${search}`;
}
