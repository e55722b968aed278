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
let languages: string[] = [];

beforeAll(() => {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
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

/** Renders the offer on `path` for a browser preferring `preferred`, and lets the browser go idle. */
async function visit(path: string, preferred: string[]) {
  pathname = path;
  languages = preferred;
  const locale = path.split('/')[1] as 'ro' | 'en' | 'de';
  const view = render(<LanguageOffer locale={locale} />);
  expect(view.container).toBeEmptyDOMElement(); // nothing before the browser is idle
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
  return view;
}

describe('LanguageOffer', () => {
  it('offers a German browser the German page, in German, with a link and a close button', async () => {
    await visit('/ro/servicii', ['de-DE', 'de']);
    const offer = await screen.findByRole('complementary', { name: 'Sprachhinweis' });
    expect(offer).toHaveAttribute('lang', 'de');
    expect(offer).toHaveTextContent('Diese Seite gibt es auch auf Deutsch.');
    expect(screen.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de/dienstleistungen');
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/language-offer.json');
  });

  it('asks for nothing and shows nothing when the page is in the browser’s language', async () => {
    const view = await visit('/ro/servicii', ['ro-RO', 'en']);
    expect(view.container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes for good: the close button hides it and the next page makes no offer', async () => {
    const first = await visit('/de', ['en-GB']);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(readStored(languageOfferStorageKey)).toBe('dismissed');
    first.unmount();

    fetchMock.mockClear();
    const second = await visit('/de/kontakt', ['en-GB']);
    expect(second.container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('following the link is a language choice: stored, and the page replaced by its English one', async () => {
    await visit('/de/kontakt', ['en-GB']);
    fireEvent.click(await screen.findByRole('link', { name: 'Read it in English' }));
    expect(readStored(languageStorageKey)).toBe('en');
    expect(replace).toHaveBeenCalledWith('/en/contact');
  });

  it('offers the language chosen before on this site, over the browser’s list', async () => {
    writeStored(languageStorageKey, 'ro');
    await visit('/en/about', ['fr-FR']);
    const link = await screen.findByRole('link', { name: 'Citiți pagina în română' });
    expect(link).toHaveAttribute('href', '/ro/despre');
  });

  it('shows nothing when the file cannot be fetched (offline)', async () => {
    fetchMock.mockImplementationOnce(async () => ({ ok: false, json: async () => ({}) }) as never);
    const view = await visit('/ro', ['de-DE']);
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalled();
    expect(view.container).toBeEmptyDOMElement();
  });
});
