import fc from 'fast-check';
import { locales } from '../i18n/locales';
import { allPages } from '../i18n/pages';

/**
 * Request paths a hostile or broken client may send, for the property tests of every router the
 * site has (the CloudFront function, the 404 page's script): unicode, percent-encoded dots and
 * slashes, `//host` and `/\host` forms that browsers read as another host, very long paths,
 * upper-case languages, queries and fragments, mixed with the real pages.
 */
const maxLongPath = 6000;

const segment = fc.oneof(
  fc.constantFrom(
    ...locales,
    ...locales.map((l) => l.toUpperCase()),
    'En',
    'rO',
    '_next',
    'static',
    'images',
    'despre',
    'about',
    'kontakt',
  ),
  fc.constantFrom(
    '.',
    '..',
    '%2e',
    '%2E%2E',
    '%2e%2e',
    '%2f',
    '%2F',
    '%5c',
    '%5C',
    '%00',
    '%252e%252e',
    '%c0%ae',
    '..%2f',
    '%2e%2e%5c',
    '%0d%0a',
    '%E2%80%A8',
  ),
  fc.constantFrom(
    'evil.example',
    'evil.example:443',
    '@evil.example',
    'http:',
    'https:evil.example',
    'javascript:alert(1)',
  ),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map((s) => s.replace(/[\s?#]/g, '')),
  fc.string({ unit: fc.constantFrom(...'abcXYZ09-_.~%'.split('')), maxLength: 10 }),
);

const prefix = fc.constantFrom('/', '//', '///', '/\\', '/\\\\', '/%2F', '/%2f%2f', '/%5C', '/./', '/../');

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?', '?q=1', '?ref=mail&x=%2F%2Fevil.example', '?next=//evil.example', '?a=%0d%0aSet-Cookie:x'),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map((s) => `?${s.replace(/[\s#]/g, '')}`),
);

const fragment = fc.oneof(fc.constant(''), fc.constantFrom('#', '#top', '#//evil.example'));

const composed = fc
  .tuple(prefix, fc.array(segment, { maxLength: 6 }), fc.boolean(), query, fragment)
  .map(([start, segments, trailingSlash, q, f]) => `${start}${segments.join('/')}${trailingSlash ? '/' : ''}${q}${f}`);

const long = fc
  .tuple(
    fc.constantFrom('/', '/ro/', '/en/about/', '//'),
    fc.integer({ min: 1000, max: maxLongPath }),
    fc.constantFrom('a', '%2e', '/', 'ă', '\\'),
  )
  .map(([start, length, unit]) => (start + unit.repeat(Math.ceil(length / unit.length))).slice(0, maxLongPath));

const real = fc
  .tuple(
    fc.constantFrom(...allPages.map((p) => p.path), '/', '/despre', '/en/unknown'),
    fc.constantFrom('', '/', '//', '/..', '/%2e%2e/en'),
    query,
  )
  .map(([path, tail, q]) => `${path}${tail}${q}`);

/** A request target as a client could send it: always starts with "/", any bytes after that. */
export const hostilePath: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: composed },
  { weight: 1, arbitrary: long },
  { weight: 2, arbitrary: real },
);
