/**
 * Reads the JSON reports of the last Jest and Playwright runs and prints one line for all of them:
 * `N passed, N failed`. A missing report means that runner did not get to report: one failure.
 */
import { readFileSync } from 'node:fs';

function read(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;

const e2e = read('test-results/e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
} else failed += 1;

console.log(`${passed} passed, ${failed} failed`);
