import { company } from './company';

/** The absolute URL of a site path, as used in canonical links, hreflang and the sitemap. */
export function absoluteUrl(path: string): string {
  return `${company.siteUrl}${path}`;
}
