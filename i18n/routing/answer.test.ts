/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { hostilePath } from '../../test-support/hostile-paths';
import { locales } from '../locales';
import { answerFor, localeOf, type Answer } from './answer';
import { missingLocale, routeTable, splitRequest, tableFiles } from '../../test-support/route-table';
import { siteInventory } from './site-inventory';

const site = siteInventory(tableFiles);

/** The status and location a host gives an answer, given the export's files. */
function response(answer: Answer): { status: number; location?: string } {
  if (answer.kind === 'redirect') return { status: 301, location: answer.location };
  if (answer.kind === 'file' && tableFiles.includes(answer.file)) return { status: 200 };
  return { status: 404 };
}

describe('the routing rule', () => {
  it('tests paths without a language on a language the site lacks', () => {
    expect(locales).not.toContain(missingLocale);
  });

  it.each(routeTable.map((c) => [c.request, c] as const))(
    'answers %s as the table says',
    (request, { status, location }) => {
      const { path, query } = splitRequest(request);
      expect(response(answerFor(path, query, site))).toEqual(
        location === undefined ? { status } : { status, location },
      );
    },
  );

  it('names the page file of a path whose last segment has no dot, and the path itself otherwise', () => {
    expect(answerFor('/en/about', '', site)).toEqual({ kind: 'file', file: 'en/about.html' });
    expect(answerFor('/en/careers', '', site)).toEqual({ kind: 'file', file: 'en/careers.html' });
    expect(answerFor('/ro/%C8%99', '', site)).toEqual({ kind: 'file', file: 'ro/%C8%99.html' });
    expect(answerFor('/ro/og.png', '', site)).toEqual({ kind: 'file', file: 'ro/og.png' });
    expect(answerFor('/en/about/__next._tree.txt', '', site)).toEqual({
      kind: 'file',
      file: 'en/about/__next._tree.txt',
    });
  });

  it('takes the language of a path from its first segment, Romanian otherwise', () => {
    expect(['/en/nowhere', '/de', `/${missingLocale}/x`, '/EN/about', '/'].map((path) => localeOf(path, site))).toEqual(
      ['en', 'de', 'ro', 'ro', 'ro'],
    );
  });

  it('sends the root to /ro and any other path without a language to /ro followed by the path', () => {
    const target = (path: string, query = '') => {
      const answer = answerFor(path, query, site);
      return answer.kind === 'redirect' ? answer.location : undefined;
    };
    expect(target('/')).toBe('/ro');
    expect(target('/', '?utm=1')).toBe('/ro?utm=1');
    expect(target('/despre')).toBe('/ro/despre');
    expect(target('/servicii', '?a=b')).toBe('/ro/servicii?a=b');
    expect(target('/contact')).toBe('/ro/contact');
    expect(target(`/${missingLocale}/about`)).toBe(`/ro/${missingLocale}/about`);
    expect(target('/EN/about')).toBe('/ro/EN/about');
    expect(target('/ro')).toBeUndefined();
    expect(target('/en/about')).toBeUndefined();
    expect(target('/de/nowhere')).toBeUndefined();
  });

  it('never produces a target on another host', () => {
    for (const path of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/.//evil']) {
      const answer = answerFor(path, '', site);
      if (answer.kind !== 'redirect') throw new Error(`${path} is not redirected`);
      expect(answer.location.startsWith('/ro/')).toBe(true);
      expect(new URL(answer.location, 'https://site.example').host).toBe('site.example');
    }
  });

  describe('sends every redirect to its final URL in one hop (1000 generated paths each)', () => {
    // Hostile paths, and dense mixes of the characters that shape a path: slashes, dots, escapes.
    const shapingCharacters = fc.constantFrom('/', '/', 'a', 'ro', 'en', '.', '%', '2', 'e', 'F', '5C', '\\', '?');
    const anyPath = fc.oneof(
      hostilePath,
      fc.string({ unit: shapingCharacters, maxLength: 12 }).map((s) => `/${s}`),
    );
    // The site with its top-level files (CloudFront, the dev proxy) and without (the 404 page).
    const sites = [site, siteInventory([])];

    it('as a client sends the location back, byte for byte', () => {
      fc.assert(
        fc.property(anyPath, fc.constantFrom(...sites), (request, on) => {
          const { path, query } = splitRequest(request);
          const answer = answerFor(path, query, on);
          if (answer.kind !== 'redirect') return;
          const next = splitRequest(answer.location);
          expect([request, answerFor(next.path, next.query, on).kind]).not.toEqual([request, 'redirect']);
        }),
        { numRuns: 1000 },
      );
    });

    it('as a browser reads the location (the 404 page answers the paths the browser sends)', () => {
      const origin = 'https://site.example';
      fc.assert(
        fc.property(anyPath, fc.constantFrom(...sites), (request, on) => {
          const sent = new URL(origin + request);
          const answer = answerFor(sent.pathname, sent.search, on);
          if (answer.kind !== 'redirect') return;
          const next = new URL(answer.location, origin);
          expect([request, answerFor(next.pathname, next.search, on).kind]).not.toEqual([request, 'redirect']);
        }),
        { numRuns: 1000 },
      );
    });
  });
});
