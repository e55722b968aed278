#!/usr/bin/env bash
# Every test of the project (`npm test`; .ci/run installs what it needs, then runs this):
#   1. while the static export builds (`npm run build`), the checks of the code as written, each at
#      zero findings (ESLint, Prettier, Stylelint, the layering rules, unused code, spelling, the
#      message keys, the CI workflow, the host template), then the unit and component tests (Jest);
#   2. once it is built, the type check of the whole project (tsc; the build leaves it to this
#      step) beside the specs (Playwright): e2e/ over HTTP and in Chromium, e2e-engines/ in Firefox
#      and WebKit, against the export on nginx.
# The steps of a phase run side by side, each into its log (test-results/logs/), printed when it
# ends. A failed step fails the run; the later steps still run, so that one run reports everything.
# Needs Debian's chromium, nginx, firefox-esr, webkit2gtk-driver and xvfb (.ci/run installs them).
# Ends with one line: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=test-results/logs
rm -rf "$logs" test-results/checks.txt test-results/unit.json test-results/e2e.json
mkdir -p "$logs"
status=0

# Runs a step into its log, and writes down how long it took and whether it failed (a failed step
# adds its name to $logs/failed). `report` prints that, then the log.
run() {
  local name=$1
  shift
  local started=$SECONDS
  if "$@" >"$logs/$name.log" 2>&1; then
    echo "done in $((SECONDS - started)) s" >"$logs/$name.result"
  else
    echo "FAILED after $((SECONDS - started)) s" >"$logs/$name.result"
    echo "$name" >>"$logs/failed"
  fi
}
# The build and the type check count as a test each, as the checks of the code do.
counted() {
  if grep -qsx "$1" "$logs/failed"; then echo "failed $1"; else echo "passed $1"; fi >>test-results/checks.txt
}
report() {
  echo "== $1: $(cat "$logs/$1.result")"
  cat "$logs/$1.log"
}

# One check of the code: a line `passed NAME` or `failed NAME` in test-results/checks.txt, which
# the closing count reads as one test each.
check() {
  local name=$1
  shift
  if "$@"; then echo "passed $name" >>test-results/checks.txt; else
    echo "failed $name" >>test-results/checks.txt
    return 1
  fi
}

checks() {
  local failed=0
  for script in lint format:check lint:styles lint:deps lint:unused lint:spelling lint:messages lint:workflows lint:host; do
    echo "-- $script"
    check "$script" npm run --silent "$script" || failed=1
  done
  return $failed
}

echo "== phase 1: the build, beside the checks of the code and Jest (logs in $logs/)"
# The type check runs once, over the whole project, in phase 2: the build skips its own.
run build env BUILD_WITHOUT_TYPE_CHECK=1 npm run build &
build=$!
run checks checks
report checks
run unit npx jest --ci --json --outputFile=test-results/unit.json
report unit
wait $build
report build
counted build

if grep -qsx build "$logs/failed"; then
  echo "== the build failed: no types checked, no specs run"
else
  echo "== phase 2: the type check beside the specs"
  run types npx tsc --noEmit &
  types=$!
  node scripts/prepare-observatory.mjs # the offline lists the security spec's scanner reads
  # Printed as they run: the longest step, and the one a reader follows.
  run_specs() {
    PLAYWRIGHT_JSON_OUTPUT_NAME=test-results/e2e.json npx playwright test --forbid-only --reporter=list,json
  }
  started=$SECONDS
  if run_specs; then echo "== specs: done in $((SECONDS - started)) s"; else
    echo "== specs: FAILED after $((SECONDS - started)) s"
    echo specs >>"$logs/failed"
  fi
  wait $types
  report types
  counted types
fi

if [ -f "$logs/failed" ]; then
  status=1
  echo "== failed: $(paste -sd ' ' "$logs/failed")"
fi
node scripts/test-summary.mjs
exit $status
