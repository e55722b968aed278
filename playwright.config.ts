import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { expectLimit, testLimit, workers } from './e2e/support/machine';
import type { EngineName } from './e2e-engines/support/engine';
import { chromiumFlags, chromiumPath } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 8080);

/** Debugging aids are asked for, never on by default: E2E_TRACE=retain-on-failure (or on). */
const trace = (process.env.E2E_TRACE ?? 'off') as NonNullable<PlaywrightTestConfig['use']>['trace'];

/** Every spec runs against `out/` through the build's CloudFront function (deploy/preview/server.ts). */
export default defineConfig<object, { engineName: EngineName }>({
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
    // Browsers prefer reduced motion unless a test of motion says otherwise: the 2 s fade-in of
    // every page is drawn frame by frame in software here, about 40 % of a visit's work.
    reducedMotion: 'reduce',
    // An action or a page load that waits longer than an expectation would is a hang, not a slow
    // machine: without a limit of its own, it would wait out the whole test.
    actionTimeout: expectLimit,
    navigationTimeout: expectLimit,
    trace,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // The engines besides Chromium (e2e-engines/): Debian's Firefox ESR and WebKitGTK, driven by
    // puppeteer-core and webdriverio, since Playwright's own builds of them cannot be downloaded
    // here. Each worker starts its engine once and runs the file's tests in order. First in the
    // list, so that these long runs start first.
    ...(['firefox', 'webkit'] as const).map((engineName) => ({
      name: engineName,
      testDir: './e2e-engines',
      fullyParallel: false,
      use: { engineName },
    })),
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
    command: `PORT=${port} node_modules/.bin/tsx deploy/preview/server.ts`,
    url: `http://127.0.0.1:${port}/ro`,
    // Never one left from an earlier build, which would serve its function and policies.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
