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
        for (const key of [`${locale}/x`, `${locale}/${Condition!.KeyPrefixEquals}`]) expect(key.startsWith(Condition!.KeyPrefixEquals!)).toBe(false);
      }
    }
  });

  it("redirects / and every page's trailing-slash form through redirect objects", () => {
    expect(websiteRedirects['index.html']).toBe('/ro');
    for (const { path } of allPages) expect(websiteRedirects[`${path.slice(1)}/index.html`]).toBe(path);
  });
});
