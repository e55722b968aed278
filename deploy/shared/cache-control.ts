/**
 * How long browsers and CDNs may keep each file, by its URL path. One table for every host:
 * nginx's map in deploy/nginx/site.conf mirrors it (a unit test keeps the two in step).
 */

/** Next's hashed build assets: a new build gives them new names, so they never change. */
export const immutable = 'public, max-age=31536000, immutable';

/** Pages, the sitemap, robots.txt and Next's per-page data: always asked again (a 304 is cheap), so
 *  a deploy is visible at once and no cached page points at build assets that are gone. */
export const revalidate = 'public, max-age=0, must-revalidate';

/** Other files with stable names (images, icons, the manifest): an hour, then checked again. */
export const shortLived = 'public, max-age=3600, must-revalidate';

export function cacheControlOf(urlPath: string): string {
  if (urlPath.startsWith('/_next/static/')) return immutable;
  if (/\.(html|txt|xml)$/.test(urlPath) || !/\.[^/]+$/.test(urlPath)) return revalidate;
  return shortLived;
}
