/**
 * @jest-environment node
 */
import { createTranslator } from 'next-intl';
import { locales, type Locale } from '@/i18n/locales';
import { pageIds } from '@/i18n/pages';
import { messages } from '@/i18n/messages';
import { pageMetadata } from './metadata';

// The pages read their messages through next-intl's server API; here the same formatter reads the
// message files, so the test sees the titles and descriptions the pages print.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'meta' }) =>
    createTranslator({ locale, messages: messages[locale], namespace }),
}));

/** What a search result shows of a title and a description, counted in JavaScript characters. */
const titleMax = 60;
const [descriptionMin, descriptionMax] = [120, 160];

// Each check reports the text and its length, so that a failure says which string and by how much.
const fitsTitle = (title: string) => ({ title, length: title.length, fits: title.length <= titleMax });
const fitsDescription = (description: string) => ({
  description,
  length: description.length,
  fits: description.length >= descriptionMin && description.length <= descriptionMax,
});
const expectFits = (report: { fits: boolean }) => expect(report).toEqual({ ...report, fits: true });

describe('page titles and descriptions fit a search result', () => {
  const cases = locales.flatMap((locale) => pageIds.map((page) => [locale, page] as const));

  it.each(cases)('%s %s: title at most 60 characters, description 120–160', async (locale, page) => {
    const metadata = await pageMetadata(locale, page);
    const title = String(metadata.title);
    const description = String(metadata.description);
    expectFits(fitsTitle(title));
    expectFits(fitsDescription(description));
    // The sharing cards repeat them unchanged.
    expect(metadata.openGraph).toMatchObject({ title, description });
    expect(metadata.twitter).toMatchObject({ title, description });
  });

  it.each(locales)('%s: the 404 page’s title is at most 60 characters', (locale) => {
    // app/global-not-found.tsx titles the page in each language with meta.notFound.title.
    const title = createTranslator({ locale, messages: messages[locale], namespace: 'meta.notFound' })('title');
    expectFits(fitsTitle(title));
  });
});
