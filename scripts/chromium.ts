/**
 * Debian's Chromium, as the end-to-end specs (playwright.config.ts) and the benchmark
 * (scripts/bench/lighthouse.ts) launch it: no browser is downloaded on these machines.
 */

/** The browser binary: Debian's package, unless CHROMIUM_PATH names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags our notes found to work for Debian's Chromium in a container (toolchain.md). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
