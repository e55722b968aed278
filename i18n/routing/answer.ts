/** Folders whose every path is a file: Next's build assets and public/images/, so no build lists theirs. */
export const fileFolders = ['_next', 'images'];

/** Plain JSON, which the key value store holds per build: the other top-level file paths → 1. Pages go by rule. */
export interface SiteInventory {
  locales: readonly string[];
  defaultLocale: string;
  files: Readonly<Record<string, 1>>;
}

/**
 * `redirect`: a 301 to a location that starts with "/" and a language (never another host) and is
 * never redirected again; `file`: that file of the export (still percent-encoded), or the 404 page
 * where there is none; `not-found`: the 404 page.
 */
export type Answer = { kind: 'redirect'; location: string } | { kind: 'file'; file: string } | { kind: 'not-found' };

/** The exported file of a page: "/en/about" → "en/about.html". */
export function pageFile(path: string): string {
  return `${path.slice(1)}.html`;
}

/** The language a path starts with, or the default language. */
export function localeOf(path: string, site: Pick<SiteInventory, 'locales' | 'defaultLocale'>): string {
  const first = path.split('/')[1] ?? '';
  return site.locales.includes(first) ? first : site.defaultLocale;
}

/**
 * The routing rule: the dev proxy imports it, the CloudFront function and the 404 page carry it
 * compiled. `path` as received (percent-encoded, starting with "/"); `query` "" or with its "?".
 */
export function answerFor(path: string, query: string, site: SiteInventory): Answer {
  const segments = path.split('/');
  if (segments.join('') === '') return { kind: 'redirect', location: `/${site.defaultLocale}${query}` };
  if (site.locales.includes(segments[1]!)) {
    const last = path.length - 1;
    if (path[last] === '/' && (segments.length === 3 || (segments.length === 4 && segments[2] !== ''))) {
      return { kind: 'redirect', location: path.slice(0, last) + query };
    }
    // A last segment without a dot is a page ("/en/about" → en/about.html); the others are files.
    return { kind: 'file', file: segments[segments.length - 1]!.includes('.') ? path.slice(1) : pageFile(path) };
  }
  if (path === '/404.html') return { kind: 'not-found' };
  if (fileFolders.includes(segments.length > 2 ? segments[1]! : '') || site.files[path] === 1) {
    return { kind: 'file', file: path.slice(1) };
  }
  // One segment and a trailing slash loses the slash here, or /ro/despre/ would redirect once more.
  const tail = segments.length === 3 && segments[2] === '' ? path.slice(0, -1) : path;
  return { kind: 'redirect', location: `/${site.defaultLocale}${tail}${query}` };
}
