#!/usr/bin/env bash
# Every test of the project, as CI runs it (`npm test`):
#   1. unit and component tests (Jest), 2. the static export (`npm run build`, which also type
#   checks the whole project, specs and scripts included), 3. end-to-end specs (Playwright)
#   against it on nginx.
# Needs Debian's chromium and nginx (see README). Ends with one line: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/unit.json test-results/e2e.json
status=0

echo "== unit tests (Jest)"
npx jest --ci --json --outputFile=test-results/unit.json || status=1

echo "== build (static export) and type check"
# `tsc` needs next-env.d.ts (the CSS module types), which the build writes: check after it.
if npm run build && npx tsc --noEmit; then
  echo "== end-to-end tests (Playwright, nginx + Chromium)"
  node scripts/prepare-observatory.mjs # the offline lists the security spec's scanner reads
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json npx playwright test --reporter=list,json || status=1
else
  status=1
fi

node scripts/test-summary.mjs
exit $status
