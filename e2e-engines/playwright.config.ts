import { defineConfig } from '@playwright/test';
import type { EngineName } from './support/engine';

const port = Number(process.env.E2E_PORT ?? 8080);

/**
 * The cross-engine suite: Firefox ESR and WebKitGTK, with Chromium as the control, against the
 * export on nginx with the production headers. Playwright only runs the tests here: the engines
 * are Debian's, driven by puppeteer-core and webdriverio (support/launch.ts). One project per
 * engine, one worker each, side by side; each worker starts its engine once.
 * Build first (`npm run build`); `npm test` runs it after the Playwright specs.
 */
export default defineConfig<object, { engineName: EngineName }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/engines',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 3,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  projects: [
    { name: 'chromium', use: { engineName: 'chromium' } },
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: {
    command: `bash scripts/nginx.sh run ${port}`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/ro`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
