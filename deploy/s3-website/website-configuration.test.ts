/**
 * @jest-environment node
 */
import { locales } from '../../i18n/locales';
import { allPages } from '../../i18n/pages';
import { websiteConfiguration, websiteRedirects } from './website-configuration';

describe('the S3 website configuration', () => {
  const config = websiteConfiguration();

  it('serves index.html at / and answers missing keys with 404.html', () => {
    expect(config.IndexDocument).toEqual({ Suffix: 'index.html' });
    expect(config.ErrorDocument).toEqual({ Key: '404.html' });
  });

  it("sends the unprefixed slugs to /ro + path with a 301, and never touches a language's own keys", () => {
    const rules = config.RoutingRules!;
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.length).toBeLessThanOrEqual(50); // S3's limit
    for (const { Condition, Redirect } of rules) {
      expect(Condition!.HttpErrorCodeReturnedEquals).toBe('404');
      expect(Redirect!.ReplaceKeyPrefixWith).toBe(`ro/${Condition!.KeyPrefixEquals}`);
      expect(Redirect!.HttpRedirectCode).toBe('301');
      for (const locale of locales) {
        for (const key of [`${locale}/x`, `${locale}/${Condition!.KeyPrefixEquals}`])
          expect(key.startsWith(Condition!.KeyPrefixEquals!)).toBe(false);
      }
    }
  });

  it("redirects / and every page's trailing-slash form through redirect objects", () => {
    expect(websiteRedirects['index.html']).toBe('/ro');
    for (const { path } of allPages) expect(websiteRedirects[`${path.slice(1)}/index.html`]).toBe(path);
  });

  it('sends a slug typed without a language, with or without a trailing slash, to its page in one hop', () => {
    expect(websiteRedirects['despre/index.html']).toBe('/ro/despre');
    expect(websiteRedirects['despre']).toBe('/ro/despre');
    expect(websiteRedirects['about/index.html']).toBe('/ro/about');
  });

  it('redirects only to keys that answer without a redirect: one hop', () => {
    // What S3 reads a location as: the key of a path, or its index document for a path with a slash.
    const keyOf = (location: string) => (location.endsWith('/') ? `${location.slice(1)}index.html` : location.slice(1));
    for (const [key, location] of Object.entries(websiteRedirects)) {
      expect([key, location, websiteRedirects[keyOf(location)]]).toEqual([key, location, undefined]);
    }
    // A routing rule answers a key that has no object: where it sends the request is not a
    // redirect object either.
    for (const { Condition, Redirect } of config.RoutingRules!) {
      for (const rest of ['', '/', '/x', '/x/', 'x']) {
        const request = `/${Condition!.KeyPrefixEquals}${rest}`;
        if (websiteRedirects[keyOf(request)] !== undefined) continue; // answered by its object, above
        const target = `/${Redirect!.ReplaceKeyPrefixWith}${rest}`;
        expect([request, target, websiteRedirects[keyOf(target)]]).toEqual([request, target, undefined]);
      }
    }
  });
});
