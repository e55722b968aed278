import { defaultLocale, locales } from '../locales';
import { allPages, slugsOf } from '../pages';

/**
 * The routing rule (answer.ts) spelled out as lists of redirects, derived from the page/slug table,
 * for the hosts that can only follow listed rules: `_redirects` and the S3 website configuration.
 * What they cannot list (any other path without a language) they leave to the 404 page, which
 * runs the rule itself.
 */

export interface Redirect {
  from: string;
  to: string;
}

/** The canonical path of every page: /ro, /ro/despre, … /de/kontakt. */
export const pagePaths: readonly string[] = allPages.map(({ path }) => path);

/** The exported file of a page path, relative to out/: /en/about → en/about.html. */
export function pageFile(path: string): string {
  return `${path.slice(1)}.html`;
}

/** `/` goes to the default language. */
export const rootRedirect: Redirect = { from: '/', to: `/${defaultLocale}` };

/** Each page with a trailing slash goes to its canonical URL without it. */
export const trailingSlashRedirects: readonly Redirect[] = pagePaths.map((path) => ({ from: `${path}/`, to: path }));

/**
 * The slugs of every language typed without a language (`/despre`, `/about`): the hosts that
 * cannot match "any path without a language" get one rule each, sending it to /ro + path as the
 * rule does. A slug that could swallow a language's own paths (one equal to, or starting with, a
 * language code and a slash) is left out, so that no rule can loop.
 */
export const unprefixedSlugs: readonly string[] = [...new Set(locales.flatMap(slugsOf))].filter(
  (slug) => !locales.some((locale) => `${locale}/`.startsWith(slug) || slug.startsWith(`${locale}/`)),
);

export const unprefixedSlugRedirects: readonly Redirect[] = unprefixedSlugs.map((slug) => ({
  from: `/${slug}`,
  to: `/${defaultLocale}/${slug}`,
}));

export { defaultLocale, locales };
