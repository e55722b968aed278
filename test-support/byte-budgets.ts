export const KB = 1024;

/** A new connection's first round trip: ten segments of 1,460 bytes. */
const firstRoundTrip = 10 * 1460;

export const byteBudgets = {
  /** Script bytes (gzip) a page may add over a bare Next.js page of the same version (test-support/floor.ts). */
  jsOverFloor: 20 * KB,
  htmlWithoutMap: 30 * KB,
  map: 40 * KB,
  maxFontPreloads: 2,
  fontFile: 60 * KB,
  /** A page's first response from CloudFront, status line and headers included, in brotli (room for the next copy edit) and in gzip. */
  firstResponseBrotli: 13_500,
  firstResponseGzip: firstRoundTrip,
};
