/**
 * The pages the benchmark measures: every page of i18n/pages.ts and the 404 page, which is
 * loaded at a path that does not exist so that the server answers with its real status (404) and body,
 * as in production. BENCH_PAGES narrows them to a comma-separated list of ids (`BENCH_PAGES=/en,404`).
 */
import { allPages } from '../../i18n/pages';
import { pageFile } from '../../i18n/routing/answer';

export interface BenchPage {
  /** The name in the report and in file names: `/en/about`, `404`. */
  id: string;
  /** The path on the server. */
  url: string;
  /** The file of out/ that answers it. */
  file: string;
  notFound?: boolean;
}

const benchPages: BenchPage[] = [
  ...allPages.map(({ path }) => ({ id: path, url: path, file: pageFile(path) })),
  { id: '404', url: '/en/this-page-does-not-exist', file: '404.html', notFound: true },
];

/** The pages also measured with applied throttling, which takes longer per run. */
export const devtoolsPageIds = ['/en', '/en/contact', '/de/dienstleistungen'];

export function selectPages(list = process.env.BENCH_PAGES): BenchPage[] {
  const ids = (list ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = ids.filter((id) => !benchPages.some((page) => page.id === id));
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES: no page ${unknown.join(', ')}; the pages are ${benchPages.map((p) => p.id).join(', ')}`,
    );
  return ids.length ? benchPages.filter((page) => ids.includes(page.id)) : benchPages;
}

/** A file-system-safe name: `en-about`, `404`. */
export const slugOf = (id: string) => id.replace(/^\//, '').replace(/\//g, '-');
