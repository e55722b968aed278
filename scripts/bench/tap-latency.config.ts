import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium';

const port = Number(process.env.BENCH_PORT ?? 8090);

/**
 * `npm run bench:taps`: the latency of a first tap on a phone with the CPU 8x slower
 * (tap-latency.spec.ts), against the built export on the preview server. A measurement, not a test: it is
 * not part of `npm test`. One worker, so that nothing else shares the CPU while a tap is timed.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'tap-latency.spec.ts',
  // It reads the messages, a server module (see playwright.config.ts).
  tsconfig: '../../e2e/tsconfig.json',
  outputDir: '../../test-results/bench-taps',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  webServer: {
    command: `PORT=${port} node_modules/.bin/tsx deploy/preview/server.ts`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/ro`,
    reuseExistingServer: true,
    timeout: 60_000,
  },
});
