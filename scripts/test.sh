#!/usr/bin/env bash
# Installs what is missing, then runs every test: the unit and scene tests (swift test, no display needed)
# and the end-to-end tests against the real app under Xvfb.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --for-tests
swift build --build-tests
swift test --skip-build
Tests/EndToEnd/run-all.sh
