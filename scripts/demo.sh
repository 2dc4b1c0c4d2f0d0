#!/usr/bin/env bash
# Installs what is missing, builds GestureLab and starts the demo. Extra arguments go to the app
# (for example: ./scripts/demo.sh --scene knob --size 1280x800).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-dependencies.sh
swift build -c release --product gesturelab
exec .build/release/gesturelab run "$@"
