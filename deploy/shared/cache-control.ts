/** Next's hashed build assets never change. */
const immutable = 'public, max-age=31536000, immutable';

/** Asked again every time, so that a deploy shows at once and no cached page names deleted assets. */
export const revalidate = 'public, max-age=0, must-revalidate';

const shortLived = 'public, max-age=3600, must-revalidate';

/** A redirect may change with the next deploy's routing. */
export const redirect = 'public, max-age=3600';

/** How long browsers and CloudFront may keep a file, by its URL path. */
export function cacheControlOf(urlPath: string): string {
  if (urlPath.startsWith('/_next/static/')) return immutable;
  if (/\.(html|txt|xml)$/.test(urlPath) || !/\.[^/]+$/.test(urlPath)) return revalidate;
  return shortLived;
}
