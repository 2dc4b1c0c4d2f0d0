#!/usr/bin/env bash
# Prints how much CPU the demo uses while idle (no input, no animation) under Xvfb: it should be ~0%.
# Usage: scripts/measure-idle-cpu.sh [SECONDS] [SCENE]   (needs a built app: swift build)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
scene=${2:-monkey}
app=.build/debug/gesturelab
[[ -x $app ]] || { echo "error: build the app first (swift build)" >&2; exit 1; }
number_file=$(mktemp)
Xvfb -displayfd 1 -screen 0 1024x720x24 -nolisten tcp >"$number_file" 2>/dev/null &
xvfb=$!
disown "$xvfb"
trap 'kill "$app_pid" 2>/dev/null; kill -9 "$xvfb" 2>/dev/null; rm -f "$number_file"' EXIT
for _ in $(seq 50); do [[ -s $number_file ]] && break; sleep 0.1; done
DISPLAY=":$(head -n1 "$number_file")" "$app" run --scene "$scene" --mute 2>/dev/null &
app_pid=$!
disown "$app_pid"
sleep 2  # let it start and draw its first frame
ticks() { awk '{print $14 + $15}' "/proc/$app_pid/stat"; }
before=$(ticks)
sleep "$seconds"
after=$(ticks)
hz=$(getconf CLK_TCK)
awk -v t=$((after - before)) -v hz="$hz" -v s="$seconds" \
    'BEGIN { printf "idle CPU over %d s: %d ticks = %.2f%% of one core\n", s, t, 100 * t / (hz * s) }'
