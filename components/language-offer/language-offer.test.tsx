import { act, fireEvent, render, screen } from '@testing-library/react';
import { readStored, writeStored } from '@/lib/browser-storage';
import { languageOfferData } from '@/lib/language-offer-data';
import { languageOfferStorageKey, languageStorageKey } from '@/lib/language-preference';
import { LanguageOffer } from './language-offer';

let pathname = '/ro/servicii';
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ replace }),
}));

const fetchMock = jest.fn(async () => ({ ok: true, json: async () => languageOfferData() }));

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  fetchMock.mockClear();
  replace.mockClear();
  pathname = '/ro/servicii';
});

afterEach(() => jest.useRealTimers());

/** Renders the offer on `path` for a visitor who chose `chosen` earlier, and lets the browser go idle. */
async function visit(path: string, chosen?: 'ro' | 'en' | 'de') {
  pathname = path;
  if (chosen) writeStored(languageStorageKey, chosen);
  const locale = path.split('/')[1] as 'ro' | 'en' | 'de';
  const view = render(<LanguageOffer locale={locale} />);
  expect(view.container).toBeEmptyDOMElement(); // nothing before the browser is idle
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  return view;
}

describe('LanguageOffer', () => {
  it('offers a visitor who chose German the German page, in German, with a link and a close button', async () => {
    await visit('/ro/servicii', 'de');
    const offer = await screen.findByRole('complementary', { name: 'Sprachhinweis' });
    expect(offer).toHaveAttribute('lang', 'de');
    expect(offer).toHaveTextContent('Diese Seite gibt es auch auf Deutsch.');
    expect(screen.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/dienstleistungen');
    expect(screen.getByRole('button', { name: 'Keine Sprachhinweise mehr anzeigen' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/language-offer.json');
  });

  it.each([
    ['the page is in the language chosen', 'ro'],
    ['no language was chosen', undefined],
  ] as const)('asks for nothing and shows nothing when %s', async (_, chosen) => {
    const view = await visit('/ro/servicii', chosen);
    expect(view.container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes for good: the close button hides it and the next page makes no offer', async () => {
    const first = await visit('/de', 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Don’t show language suggestions again' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(readStored(languageOfferStorageKey)).toBe('dismissed');
    first.unmount();

    fetchMock.mockClear();
    const second = await visit('/de/kontakt');
    expect(second.container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('following the link is a language choice: stored, and the page replaced by its English one', async () => {
    await visit('/de/kontakt', 'en');
    fireEvent.click(await screen.findByRole('link', { name: 'Read it in English' }));
    expect(readStored(languageStorageKey)).toBe('en');
    expect(replace).toHaveBeenCalledWith('/en/contact');
  });

  it('offers the language chosen before in that language', async () => {
    await visit('/en/about', 'ro');
    const link = await screen.findByRole('link', { name: 'Citiți pagina în română' });
    expect(link).toHaveAttribute('href', '/ro/despre');
  });

  it('shows nothing when the file cannot be fetched (offline)', async () => {
    fetchMock.mockImplementationOnce(async () => ({ ok: false, json: async () => ({}) }) as never);
    const view = await visit('/ro', 'de');
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalled();
    expect(view.container).toBeEmptyDOMElement();
  });
});
