/**
 * What the site answers to a request: THE routing rule, written once. Every runtime asks it:
 * the development proxy (proxy.ts) and the preview server import it; the exported 404 page and
 * the edge functions (CloudFront, the Cloudflare Worker) carry it, compiled with them
 * (lib/node/inline-script.ts). nginx's config is the one hand-written copy (deploy/nginx/site.conf);
 * the table in test-support/route-table.ts holds all of them to the same answers.
 *
 * It is written in the ES5 that CloudFront's `cloudfront-js-2.0` runtime runs, which the
 * CloudFront function is compiled for: `var`, indexOf, charAt, slice, split; no `let` or
 * `const`, which that compilation refuses.
 */

/** What the rule needs to know of the site, as plain data (written into the code that carries the rule). */
export interface SiteInventory {
  locales: readonly string[];
  defaultLocale: string;
  /** The canonical path of every page (`/ro`, `/en/about`) → 1. */
  pages: Readonly<Record<string, 1>>;
  /** URL paths of the export's files outside the language folders and `_next/` → 1. */
  files: Readonly<Record<string, 1>>;
}

/**
 * - `redirect`: a 301 to `location`, which always starts with one "/" and a language, so it can
 *   never name another host, and which the rule answers without a redirect: one hop, always;
 * - `file`: the file of the export at that path (relative to the export, still percent-encoded),
 *   with status 200, or the 404 page when the export has no such file;
 * - `not-found`: the 404 page, with status 404.
 */
export type Answer = { kind: 'redirect'; location: string } | { kind: 'file'; file: string } | { kind: 'not-found' };

/**
 * @param path the URL path as received (percent-encoded), starting with "/"
 * @param query "" or the query with its "?"
 */
/* eslint-disable no-var -- `var`, not `let`: compiled for CloudFront's runtime, where esbuild cannot lower `let`. */
export function answerFor(path: string, query: string, site: SiteInventory): Answer {
  var segments = path.split('/');
  // The root goes to the default language (slashes alone, `//`, are the root too).
  if (segments.join('') === '') return { kind: 'redirect', location: '/' + site.defaultLocale + query };
  if (site.locales.indexOf(segments[1] as string) !== -1) {
    // A language, or one page of it, with a trailing slash: its canonical URL has none.
    var last = path.length - 1;
    if (path.charAt(last) === '/' && (segments.length === 3 || (segments.length === 4 && segments[2] !== ''))) {
      return { kind: 'redirect', location: path.slice(0, last) + query };
    }
    // The first segment decides the language: a page, a file of that language, or the 404 page.
    return { kind: 'file', file: site.pages[path] === 1 ? path.slice(1) + '.html' : path.slice(1) };
  }
  // The 404 page has no URL of its own; build assets are files or missing, never pages.
  if (path === '/404.html') return { kind: 'not-found' };
  if (path.indexOf('/_next/') === 0 || site.files[path] === 1) return { kind: 'file', file: path.slice(1) };
  // Anything else has no language: the same path under the default one, in one redirect. One
  // segment and a trailing slash (/despre/) loses the slash here, where the language's own rule
  // above would otherwise send it on again (/ro/despre/ → /ro/despre).
  var tail = segments.length === 3 && segments[2] === '' ? path.slice(0, -1) : path;
  return { kind: 'redirect', location: '/' + site.defaultLocale + tail + query };
}
/* eslint-enable no-var */
