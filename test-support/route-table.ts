import { locales } from '../i18n/locales';
import { allPages, slugsOf } from '../i18n/pages';
import { pageFile } from '../i18n/routing/answer';

/**
 * THE table of requests and the site's answers, which every runtime is tested on: the rule itself,
 * the CloudFront function (over the bucket, in the specs), `next dev` and the exported 404 page.
 */
export interface RouteCase {
  /** The request target: a path, with its query if any. */
  request: string;
  status: 200 | 301 | 404;
  /** Where a 301 sends it (relative, as every runtime writes it). */
  location?: string;
}

/** A language the site lacks; its paths are paths without a language. */
export const missingLocale = 'fr';

const slugs = [...new Set(locales.flatMap(slugsOf))];

// Every page in every language is a 200; a slug without a language goes to Romanian; a slug in
// the folder of a language it does not belong to is a 404.
const pageRows: RouteCase[] = [
  ...allPages.map(({ path }) => ({ request: path, status: 200 as const })),
  ...slugs.map((slug) => ({ request: `/${slug}`, status: 301 as const, location: `/ro/${slug}` })),
  ...locales.flatMap((locale) =>
    slugs
      .filter((slug) => !slugsOf(locale).includes(slug))
      .map((slug) => ({ request: `/${locale}/${slug}`, status: 404 as const })),
  ),
];

export const routeTable: readonly RouteCase[] = [
  ...pageRows,
  // The root goes to the default language, with its query.
  { request: '/', status: 301, location: '/ro' },
  { request: '/?utm_source=mail', status: 301, location: '/ro?utm_source=mail' },
  // Files of a language.
  { request: '/ro/og.png', status: 200 },
  { request: '/de/contact.vcf', status: 200 },
  // Canonical URLs have no trailing slash.
  { request: '/ro/', status: 301, location: '/ro' },
  { request: '/en/about/', status: 301, location: '/en/about' },
  { request: '/de/kontakt/?x=1', status: 301, location: '/de/kontakt?x=1' },
  { request: '/ro/nu-exista/', status: 301, location: '/ro/nu-exista' },
  // A path without a language goes to the default language followed by the path.
  { request: '/servicii?ref=mail', status: 301, location: '/ro/servicii?ref=mail' },
  { request: '/privacy/', status: 301, location: '/ro/privacy' },
  { request: '/x/y', status: 301, location: '/ro/x/y' },
  { request: '/EN/about', status: 301, location: '/ro/EN/about' },
  { request: `/${missingLocale}`, status: 301, location: `/ro/${missingLocale}` },
  { request: '/nothing.txt', status: 301, location: '/ro/nothing.txt' },
  // Every redirect reaches its final URL at once: one segment with a trailing slash loses the
  // slash in the same redirect, as /ro/despre/ would lose it in a second one.
  { request: '/despre/', status: 301, location: '/ro/despre' },
  { request: '/about/?q=1', status: 301, location: '/ro/about?q=1' },
  { request: '/x/', status: 301, location: '/ro/x' },
  { request: '/EN/', status: 301, location: '/ro/EN' },
  { request: '/robots.txt/', status: 301, location: '/ro/robots.txt' },
  { request: '/404.html/', status: 301, location: '/ro/404.html' },
  { request: '/%5C/', status: 301, location: '/ro/%5C' },
  // A deeper path keeps it: /ro/x/y/ is a 404 of its own, not a redirect.
  { request: '/x/y/', status: 301, location: '/ro/x/y/' },
  // Slashes alone are the root.
  { request: '//', status: 301, location: '/ro' },
  { request: '///?a=1', status: 301, location: '/ro?a=1' },
  // ... unless it is a file of the site.
  { request: '/robots.txt', status: 200 },
  { request: '/images/hero-routes.svg', status: 200 },
  { request: '/coverage-map.svg', status: 200 },
  // The first segment decides the language; what that language lacks is a 404.
  { request: '/ro/nu-exista', status: 404 },
  { request: '/de/x/y', status: 404 },
  { request: '/ro/a/b/', status: 404 },
  // Build assets and public/images/ are files or missing, and the 404 page has no URL of its own.
  { request: '/_next/missing.js', status: 404 },
  { request: '/images/x.svg', status: 404 },
  { request: '/images/', status: 404 },
  { request: '/404.html', status: 404 },
];

/** The files of the export that the table's requests find (a subset of every build's). */
export const tableFiles: readonly string[] = [
  ...allPages.map(({ path }) => pageFile(path)),
  '404.html',
  'coverage-map.svg',
  'de/contact.vcf',
  'images/hero-routes.svg',
  'index.html',
  'ro/og.png',
  'robots.txt',
];

/** A request target's path and query ("" or "?…"). */
export function splitRequest(request: string): { path: string; query: string } {
  const at = request.indexOf('?');
  return at === -1 ? { path: request, query: '' } : { path: request.slice(0, at), query: request.slice(at) };
}
