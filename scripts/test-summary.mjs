// One line for the last run of scripts/test-all.sh; a missing report counts as one failure.
import { readFileSync } from 'node:fs';

function read(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;

const checks = readText('test-results/checks.txt');
if (checks) {
  for (const line of checks.split('\n')) {
    if (line.startsWith('passed ')) passed += 1;
    else if (line.startsWith('failed ')) failed += 1;
  }
} else failed += 1;

const unit = read('test-results/unit.json');
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests + (unit.numRuntimeErrorTestSuites ?? 0);
} else failed += 1;

// Every spec on the build, then phase 3's on the build without the first-paint rewrite, unless it ran
// none: the rewrite was off, and the first report is of that build.
const reports = ['test-results/e2e.json'];
if (!process.argv.includes('--without-plain')) reports.push('test-results/e2e-plain.json');
for (const report of reports) {
  const e2e = read(report);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    // No spec skips itself: a skipped test is one a failure before it kept from running.
    failed += e2e.stats.unexpected + e2e.stats.skipped + (e2e.errors?.length ?? 0);
  } else failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
