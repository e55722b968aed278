/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { cacheControlOf, immutable, revalidate, shortLived } from './cache-control';

describe('how long each file may be cached', () => {
  it.each([
    ['/_next/static/chunks/0abc.js', immutable],
    ['/_next/static/media/inter.woff2', immutable],
    // A page's data as its loader fetches it: a copy in the build's own folder.
    ['/_next/static/iZhb25y7wp-1a_RxJBaXC/en/about.txt', immutable],
    ['/en/about.html', revalidate],
    ['/en/about', revalidate],
    ['/ro', revalidate],
    ['/sitemap.xml', revalidate],
    ['/robots.txt', revalidate],
    ['/ro/despre/__next._tree.txt', revalidate],
    ['/images/hero.svg', shortLived],
    ['/favicon.ico', shortLived],
    ['/manifest.webmanifest', shortLived],
    ['/icon-192.png', shortLived],
  ])('%s: %s', (path, expected) => expect(cacheControlOf(path)).toBe(expected));

  it('is the same table as the map of the nginx config', () => {
    const conf = readFileSync(`${__dirname}/../nginx/site.conf`, 'utf8');
    const map = /map \$uri \$site_cache_control \{([\s\S]*?)\n\}/.exec(conf)?.[1];
    expect(map).toBeDefined();
    const entries = [...map!.matchAll(/^\s*(\S+)\s+"([^"]+)";/gm)].map(
      ([, pattern, value]) => [pattern!, value!] as const,
    );
    const nginxValue = (uri: string) =>
      entries.find(([p]) => p !== 'default' && new RegExp(p.slice(1)).test(uri))?.[1] ??
      entries.find(([p]) => p === 'default')![1];
    for (const uri of [
      '/_next/static/x.js',
      '/en/about.html',
      '/en/about',
      '/sitemap.xml',
      '/robots.txt',
      '/a/b.txt',
      '/images/x.svg',
      '/favicon.ico',
      '/m.webmanifest',
      '/despre',
    ]) {
      expect([uri, nginxValue(uri)]).toEqual([uri, cacheControlOf(uri)]);
    }
  });
});
