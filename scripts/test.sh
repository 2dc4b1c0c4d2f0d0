#!/usr/bin/env bash
# Installs what is missing, then runs every test: the engine, recognizer, scene and rendering tests, and the
# end-to-end tests that start the real app under Xvfb (on a free display) and drive it with xdotool.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh --for-tests
# Formatting first: the toolchain's swift-format with the checked-in .swift-format (4 spaces, 120 columns).
swift format lint --strict --recursive Sources Tests Packages Package.swift
# Fetching the packages prints a line per package and version (about 170 on a fresh clone): shown only if it fails.
resolve_log=$(mktemp)
if ! swift package resolve > "$resolve_log" 2>&1; then
    cat "$resolve_log"
    exit 1
fi
# A build prints a line per file it compiles; a developer needs its warnings, its errors and its last line. Left out
# too: a dependency's manifest warning (swift-distributed-tracing's CMakeLists.txt files, with the path on the next
# line), which says nothing about this project and comes with every build.
build() {
    swift build "$@" 2>&1 | awk '
        /^\[[0-9]+\/[0-9]+\] / { next }
        /^warning: .swift-distributed-tracing.: found [0-9]+ file\(s\) which are unhandled/ { skip_path = 1; next }
        skip_path && /^    / { skip_path = 0; next }
        { skip_path = 0; print; fflush() }'
}
build --build-tests
build --product generate-manual  # the install test makes a man page with it
# Swift Testing prints a line as each test and each of its arguments starts (an argument holding newlines spans
# several lines, up to the one ending "started."), and as each test passes: those are dropped. What is left is what a
# developer reads: the suites that ran, every issue, skip and failure, and the closing "Test run with N tests" line,
# which is, with the exit status (kept by pipefail), what CI judges by.
swift test --skip-build --disable-xctest 2>&1 | awk '
    /^\[[0-9]+\/[0-9]+\] / { next }
    starting && !/^(◇|✔|✘|➜) / { starting = !/ started\.$/; next }
    { starting = 0 }
    /^◇ / { starting = !/ started\.$/; next }
    /^✔ Test .* passed after / && !/^✔ Test run with / { next }
    { print; fflush() }'
# The demo runs a release build, which links and inlines differently (one crash only showed there): a smoke run of
# the release binary through the whole demo on virtual time.
build -c release --product gesturelab
# `gesturelab bench` plays its live measurements through the injector beside the binary: built here, so that bench
# works after this command.
build -c release --product gesturelab-inject
# The fuzzer installs a silent log handler, so anything on its standard error means a log line escaped it (the engine
# is a shared library with its own copy of swift-log): that fails the run too.
fuzz_log=$(mktemp)
.build/release/gesturelab fuzz --events 2000 --seed 1 --failures "$(mktemp -d)" 2> "$fuzz_log"
if [ -s "$fuzz_log" ]; then
    echo "The release fuzz smoke wrote to standard error ($(wc -l < "$fuzz_log") lines):"
    head -n 20 "$fuzz_log"
    exit 1
fi
