/**
 * @jest-environment node
 */
import { runInNewContext } from 'node:vm';
import { siteInventory } from '@/i18n/routing/site-inventory';
import { browserScript } from '@/lib/node/inline-script';
import { notFoundBootstrapModule } from './not-found-bootstrap';

const titles = { ro: 'Pagina nu a fost găsită', en: 'Page not found', de: 'Seite nicht gefunden' };
// As app/global-not-found.tsx compiles it: the rule with the site's pages and no files.
const code = browserScript(notFoundBootstrapModule, 'notFoundBootstrap', { ...siteInventory([]), titles });

/** Runs the 404 page's script with nothing but a window, as the page's <head> does. */
function load(pathname: string, search = '', hash = '') {
  const replace = jest.fn();
  const error = jest.fn();
  const document = { documentElement: { lang: 'ro' }, title: titles.ro };
  runInNewContext(code, { window: { location: { pathname, search, hash, replace }, document, console: { error } } });
  return { replace, error, document };
}

describe("the 404 page's inline script, as compiled into the page", () => {
  it('redirects a path without a language with the routing rule it carries', () => {
    expect(load('/servicii', '?x=1', '#top').replace).toHaveBeenCalledWith('/ro/servicii?x=1#top');
    expect(load('/en/about/').replace).toHaveBeenCalledWith('/en/about');
  });

  it('shows a missing path of a language in that language, and logs it', () => {
    const { replace, error, document } = load('/de/gibt-es-nicht');
    expect(replace).not.toHaveBeenCalled();
    expect(document).toEqual({ documentElement: { lang: 'de' }, title: 'Seite nicht gefunden' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/de/gibt-es-nicht');
  });

  it('is written for the oldest browsers the pages support: no syntax newer than ES2017', () => {
    // `??` and `?.` (ES2020) are in the module's source; the script has them lowered.
    expect(code).not.toMatch(/\?\?|\?\./);
  });
});
