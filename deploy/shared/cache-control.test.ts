/**
 * @jest-environment node
 */
import { cacheControlOf } from './cache-control';

// The header as written, so that a changed policy fails here.
const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';
const shortLived = 'public, max-age=3600, must-revalidate';

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
});
