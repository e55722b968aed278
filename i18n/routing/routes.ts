import { defaultLocale, locales } from '../locales';
import { allPages, slugsOf } from '../pages';

export const pagePaths: readonly string[] = allPages.map(({ path }) => path);

export function pageFile(path: string): string {
  return `${path.slice(1)}.html`;
}

// The rule as lists of redirects, for deploy/s3-website/ while the upload still uses it.

export interface Redirect {
  from: string;
  to: string;
}

export const rootRedirect: Redirect = { from: '/', to: `/${defaultLocale}` };

export const trailingSlashRedirects: readonly Redirect[] = pagePaths.map((path) => ({ from: `${path}/`, to: path }));

/** Slugs typed without a language (`/despre`), but none that could swallow a language's paths and loop. */
export const unprefixedSlugs: readonly string[] = [...new Set(locales.flatMap(slugsOf))].filter(
  (slug) => !locales.some((locale) => `${locale}/`.startsWith(slug) || slug.startsWith(`${locale}/`)),
);

export const unprefixedSlugRedirects: readonly Redirect[] = unprefixedSlugs.map((slug) => ({
  from: `/${slug}`,
  to: `/${defaultLocale}/${slug}`,
}));
