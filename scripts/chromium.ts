/**
 * Debian's Chromium, as the end-to-end specs (playwright.config.ts) and the benchmark
 * (scripts/bench/lighthouse.ts) launch it: no browser is downloaded on these machines.
 */

/** The browser binary: Debian's package, unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium as root in a container without a GPU (no sandbox, no GPU process), over TCP only
 * (no QUIC), and kept from reaching the network by itself (first-run pages, updates, sync).
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
