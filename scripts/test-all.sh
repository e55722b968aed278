#!/usr/bin/env bash
# `npm test`: phase 1 builds beside the code checks and Jest; phase 2 type-checks beside the specs.
# A failed step fails the run but the others still run, so one run reports everything.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=test-results/logs
rm -rf "$logs" test-results/checks.txt test-results/unit.json test-results/e2e.json
mkdir -p "$logs"
status=0

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
counted() {
  if grep -qsx "$1" "$logs/failed"; then echo "failed $1"; else echo "passed $1"; fi >>test-results/checks.txt
}
report() {
  echo "== $1: $(cat "$logs/$1.result")"
  cat "$logs/$1.log"
}

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
  for script in lint format:check lint:styles lint:deps lint:unused lint:spelling lint:messages lint:workflows lint:markdown lint:host; do
    echo "-- $script"
    check "$script" npm run --silent "$script" || failed=1
  done
  return $failed
}

echo "== phase 1: the build, beside the checks of the code and Jest (logs in $logs/)"
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
