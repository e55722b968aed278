import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { expectLimit, testLimit, workers } from './e2e/support/machine';
import { chromiumFlags, chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 8080);

/** Debugging aids are asked for, never on by default: E2E_TRACE=retain-on-failure (or on). */
const trace = (process.env.E2E_TRACE ?? 'off') as NonNullable<PlaywrightTestConfig['use']>['trace'];

/**
 * The specs run against the built export (`out/`) served by nginx with the shipped
 * deploy/nginx/site.conf, as in production. `npm test` builds first; docs/testing.md says how to
 * run one spec. The same settings everywhere: nothing here depends on where the suite runs.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Playwright empties its output folder when it starts: a folder of its own keeps Jest's report
  // (test-results/unit.json, read by scripts/test-summary.mjs) from being deleted with it.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  retries: 0,
  workers,
  reporter: [['list']],
  timeout: testLimit,
  expect: { timeout: expectLimit },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // What the served files say, read over HTTP without a browser (@http): status codes, headers,
    // the HTML's copy, links and metadata, the byte budgets, the routing of every runtime.
    { name: 'http', grep: /@http/ },
    // What a browser does with them, at a desktop size: everything but @http and @mobile.
    {
      name: 'desktop',
      grepInvert: /@http|@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    // At a phone's size only what depends on the width or on touch: @mobile (phone only) and
    // @viewport (both sizes: the menu instead of the bar, tabs that scroll, a tap instead of a hover).
    { name: 'mobile', grep: /@mobile|@viewport/, use: { ...devices['Pixel 7'], browserName: 'chromium' } },
  ],
  webServer: {
    command: `bash scripts/nginx.sh run ${port}`,
    url: `http://127.0.0.1:${port}/ro`,
    // A server already on the port is taken to be this one (scripts/nginx.sh start serves out/ the same way).
    reuseExistingServer: true,
    timeout: 60_000,
  },
});
