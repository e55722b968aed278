/**
 * The pages the benchmark measures: the 12 pages of i18n/pages.ts and the 404 page, each with the
 * URL to load and the exported file that answers it. The 404 page is loaded at a path that does
 * not exist, so that nginx answers with its real status (404) and body (404.html), as in production.
 */
import { allPages } from '../../i18n/pages';

export interface BenchPage {
  /** Short name for tables and file names: `/en/about`, `404`. */
  id: string;
  /** Path on the server. */
  url: string;
  /** The file of out/ that nginx sends for it. */
  file: string;
  /** The server answers 404 on purpose: Lighthouse must be told to accept it. */
  notFound?: boolean;
}

export const benchPages: BenchPage[] = [
  ...allPages.map(({ path }) => ({ id: path, url: path, file: `${path.slice(1)}.html` })),
  { id: '404', url: '/en/this-page-does-not-exist', file: '404.html', notFound: true },
];

/**
 * BENCH_PAGES: a comma-separated list of fragments; a page is kept when its id contains one
 * (`BENCH_PAGES=/en` the English pages, `BENCH_PAGES=404,/de/kontakt` two pages).
 */
export function selectPages(filter = process.env.BENCH_PAGES): BenchPage[] {
  const fragments = (filter ?? '').split(',').map((f) => f.trim()).filter(Boolean);
  if (fragments.length === 0) return benchPages;
  return benchPages.filter((page) => fragments.some((fragment) => page.id.includes(fragment)));
}

/** A file-system-safe name for a page: `en-about`, `404`. */
export const slugOf = (page: BenchPage) => page.id.replace(/^\//, '').replace(/\//g, '-') || 'root';
