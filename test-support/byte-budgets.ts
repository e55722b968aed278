/**
 * The byte budgets of the export, asserted by e2e/budgets.spec.ts and shown in the benchmark's
 * report. Counted by page-bytes.ts; sizes in bytes, 1 KB = 1,024 bytes.
 */
export const KB = 1024;

/**
 * What a new connection's first round trip carries: ten segments of 1,460 bytes. A page's first
 * response within it paints without waiting for a second round trip.
 */
const firstRoundTrip = 10 * 1460;

export const byteBudgets = {
  /** Script bytes (gzip) a page may add over a bare Next.js page of the same version (bench/floor.json). */
  jsOverFloor: 20 * KB,
  /** HTML (gzip) apart from the inline coverage map. */
  htmlWithoutMap: 30 * KB,
  /** The coverage map (gzip). */
  map: 40 * KB,
  /** Font files preloaded by one page, and the size of each. */
  maxFontPreloads: 2,
  fontFile: 60 * KB,
  /** A page's first response from CloudFront, status line and headers included, in brotli (room for the next copy edit) and in gzip. */
  firstResponseBrotli: 13_500,
  firstResponseGzip: firstRoundTrip,
};
