#!/usr/bin/env bash
# Installs what is missing, then runs every test: the engine, recognizer, scene and rendering tests, and the
# end-to-end tests that start the real app under Xvfb (on a free display) and drive it with xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --for-tests
swift build --build-tests
swift build --product generate-manual  # the install test makes a man page with it
swift test --skip-build --disable-xctest
