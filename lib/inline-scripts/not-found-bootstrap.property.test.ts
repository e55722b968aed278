import fc from 'fast-check';
import { hostilePath } from '../../test-support/hostile-paths';
import { notFoundBootstrap } from './not-found-bootstrap';

const config = {
  locales: ['ro', 'en', 'de'],
  defaultLocale: 'ro',
  files: {},
  titles: { ro: 'ro', en: 'en', de: 'de' },
};
const origin = 'https://www.danubiafreight.ro';

describe("the 404 page's redirect, on generated hostile paths", () => {
  it('never leaves the site, and ends on a language path (1000 paths)', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        // The location a browser gives the page for that request: WHATWG URL parsing, as in Chromium.
        const { pathname, search, hash } = new URL(origin + path);
        const replace = jest.fn();
        const doc = document.implementation.createHTMLDocument('');
        notFoundBootstrap(config, {
          location: { pathname, search, hash, replace } as unknown as Location,
          document: doc,
          console: { error() {} } as unknown as Console,
        });
        if (replace.mock.calls.length === 0) return; // no redirect: the page stays
        const target = new URL(replace.mock.calls[0]![0] as string, `${origin}${pathname}`);
        expect(target.origin).toBe(origin);
        // A path without a language goes to Romanian; a language path only loses its trailing slash.
        const first = pathname.split('/')[1]!;
        expect(target.pathname.split('/')[1]).toBe(config.locales.includes(first) ? first : 'ro');
      }),
      { numRuns: 1000 },
    );
  });
});
