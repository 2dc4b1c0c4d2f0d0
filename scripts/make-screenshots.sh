#!/usr/bin/env bash
# Makes the screenshots the docs show (docs/screenshots/*.png) from today's app, so that none shows an older one.
#
#   scripts/make-screenshots.sh            every screenshot (builds nothing: run swift build --build-tests first)
#   scripts/make-screenshots.sh NAME…      only those (NAME as in the list below, without .png)
#
# Each is made one of four ways, named in the list:
#   snapshot SCENE       gesturelab snapshot: the scene as it starts, 1024×720, no display needed
#   replay TRACE AT      gesturelab replay --headless --frames: a trace this script writes (below), the frame at AT s
#   test SUITE SHOT [WxH] an end-to-end test under Xvfb that drives the real app with xdotool or injected touches and
#                        keeps SHOT.png of the screen in .build/e2e-artifacts (openbox, Xft.dpi, the workshop, collect,
#                        teaching); WxH crops it to the window at the screen's top left
#   page                 eval's HTML report, or the teacher's page, drawn by headless chromium
# DocsTests checks that every screenshot a page shows is in this list and exists.
set -euo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)
out="$repository/docs/screenshots"
binary=${GESTURELAB_BINARY:-$repository/.build/debug/gesturelab}
strokes=${GESTURELAB_STROKES:-$repository/../shared/datasets/strokes}

fail() {
    echo "make-screenshots: error: $*" >&2
    exit 1
}

# name            how
screenshots=(
    "monkey                    snapshot monkey"
    "knob                      snapshot knob"
    "circles                   snapshot circles"
    "chevron                   snapshot chevron"
    "inspector-circles         replay circle-with-inspector 1.4"
    "live-circle-drawing       replay circle-being-drawn 0.9"
    "live-monkey-two-fingers   replay monkey-two-mouse-fingers 0.9"
    "teach-suggested           replay circles-two-near-misses 2.8"
    "live-openbox              test WindowManagerEndToEndTests openbox-decorated"
    "live-monkey-xft-dpi-192   test DesktopEndToEndTests hidpi-192dpi 2048x1440"
    "live-teach-chevron        test TeachingEndToEndTests teach-chevron 1024x720"
    "workshop-playground       test WorkshopTeachingEndToEndTests workshop-playground 1024x720"
    "workshop-teach            test WorkshopTeachingEndToEndTests workshop-teach 1024x720"
    "collect                   test CollectEndToEndTests collect 1024x720"
    "eval-report               page eval-report"
    "eval-report-strokes       page eval-report-strokes"
    "eval-diff                 page eval-diff"
    "replay-timeline           test TimelineEndToEndTests replay-timeline"
    "classroom                 page classroom"
    "classroom-compact         page classroom-compact"
)

[[ -x "$binary" ]] || fail "no gesturelab at $binary: build it first (swift build --build-tests)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The traces the replayed screenshots play, in window points at 1024×720 (docs/trace-format.md).
write_trace() {
    python3 - "$1" "$work/$1.trace.jsonl" <<'PYTHON'
import json, math, sys
name, path = sys.argv[1], sys.argv[2]
events = []

def touch(t, phase, x, y, id=1):
    events.append({"t": round(t, 3), "touches": [{"id": id, "phase": phase, "x": round(x, 1), "y": round(y, 1)}]})

def stroke(start, points, step=0.016, lift=True):
    t = start
    touch(t, "began", *points[0])
    for x, y in points[1:-1]:
        t += step
        touch(t, "moved", x, y)
    t += step
    touch(t, "ended" if lift else "moved", *points[-1])
    return t

def arc(cx, cy, r, turns, count=48, start=-math.pi / 2):
    return [(cx + r * math.cos(start + 2 * math.pi * turns * i / count), cy + r * math.sin(start + 2 * math.pi * turns * i / count)) for i in range(count + 1)]

header = {"format": "gesturelab-trace", "version": 1, "width": 1024, "height": 720}
if name == "circle-with-inspector":
    # The gem circled with the inspector's column beside the scene (it sits at about (222, 490) there).
    header.update(scene="circles", inspector=True)
    stroke(0.2, arc(222, 490, 70, 1.05))
elif name == "circle-being-drawn":
    header.update(scene="circles")
    stroke(0.2, arc(512, 330, 90, 0.8), lift=False)
elif name == "monkey-two-mouse-fingers":
    # Ctrl+drag: two fingers mirrored around the monkey (at about (338, 370)), spreading and turning: a pinch and a
    # rotation under way, the fingers still down.
    header.update(scene="monkey")
    events.append({"t": 0.2, "pointer": {"action": "press", "button": 1, "x": 390, "y": 344, "mods": ["control"]}})
    for i in range(1, 31):
        events.append({"t": round(0.2 + 0.02 * i, 3), "pointer": {"action": "motion", "button": 1, "x": 390 + 1.5 * i, "y": 344 - 0.5 * i, "mods": ["control"]}})
elif name == "circles-two-near-misses":
    # Two circles stopped at 0.65 of a turn around the moon: refused, near misses, and teaching is offered.
    header.update(scene="circles")
    end = stroke(0.2, arc(512, 300, 80, 0.65))
    stroke(end + 0.8, arc(512, 300, 82, 0.65))
else:
    sys.exit(f"no trace named {name}")
with open(path, "w") as file:
    file.write(json.dumps(header) + "\n")
    for event in events:
        file.write(json.dumps(event) + "\n")
PYTHON
}

make_one() {
    local name=$1 how=$2
    shift 2
    local target="$out/$name.png"
    case "$how" in
    snapshot)
        "$binary" snapshot --scene "$1" --out "$target" --size 1024x720
        ;;
    replay)
        local trace=$1 at=$2
        write_trace "$trace"
        rm -rf "$work/frames-$name"
        "$binary" replay "$work/$trace.trace.jsonl" --headless --frames "$work/frames-$name" --fps 10 >/dev/null
        local frame
        # Frames are numbered from 1, the first at 0 s, one every 0.1 s.
        frame=$(printf 'frame-%05d.png' "$(python3 -c "print(round($at * 10) + 1)")")
        [[ -f "$work/frames-$name/$frame" ]] || fail "$trace: no frame at $at s ($frame)"
        cp "$work/frames-$name/$frame" "$target"
        ;;
    test)
        local suite=$1 shot=$2 crop=${3:-}
        local kept="$repository/.build/e2e-artifacts/$shot.png"
        # A suite that keeps several shots runs once for all of them.
        if [[ ! -f "$work/$suite.ran" ]]; then
            rm -f "$repository/.build/e2e-artifacts/"*.png
            (cd "$repository" && GESTURELAB_BINARY="$binary" swift test --skip-build --filter "$suite" >"$work/$suite.log" 2>&1) ||
                fail "$suite failed (its output: below)
$(tail -n 30 "$work/$suite.log")"
            touch "$work/$suite.ran"
        fi
        [[ -f "$kept" ]] || fail "$suite kept no $shot.png"
        if [[ -n "$crop" ]]; then
            convert "$kept" -crop "$crop+0+0" +repage "$target"
        else
            cp "$kept" "$target"
        fi
        ;;
    page)
        make_page "$name" "$target"
        ;;
    *)
        fail "unknown way '$how' for $name"
        ;;
    esac
    echo "made docs/screenshots/$name.png ($how $*)"
}

# The $1 development file, relative to the repository, so that a report's "Made by" line names it as the docs do.
dollar_file() {
    [[ -f "$strokes/dollar1-dev.jsonl" ]] || fail "no $strokes/dollar1-dev.jsonl (set GESTURELAB_STROKES to its folder)"
    python3 -c "import os, sys; print(os.path.relpath(sys.argv[1], sys.argv[2]))" "$strokes/dollar1-dev.jsonl" "$repository"
}

# A page drawn by headless chromium at 1100×1000.
browse() {
    local browser
    browser=$(command -v chromium || command -v chromium-browser) || fail "chromium is not installed (scripts/install-dependencies.sh --for-tests)"
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1100,1000 \
        --screenshot="$2" "$1" >/dev/null 2>&1
}

make_page() {
    local name=$1 target=$2
    case "$name" in
    eval-report | eval-report-strokes)
        # One report for both: its top, and its cards of the strokes it got wrong.
        [[ -f "$work/report/index.html" ]] || (cd "$repository" && "$binary" eval "$(dollar_file)" --recognizer chevron \
            --report "$work/report" >/dev/null)
        local place=""
        [[ "$name" == eval-report-strokes ]] && place="#strokes"
        browse "file://$work/report/index.html$place" "$target"
        ;;
    eval-diff)
        # circle against the tutorial's circle: every stroke whose verdict differs, with both versions' drawings.
        (cd "$repository" && "$binary" eval "$(dollar_file)" --recognizer circle --verdicts "$work/circle.jsonl" >/dev/null &&
            "$binary" eval "$(dollar_file)" --recognizer tutorial-circle --verdicts "$work/tutorial.jsonl" >/dev/null &&
            "$binary" eval diff "$work/circle.jsonl" "$work/tutorial.jsonl" --report "$work/diff" >/dev/null)
        browse "file://$work/diff/index.html" "$target"
        ;;
    classroom | classroom-compact)
        # The teacher's page tests play a class (attendees, strokes, scores, a compile error; 40 attendees on the
        # projector's page) and save their screenshots.
        local suite=TeacherPageBrowserTests
        [[ "$name" == classroom-compact ]] && suite=CompactPageBrowserTests
        (cd "$repository" && GESTURELAB_BINARY="$binary" GESTURELAB_SAVE_SCREENSHOTS=1 \
            swift test --skip-build --filter "$suite" >"$work/$name.log" 2>&1) ||
            fail "$suite failed: $(tail -n 30 "$work/$name.log")"
        ;;
    esac
}

wanted=("$@")
for entry in "${screenshots[@]}"; do
    read -r name how arguments <<<"$entry"
    if ((${#wanted[@]} > 0)); then
        found=false
        for want in "${wanted[@]}"; do [[ "$want" == "$name" ]] && found=true; done
        $found || continue
    fi
    # shellcheck disable=SC2086
    make_one "$name" "$how" $arguments
done
for want in "${wanted[@]}"; do
    grep -q "^$want " <(printf '%s\n' "${screenshots[@]}") || fail "no screenshot named $want (see the list in $0)"
done
