/** Debian's Chromium, unless CHROMIUM_PATH names another: no browser is downloaded here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** As root without a GPU, over TCP only, and kept from reaching the network by itself. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
