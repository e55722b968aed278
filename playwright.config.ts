import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 8080);

/**
 * End-to-end specs run against the built export (`out/`) served by nginx with the shipped
 * deploy/nginx/site.conf, as in production, in Debian's Chromium at a desktop and a mobile size.
 * Build first (`npm run build`); `npm test` does both.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder when it starts: a folder of its own keeps Jest's report
  // (test-results/unit.json, read by scripts/test-summary.mjs) from being deleted with it.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list']],
  // Pages hydrate after their first paint (build/first-paint/), so what only hydration shows (the
  // open-now line, a listener's mark) comes later than the HTML: on a busy machine later than
  // Playwright's default 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // Every spec runs at the desktop size, except those tagged @mobile: what exists only on a phone.
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    // The phone runs only what depends on the width or on touch: @mobile (phone only) and @viewport
    // (both sizes: the menu instead of the bar, tabs that scroll, a tap instead of a hover, the
    // footer's columns, axe at that size). Content, files and routing read the same at any size.
    { name: 'mobile', grep: /@mobile|@viewport/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: {
    command: `bash scripts/nginx.sh run ${port}`,
    url: `http://127.0.0.1:${port}/ro`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
