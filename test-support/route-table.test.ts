/**
 * @jest-environment node
 */
import { locales } from '@/i18n/locales';
import { allPages, pageIds, type PageId } from '@/i18n/pages';
import { pageFile } from '@/i18n/routing/answer';
import { missingLocale, routeTable, splitRequest, tableFiles } from './route-table';

/**
 * Every page of the page/slug table has its rows in the route table, so that every runtime is
 * tested on it: one of its paths answered 200 (with its file among the table's files), one of its
 * slugs typed without a language (301), and one of its slugs in the folder of a language it does
 * not belong to (404). Home has no slug: its path without a language is `/`.
 */
const pathsOf = (page: PageId) => allPages.filter((p) => p.page === page).map((p) => p.path);
const slugsOf = (page: PageId) => pathsOf(page).map((path) => path.split('/')[2] ?? '');
const rows = (status: number) =>
  routeTable
    .filter((row) => row.status === status)
    .map((row) => splitRequest(row.request).path.replace(/(.)\/$/, '$1'));

describe('the route table', () => {
  it('takes its missing language from the languages the site lacks', () => {
    expect(locales).not.toContain(missingLocale);
  });

  it.each(pageIds)('answers a path of %s with its page', (page) => {
    const answered = rows(200).filter((path) => pathsOf(page).includes(path));
    expect(answered).not.toEqual([]);
    for (const path of answered) expect(tableFiles).toContain(pageFile(path));
  });

  it.each(pageIds)('redirects a path of %s typed without its language', (page) => {
    const unprefixed = page === 'home' ? ['/'] : slugsOf(page).map((slug) => `/${slug}`);
    expect(rows(301).filter((request) => unprefixed.includes(request))).not.toEqual([]);
  });

  it.each(pageIds.filter((page) => page !== 'home'))('answers a slug of %s in another language with 404', (page) => {
    const misplaced = allPages
      .filter((p) => p.page === page)
      .flatMap(({ locale, path }) =>
        slugsOf(page)
          .filter((slug) => !path.endsWith(`/${slug}`))
          .map((slug) => `/${locale}/${slug}`),
      );
    expect(rows(404).filter((request) => misplaced.includes(request))).not.toEqual([]);
  });
});
