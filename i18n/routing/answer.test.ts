/**
 * @jest-environment node
 */
import { answerFor, type Answer } from './answer';
import { routeTable, splitRequest, tableFiles } from './route-table';
import { siteMap } from './site-map';

const site = siteMap(tableFiles);

/** The status and location a host gives an answer, given the export's files. */
function response(answer: Answer): { status: number; location?: string } {
  if (answer.kind === 'redirect') return { status: 301, location: answer.location };
  if (answer.kind === 'file' && tableFiles.includes(answer.file)) return { status: 200 };
  return { status: 404 };
}

describe('the routing rule', () => {
  it.each(routeTable.map((c) => [c.request, c] as const))('answers %s as the table says', (request, { status, location }) => {
    const { path, query } = splitRequest(request);
    expect(response(answerFor(path, query, site))).toEqual(location === undefined ? { status } : { status, location });
  });

  it('names the page file of a page, and the path itself for anything else of a language', () => {
    expect(answerFor('/en/about', '', site)).toEqual({ kind: 'file', file: 'en/about.html' });
    expect(answerFor('/ro/og.png', '', site)).toEqual({ kind: 'file', file: 'ro/og.png' });
    expect(answerFor('/ro/%C8%99', '', site)).toEqual({ kind: 'file', file: 'ro/%C8%99' });
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
    expect(target('/fr/about')).toBe('/ro/fr/about');
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
});
