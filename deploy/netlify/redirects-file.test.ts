/**
 * @jest-environment node
 */
import { allPages } from '../../i18n/pages';
import { redirectsFile } from './redirects-file';

/** Files of a typical export, as URL paths a host serves without any rule. */
const served = new Set([
  '/index.html',
  '/404.html',
  '/images/hero.svg',
  '/_next/static/a.js',
  '/robots.txt',
  ...allPages.map((p) => p.path),
]);

/**
 * The two hosts' documented semantics, reduced to what these files use: the first matching rule
 * wins; `*` at the end matches the rest (`:splat`), `:name` one segment; Cloudflare applies a rule
 * even where a file exists, Netlify only where none does unless the status ends with `!`.
 */
function resolve(text: string, host: 'cloudflare' | 'netlify', path: string): { status: number; to?: string } {
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [from, to, code] = line.split(' ') as [string, string, string];
    const splat =
      from.endsWith('/*') && (path === from.slice(0, -2) || path.startsWith(from.slice(0, -1)))
        ? path.slice(from.length - 1)
        : undefined;
    const pattern = new RegExp(`^${from.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
    const placeholders = from.includes(':') ? pattern.exec(path)?.groups : undefined;
    if (from !== path && splat === undefined && placeholders === undefined) continue;
    const forced = code.endsWith('!');
    if (host === 'netlify' && !forced && served.has(path)) break;
    const named = Object.entries(placeholders ?? {});
    const target = named.reduce((t, [name, value]) => t.replace(`:${name}`, value), to.replace(':splat', splat ?? ''));
    return code.startsWith('404') ? { status: 404 } : { status: Number(code.replace('!', '')), to: target };
  }
  return served.has(path) ? { status: 200 } : { status: 404 };
}

const cases: [string, { status: number; to?: string }][] = [
  ['/', { status: 301, to: '/ro' }],
  ['/ro', { status: 200 }],
  ['/ro/despre', { status: 200 }],
  ['/en/about/', { status: 301, to: '/en/about' }],
  ['/despre', { status: 301, to: '/ro/despre' }],
  ['/despre/', { status: 301, to: '/ro/despre' }],
  ['/about/', { status: 301, to: '/ro/about' }],
  ['/servicii/extra', { status: 301, to: '/ro/servicii/extra' }],
  ['/_next/static/a.js', { status: 200 }],
  ['/images/hero.svg', { status: 200 }],
  ['/ro/nu-exista', { status: 404 }],
];

describe('_redirects', () => {
  const portable = redirectsFile('portable');
  const netlify = redirectsFile('netlify');

  it.each(cases)('portable, on Cloudflare Pages and on Netlify: %s', (path, expected) => {
    expect(resolve(portable, 'cloudflare', path)).toEqual(expected);
    expect(resolve(portable, 'netlify', path)).toEqual(expected);
  });

  it('portable: only codes Cloudflare accepts, and no catch-all (Cloudflare would redirect the pages too)', () => {
    const codes = portable
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => l.split(' ')[2]);
    expect(new Set(codes)).toEqual(new Set(['301']));
    expect(portable).not.toMatch(/^\/\* /m);
  });

  it.each([
    ...cases,
    ['/nu-exista', { status: 301, to: '/ro/nu-exista' }],
    ['/x/y', { status: 301, to: '/ro/x/y' }],
    ['/x/', { status: 301, to: '/ro/x' }],
    ['/x/y/', { status: 301, to: '/ro/x/y/' }],
    ['/_next/missing.js', { status: 404 }],
  ] as const)('netlify dialect, with the catch-all: %s', (path, expected) =>
    expect(resolve(netlify, 'netlify', path)).toEqual(expected),
  );

  it('sends every redirect to its final URL in one hop, on each host', () => {
    const more = ['/x', '/x/', '/x/y/', '/servicii/', '/servicii/extra/', '/contact/', '/kontakt/x'];
    const paths = [...cases.map(([path]) => path), ...served, ...more];
    for (const [text, host] of [
      [portable, 'cloudflare'],
      [portable, 'netlify'],
      [netlify, 'netlify'],
    ] as const) {
      for (const path of paths) {
        const first = resolve(text, host, path);
        if (first.status !== 301) continue;
        const second = resolve(text, host, first.to!);
        expect([host, path, first.to, second.status]).not.toEqual([host, path, first.to, 301]);
      }
    }
  });
});
