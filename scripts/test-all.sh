#!/usr/bin/env bash
# Every test of the project, as CI runs it (`npm test`):
#   1. the checks of the code as written: ESLint, Prettier, Stylelint, the layering rules
#   (dependency-cruiser), unused code (knip) and the spelling of the copy (cspell), all at zero,
#   2. unit and component tests (Jest), 3. the static export (`npm run build`, which also type
#   checks the whole project, specs and scripts included), 4. end-to-end specs (Playwright)
#   against it on nginx, 5. the cross-engine suite (e2e-engines/: Chromium, Firefox ESR and
#   WebKitGTK) against the same.
# A failed step fails the run; the later steps still run, so that one run reports everything.
# Needs Debian's chromium, nginx, firefox-esr, webkit2gtk-driver and xvfb (see README).
# Ends with one line: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/checks.txt test-results/unit.json test-results/e2e.json test-results/engines.json
status=0

# One check of the code: its own output, then a line `passed NAME` or `failed NAME` in
# test-results/checks.txt, which the closing count reads as one test each.
check() {
  local name=$1
  shift
  echo "== $name"
  if "$@"; then
    echo "passed $name" >>test-results/checks.txt
  else
    echo "failed $name" >>test-results/checks.txt
    status=1
  fi
}

check lint npm run --silent lint
check format:check npm run --silent format:check
check lint:styles npm run --silent lint:styles
check lint:deps npm run --silent lint:deps
check lint:unused npm run --silent lint:unused
check lint:spelling npm run --silent lint:spelling

echo "== unit tests (Jest)"
npx jest --ci --json --outputFile=test-results/unit.json || status=1

echo "== build (static export) and type check"
# `tsc` needs next-env.d.ts (the CSS module types), which the build writes: check after it.
if npm run build && npx tsc --noEmit; then
  echo "== end-to-end tests (Playwright, nginx + Chromium)"
  node scripts/prepare-observatory.mjs # the offline lists the security spec's scanner reads
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json npx playwright test --reporter=list,json || status=1
  echo "== cross-engine tests (Chromium, Firefox ESR, WebKitGTK; nginx)"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/engines.json" \
    npx playwright test -c e2e-engines --reporter=list,json || status=1
else
  status=1
fi

node scripts/test-summary.mjs
exit $status
