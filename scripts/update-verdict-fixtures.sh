#!/usr/bin/env bash
# Writes Tests/Fixtures/verdicts/: the verdicts of today's recognizers on the $1 development file, which
# VerdictFixtureTests holds every recognizer change to. Run it after a change whose flips you have reviewed
# (`gesturelab eval diff Tests/Fixtures/verdicts/circle.jsonl NEW.jsonl` lists them), and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
strokes=../shared/datasets/strokes/dollar1-dev.jsonl
if [ ! -f "$strokes" ]; then
    echo "update-verdict-fixtures.sh: $strokes is missing (shared/ sits beside the repository)" >&2
    exit 1
fi
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
if ! swift build --product gesturelab > "$build_log" 2>&1; then
    cat "$build_log"
    exit 1
fi
for recognizer in circle chevron tickle z right-slide-down; do
    .build/debug/gesturelab eval "$strokes" --recognizer "$recognizer" \
        --verdicts "Tests/Fixtures/verdicts/$recognizer.jsonl" > /dev/null
    echo "Tests/Fixtures/verdicts/$recognizer.jsonl"
done
