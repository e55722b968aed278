import type { WebsiteConfiguration } from '@aws-sdk/client-s3';
import { defaultLocale } from '../../i18n/locales';
import * as routes from '../../i18n/routing/routes';

const { rootRedirect, trailingSlashRedirects, unprefixedSlugRedirects, unprefixedSlugs } = routes;

/**
 * The S3 website endpoint's share of the routing, for `npm run deploy`:
 * - index and error documents: `/` reads index.html, a missing key answers 404 with 404.html;
 * - one routing rule per slug typed without a language (`/despre…` → `/ro/despre…`): S3 rules
 *   match key prefixes and cannot say "any key without a language", so other unprefixed paths
 *   get the 404 page, whose script sends them on to /ro + path;
 * - redirect objects: S3 answers a key that carries x-amz-website-redirect-location with a 301.
 *   index.html carries the root's (`/` → `/ro`); empty `ro/index.html`, `en/about/index.html`…
 *   carry the trailing-slash ones, since S3 reads `/en/about/` as `en/about/index.html`; and
 *   `despre/index.html` sends `/despre/` to `/ro/despre` in one hop (the routing rule would send
 *   it to `/ro/despre/`, one redirect short). S3 answers a key that is missing but has an
 *   `index.html` below it with a 302 to the key and a slash, so `despre` carries the same
 *   redirect. A redirect object keeps no query string: `/despre/?q=1` lands on `/ro/despre`.
 */
export function websiteConfiguration(): WebsiteConfiguration {
  return {
    IndexDocument: { Suffix: 'index.html' },
    ErrorDocument: { Key: '404.html' },
    RoutingRules: unprefixedSlugs.map((slug) => ({
      Condition: { KeyPrefixEquals: slug, HttpErrorCodeReturnedEquals: '404' },
      Redirect: { ReplaceKeyPrefixWith: `${defaultLocale}/${slug}`, HttpRedirectCode: '301' },
    })),
  };
}

/** Key → redirect location of the objects whose only job is a website redirect. */
export const websiteRedirects: Readonly<Record<string, string>> = {
  'index.html': rootRedirect.to,
  ...Object.fromEntries(trailingSlashRedirects.map(({ from, to }) => [`${from.slice(1)}index.html`, to])),
  ...Object.fromEntries(
    unprefixedSlugRedirects.flatMap(({ from, to }) => {
      const key = from.slice(1);
      return [[`${key}/index.html`, to] as const, [key, to] as const];
    }),
  ),
};
