/**
 * The targets of the site, in one place: the benchmark report marks each page against them.
 * (The byte budgets are not asserted by the test suite yet: the home page's HTML is over its
 * budget, see bench/RESULTS.md.) Sizes in bytes; 1 KB = 1,024 bytes.
 */
export const KB = 1024;

export const byteBudgets = {
  /** Script bytes (gzip) a page may add over a bare Next.js page of the same version (bench/floor.json). */
  jsOverFloor: 20 * KB,
  /** HTML (gzip) apart from the inline coverage map. */
  htmlWithoutMap: 30 * KB,
  /** The inline coverage map <svg> (gzip). */
  map: 40 * KB,
  /** Font files preloaded by one page, and the size of each. */
  maxFontPreloads: 2,
  fontFile: 60 * KB,
};

/** Lighthouse targets (mobile, simulated slow 4G and 4x CPU): reported, not asserted. */
export const lighthouseTargets = {
  /** Each of the four category scores, out of 100. */
  score: 100,
  cls: 0,
  /** Milliseconds, strictly below. */
  tbtBelow: 50,
  lcpBelow: 1500,
  /** LCP at most this much above the same page without JavaScript (0.05 = 5%). */
  lcpOverNoJs: 0.05,
};
