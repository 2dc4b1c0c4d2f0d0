#!/usr/bin/env bash
# Installs what is missing, then runs every test: the engine, recognizer, scene and rendering tests, and the
# end-to-end tests that start the real app under Xvfb (on a free display) and drive it with xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --for-tests
# Formatting first: the toolchain's swift-format with the checked-in .swift-format (4 spaces, 120 columns).
swift format lint --strict --recursive Sources Tests Packages Package.swift
swift build --build-tests
swift build --product generate-manual  # the install test makes a man page with it
swift test --skip-build --disable-xctest
# The demo runs a release build, which links and inlines differently (one crash only showed there): a smoke run of
# the release binary through the whole demo on virtual time.
swift build -c release --product gesturelab
.build/release/gesturelab fuzz --events 2000 --seed 1 --failures "$(mktemp -d)"
