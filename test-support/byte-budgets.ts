/**
 * The byte budgets of the export, asserted by e2e/budgets.spec.ts and shown in the benchmark's
 * report. Counted by page-bytes.ts; sizes in bytes, 1 KB = 1,024 bytes.
 */
export const KB = 1024;

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
};
