import { notFoundBootstrap } from './not-found-bootstrap';

const config = {
  locales: ['ro', 'en', 'de'],
  defaultLocale: 'ro',
  files: {},
  titles: { ro: 'Pagina nu a fost găsită', en: 'Page not found', de: 'Seite nicht gefunden' },
};

function run(pathname: string, search = '', hash = '') {
  const replace = jest.fn();
  const error = jest.fn();
  const doc = document.implementation.createHTMLDocument('');
  doc.documentElement.lang = 'ro';
  const location = { pathname, search, hash, replace } as unknown as Location;
  notFoundBootstrap(config, { location, document: doc, console: { error } as unknown as Console });
  return { replace, error, lang: doc.documentElement.lang, title: doc.title };
}

describe('the 404 page choosing its language and redirecting in the browser', () => {
  it.each([
    ['/en/nowhere', 'en', 'Page not found'],
    ['/de/gibt-es-nicht', 'de', 'Seite nicht gefunden'],
    ['/ro/nu-exista', 'ro', 'Pagina nu a fost găsită'],
    ['/en', 'en', 'Page not found'],
  ])('%s is a %s 404', (path, lang, title) => {
    const result = run(path);
    expect(result.replace).not.toHaveBeenCalled();
    expect(result.lang).toBe(lang);
    expect(result.title).toBe(title);
    expect(result.error).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), path);
  });

  it.each([
    ['/despre', '', '', '/ro/despre'],
    ['/servicii', '?x=1', '#top', '/ro/servicii?x=1#top'],
    ['/', '', '', '/ro'],
    ['/EN/about', '', '', '/ro/EN/about'],
    ['//evil.example/x', '', '', '/ro//evil.example/x'],
  ])('sends the unprefixed %s to the Romanian site', (path, search, hash, target) => {
    const result = run(path, search, hash);
    expect(result.replace).toHaveBeenCalledWith(target);
    expect(result.error).not.toHaveBeenCalled();
  });
});
