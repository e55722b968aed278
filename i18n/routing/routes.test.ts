/**
 * @jest-environment node
 */
import { allPages } from '../pages';
import { pageFile, pagePaths, rootRedirect, trailingSlashRedirects, unprefixedSlugRedirects } from './routes';

describe('the routing rules as data, from the page/slug table', () => {
  it('knows every page of the table and its file', () => {
    expect(pagePaths).toEqual(allPages.map(({ path }) => path));
    expect(pageFile('/en/about')).toBe('en/about.html');
    expect(pageFile('/ro')).toBe('ro.html');
  });

  it('redirects the root, trailing slashes and the slugs typed without a language', () => {
    expect(rootRedirect).toEqual({ from: '/', to: '/ro' });
    expect(trailingSlashRedirects).toContainEqual({ from: '/de/uber-uns/', to: '/de/uber-uns' });
    expect(unprefixedSlugRedirects).toContainEqual({ from: '/despre', to: '/ro/despre' });
    expect(unprefixedSlugRedirects).toContainEqual({ from: '/about', to: '/ro/about' });
    // `contact` is a slug of two languages: one rule.
    expect(unprefixedSlugRedirects.filter((r) => r.from === '/contact')).toHaveLength(1);
  });
});
