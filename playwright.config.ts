import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { e2ePort as port, expectLimit, testLimit, workers } from './e2e/support/machine';
import type { EngineName } from './e2e-engines/support/engine';
import { chromiumFlags, chromiumPath } from './scripts/chromium';
import { rewrittenExport } from './test-support/rewritten-export';

/** Debugging aids are asked for, never on by default: E2E_TRACE=retain-on-failure (or on). */
const trace = (process.env.E2E_TRACE ?? 'off') as NonNullable<PlaywrightTestConfig['use']>['trace'];

/** Tests tagged @first-paint need the rewrite: on an export without it, they are left out. */
const withoutRewrite = rewrittenExport ? [] : [/@first-paint/];

/** Every spec runs against `out/` through the build's CloudFront function (deploy/preview/server.ts). */
export default defineConfig<object, { engineName: EngineName }>({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Specs import the site's server modules; it resolves their server-only guard as on the server.
  tsconfig: './e2e/tsconfig.json',
  // Its own folder: Playwright empties it, and Jest's report is beside it.
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  retries: 0,
  workers,
  reporter: [['list']],
  timeout: testLimit,
  expect: { timeout: expectLimit },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The 2 s fade-in, drawn in software here, is about 40 % of a visit's work.
    reducedMotion: 'reduce',
    // Longer than an expectation waits is a hang, not a slow machine.
    actionTimeout: expectLimit,
    navigationTimeout: expectLimit,
    trace,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // Debian's Firefox ESR and WebKitGTK (Playwright's builds cannot be downloaded here); first, as the longest runs.
    ...(['firefox', 'webkit'] as const).map((engineName) => ({
      name: engineName,
      testDir: './e2e-engines',
      fullyParallel: false,
      grepInvert: withoutRewrite,
      use: { engineName },
    })),
    // Read over HTTP without a browser.
    { name: 'http', grep: /@http/, grepInvert: withoutRewrite },
    {
      name: 'desktop',
      grepInvert: [/@http|@mobile/, ...withoutRewrite],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    // At a phone's size, only what depends on the width or on touch.
    {
      name: 'mobile',
      grep: /@mobile|@viewport/,
      grepInvert: withoutRewrite,
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
    },
  ],
  webServer: {
    command: `PORT=${port} node_modules/.bin/tsx deploy/preview/server.ts`,
    url: `http://127.0.0.1:${port}/ro`,
    // Never one left from an earlier build, which would serve its function and policies.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
