#!/usr/bin/env bash
# `npm test`: its three phases are described in docs/testing.md.
# A failed step fails the run but the others still run, so one run reports everything.
set -uo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=./use-supported-node.sh
source scripts/use-supported-node.sh || exit 1
export NEXT_TELEMETRY_DISABLED=1
logs=test-results/logs
plain=test-results/out-plain
rm -rf "$logs" "$plain" test-results/checks.txt test-results/unit.json test-results/e2e*.json test-results/floor.json
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

# Every `lint` and `lint:*` script of package.json, and `format:check`.
checks() {
  local failed=0
  local scripts
  scripts="$(node -p "Object.keys(require('./package.json').scripts).filter((s) => /^(lint(:.+)?|format:check)$/.test(s)).join(' ')")"
  for script in $scripts; do
    echo "-- $script"
    check "$script" npm run --silent "$script" || failed=1
  done
  return $failed
}

# Phase 3 tests the build that ships with the first-paint rewrite off; while it is off, out/ is that build.
rewrite="$(npx tsx -e "import { firstPaintRewrite as on } from './postbuild/first-paint/enabled'; console.log(on === false ? 'off' : 'on')")"
if [ "$rewrite" != on ] && [ "$rewrite" != off ]; then
  echo "== the first-paint switch could not be read: phase 3 runs, and the run fails"
  echo switch >>"$logs/failed"
  echo "failed switch" >>test-results/checks.txt
  rewrite=on
fi
# `npm run build`, with Next's export copied for phase 3 before its postbuild step rewrites it.
build_keeping_export() {
  BUILD_WITHOUT_TYPE_CHECK=1 npm run build --ignore-scripts || return 1
  if [ "$rewrite" = on ]; then cp -r out "$plain"; fi
  npm run postbuild
}
# specs NAME REPORT [playwright arguments]: a failure goes into the list of failed steps.
specs() {
  local started=$SECONDS
  if PLAYWRIGHT_JSON_OUTPUT_NAME=$2 npx playwright test --forbid-only --reporter=list,json "${@:3}"; then
    echo "== $1: done in $((SECONDS - started)) s"
  else
    echo "== $1: FAILED after $((SECONDS - started)) s"
    echo "$1" >>"$logs/failed"
  fi
}

echo "== phase 1: the build, beside the checks of the code, Jest and the bare page (logs in $logs/)"
run build build_keeping_export &
build=$!
run checks checks
report checks
run unit npx jest --ci --json --outputFile=test-results/unit.json
report unit
# After Jest, whose crawler would walk the bare page's copy of node_modules.
run floor npx tsx test-support/floor.ts
report floor
counted floor
wait $build
report build
counted build

if grep -qsx build "$logs/failed"; then
  echo "== the build failed: no types checked, no specs run on it"
else
  echo "== phase 2: the type check beside the specs"
  run types npm run -s typecheck &
  types=$!
  specs specs test-results/e2e.json
  wait $types
  report types
  counted types
fi

# Also after a failed rewrite: this is the build that ships then (docs/upgrading-next.md).
if [ "$rewrite" != on ]; then
  echo "== phase 3: none, the first-paint rewrite is off and phase 2 tested the build that ships"
elif [ -d "$plain" ]; then
  echo "== phase 3: without the first-paint rewrite, the tests tagged @shipped"
  export DOCUMENT_POLICIES=test-results/plain-policies.json OUT_DIR=$plain
  run plain-build npm run postbuild -- "$plain" --without-first-paint
  report plain-build
  counted plain-build
  if grep -qsx plain-build "$logs/failed"; then
    echo "== no plain specs: its build failed"
  else
    specs plain-specs test-results/e2e-plain.json --grep @shipped
  fi
fi

if [ -f "$logs/failed" ]; then
  status=1
  echo "== failed: $(paste -sd ' ' "$logs/failed")"
fi
# Reported, never a gate: machines differ 2-3x in speed, a run's ratio to its own build far less.
build_seconds="$(grep -o '[0-9]\+' "$logs/build.result" 2>/dev/null | head -1)"
ratio="$(awk -v run="$SECONDS" -v build="${build_seconds:-0}" 'BEGIN { if (build) printf "%.1f", run / build; else print "?" }')"
echo "== time: $SECONDS s, $ratio times phase 1's build step (${build_seconds:-?} s, beside the checks and Jest)"
if [ "$rewrite" = on ]; then node scripts/test-summary.mjs; else node scripts/test-summary.mjs --without-plain; fi
exit $status
