#!/usr/bin/env python3
"""Writes the workshop lessons' traces (workshop/*/traces/*.trace.jsonl) for a 1024x720 playground window.

Two kinds of traces:
- synthetic ones (a clean gesture, a second finger, a wrong direction), drawn here;
- real strokes from the $1 gesture logs (../shared/datasets/strokes/dollar1-dev.jsonl, or the path given as the
  first argument), chosen where the tutorial's literal rule gets the stroke wrong and the lesson's robust rule gets
  it right. Both rules are modelled below in a few lines each; `gesturelab workshop check SOLUTION` then checks the
  Swift solutions against the same traces.

With --rates it writes nothing and prints how often each rule accepts the dataset's strokes (the figures in the
lessons' READMEs). Deterministic: the same dataset gives the same files. Only a few traces per lesson are written (the dataset itself
is not copied)."""
import json, math, os, random, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ARGUMENTS = [a for a in sys.argv[1:] if a != "--rates"]
DATASET = ARGUMENTS[0] if ARGUMENTS else os.path.join(ROOT, "..", "shared", "datasets", "strokes", "dollar1-dev.jsonl")
# The playground's canvas in a 1024x720 window (below the 64 px hint strip, to the bottom: the workshop has no tab bar; 16 px margins;
# the inspector's 350 px kept free on the right).
CANVAS = (16.0, 80.0, 642.0, 624.0)  # x, y, width, height in window coordinates
CENTER = (CANVAS[0] + CANVAS[2] / 2, CANVAS[1] + CANVAS[3] / 2)


def write(lesson, name, events):
    folder = os.path.join(ROOT, "workshop", lesson, "traces")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name + ".trace.jsonl")
    with open(path, "w") as f:
        f.write(json.dumps({"format": "gesturelab-trace", "version": 1, "scene": "playground", "width": 1024, "height": 720}, sort_keys=True) + "\n")
        for t, fingers in events:
            touches = [{"id": i, "phase": p, "x": round(x, 2), "y": round(y, 2)} for i, p, x, y in fingers]
            f.write(json.dumps({"t": round(t, 4), "touches": touches}, sort_keys=True) + "\n")
    print("wrote", os.path.relpath(path, ROOT))


def stroke(points, start=0.1, dt=0.016, finger=1, times=None):
    """One finger along `points` (window coordinates); `times` in seconds from `start` if given."""
    times = times or [i * dt for i in range(len(points))]
    events = [(start + times[0], [(finger, "began", *points[0])])]
    for p, t in zip(points[1:], times[1:]):
        events.append((start + t, [(finger, "moved", *p)]))
    events.append((start + times[-1] + dt, [(finger, "ended", *points[-1])]))
    return events


def merge(*streams):
    """Several fingers' events, merged by time (events at the same time are joined)."""
    joined = {}
    for stream in streams:
        for t, fingers in stream:
            joined.setdefault(round(t, 4), []).extend(fingers)
    return sorted(joined.items())


def line(a, b, steps):
    return [(a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps) for i in range(steps + 1)]


def polyline(corners, steps=12):
    points = [corners[0]]
    for a, b in zip(corners, corners[1:]):
        points += line(a, b, steps)[1:]
    return points


def wobble(points, amount, seed):
    rng = random.Random(seed)
    return [(x + rng.uniform(-amount, amount), y + rng.uniform(-amount, amount)) for x, y in points]


def load_strokes():
    with open(DATASET) as f:
        return [json.loads(l) for l in f]


def placed(entry, scale, center):
    """A dataset stroke scaled about its bounding box's centre and moved to `center`; its own times."""
    xs = [p[0] for p in entry["points"]]
    ys = [p[1] for p in entry["points"]]
    cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    points = [(center[0] + (x - cx) * scale, center[1] + (y - cy) * scale) for x, y, _ in entry["points"]]
    times = [p[2] / 1000 for p in entry["points"]]
    return points, times


def label(entry):
    reversed_ = "-reversed" if entry["derived"] and entry["name"] == "circle" else ""
    return f'{entry["name"]}{reversed_}-s{entry["subject"]}-{entry["speed"]}-{entry["sample"]}'


def local(points):
    """Window → canvas coordinates (what the attendee's location(in: view) gives)."""
    return [(x - CANVAS[0], y - CANVAS[1]) for x, y in points]


# ---------------------------------------------------------------------------------------------------------------
# The rules. "literal": the tutorial's rule as written. "robust": the lesson's solution (workshop/*/Solution.swift).

def chevron_literal(points):
    """Every step must go down (y never decreases); right first, then left; no tolerance."""
    phase, start = "initial", points[0]
    for prev, p in zip(points, points[1:]):
        if p[1] < prev[1]:
            return False
        if phase == "initial":
            if p[0] < start[0]:
                return False
            if p[0] > start[0]:
                phase = "downRight"
        elif phase == "downRight":
            if p[0] < prev[0]:
                phase = "downLeft"
        elif p[0] > prev[0]:
            return False
    return phase == "downLeft" and points[-1][1] > start[1]


def chevron_robust(points, tolerance=8.0):
    start = points[0]
    lowest, rightmost, leftmost, phase = start[1], start[0], 0.0, "initial"
    for p in points[1:]:
        if p[1] < lowest - tolerance:
            return False
        lowest = max(lowest, p[1])
        if phase == "initial":
            if p[0] < start[0] - tolerance:
                return False
            if p[0] > start[0] + tolerance:
                phase = "downRight"
            rightmost = max(rightmost, p[0])
        elif phase == "downRight":
            rightmost = max(rightmost, p[0])
            if p[0] < rightmost - tolerance:
                phase, leftmost = "downLeft", p[0]
        else:
            leftmost = min(leftmost, p[0])
            if p[0] > leftmost + tolerance:
                return False
    end = points[-1]
    return phase == "downLeft" and end[1] > start[1] + 20 and rightmost - start[0] > 20 and rightmost - end[0] > 20


def fit_circle(points):
    """Kåsa's algebraic fit: least squares of x² + y² + D x + E y + F = 0."""
    n = len(points)
    mx = sum(p[0] for p in points) / n
    my = sum(p[1] for p in points) / n
    u = [(p[0] - mx, p[1] - my) for p in points]
    suu = sum(a * a for a, _ in u); svv = sum(b * b for _, b in u); suv = sum(a * b for a, b in u)
    suuu = sum(a ** 3 for a, _ in u); svvv = sum(b ** 3 for _, b in u)
    suvv = sum(a * b * b for a, b in u); svuu = sum(b * a * a for a, b in u)
    det = suu * svv - suv * suv
    if abs(det) < 1e-9:
        return None
    r1 = (suuu + suvv) / 2; r2 = (svvv + svuu) / 2
    uc = (r1 * svv - r2 * suv) / det; vc = (r2 * suu - r1 * suv) / det
    radius = math.sqrt(uc * uc + vc * vc + (suu + svv) / n)
    return (uc + mx, vc + my, radius)


def circle_error(points, fit):
    cx, cy, r = fit
    return math.sqrt(sum(((math.hypot(x - cx, y - cy) - r) / r) ** 2 for x, y in points) / len(points))


def circle_literal(points):
    """The tutorial: fit a circle; accept when the fit error is at most 0.2 of the radius."""
    fit = fit_circle(points)
    return fit is not None and fit[2] >= 15 and circle_error(points, fit) <= 0.2


def turn_swept(points, fit):
    cx, cy, _ = fit
    total = 0.0
    for a, b in zip(points, points[1:]):
        step = math.atan2(b[1] - cy, b[0] - cx) - math.atan2(a[1] - cy, a[0] - cx)
        while step > math.pi: step -= 2 * math.pi
        while step <= -math.pi: step += 2 * math.pi
        total += step
    return abs(total) / (2 * math.pi)


def resample(points, count):
    lengths = [0.0]
    for a, b in zip(points, points[1:]):
        lengths.append(lengths[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    total = lengths[-1]
    if total == 0:
        return [points[0]] * count
    result, j = [], 0
    for i in range(count):
        target = total * i / (count - 1)
        while j < len(points) - 2 and lengths[j + 1] < target:
            j += 1
        span = lengths[j + 1] - lengths[j]
        f = 0 if span == 0 else (target - lengths[j]) / span
        a, b = points[j], points[j + 1]
        result.append((a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f))
    return result


def corner_count(points, samples=48, step=2, sharp=math.radians(55)):
    path = resample(points, samples)
    corners, inside = 0, False
    for i in range(step, samples - step):
        a = (path[i][0] - path[i - step][0], path[i][1] - path[i - step][1])
        b = (path[i + step][0] - path[i][0], path[i + step][1] - path[i][1])
        turn = abs(math.atan2(a[0] * b[1] - a[1] * b[0], a[0] * b[0] + a[1] * b[1]))
        if turn > sharp and not inside:
            corners += 1
        inside = turn > sharp
    return corners


def circle_robust(points):
    fit = fit_circle(points)
    if fit is None or fit[2] < 15 or circle_error(points, fit) > 0.2:
        return False
    return turn_swept(points, fit) >= 0.8 and corner_count(points) <= 1


def tickle_literal(points, distance=25.0):
    """The tutorial: a move of 25 points left or right from where the last tickle was counted, the other way from
    it, is a tickle; more than 2 win. Vertical movement is never looked at."""
    count, last, start = 0, None, points[0]
    for p in points[1:]:
        dx = p[0] - start[0]
        direction = "right" if dx >= distance else "left" if dx <= -distance else None
        if direction and direction != last:
            count, last, start = count + 1, direction, p
            if count > 2:
                return True
    return False


def tickle_robust(points, distance=25.0):
    """Each stroke is measured from where the finger turned back, and counts only if it is mostly horizontal."""
    count, last, turn = 0, None, points[0]
    for p in points[1:]:
        if (last == "right" and p[0] > turn[0]) or (last == "left" and p[0] < turn[0]):
            turn = p  # still going the same way: the turning point moves along
        dx, dy = p[0] - turn[0], p[1] - turn[1]
        direction = "right" if dx >= distance else "left" if dx <= -distance else None
        if direction and direction != last and abs(dy) <= abs(dx):
            count, last, turn = count + 1, direction, p
            if count > 2:
                return True
    return False


def slide_literal(points_local, width, height):
    """The tutorial's quadrants: start top right, stay in the right half, lift bottom right."""
    x0, y0 = points_local[0]
    if not (x0 >= width / 2 and y0 < height / 2):
        return False
    if any(x < width / 2 for x, _ in points_local):
        return False
    x1, y1 = points_local[-1]
    return x1 >= width / 2 and y1 >= height / 2


def slide_robust(points_local, width, height, tolerance=12.0):
    """The quadrants, and the finger keeps going down: never back up by more than the tolerance."""
    if not slide_literal(points_local, width, height):
        return False
    lowest = points_local[0][1]
    for _, y in points_local[1:]:
        if y < lowest - tolerance:
            return False
        lowest = max(lowest, y)
    return True


# ---------------------------------------------------------------------------------------------------------------

def choose(strokes, names, scale, center, literal, robust, want_robust, want_literal, count, transform=local):
    """The first `count` strokes (in file order) of these names whose verdicts are as wanted."""
    chosen = []
    for entry in strokes:
        if entry["name"] not in names:
            continue
        points, times = placed(entry, scale, center)
        if robust(transform(points)) == want_robust and literal(transform(points)) == want_literal:
            chosen.append((entry, points, times))
            if len(chosen) == count:
                break
    return chosen


def main():
    strokes = load_strokes()
    w, h = CANVAS[2], CANVAS[3]

    # 1. The right chevron.
    lesson = "01-right-chevron"
    write(lesson, "clean-chevron", stroke(polyline([(180, 200), (400, 380), (180, 560)], 16)))
    # A thumb lands on the screen just after the stroke began, and stays.
    write(lesson, "chevron-with-resting-thumb", merge(
        stroke([(560, 650)] * 2, start=0.2, dt=0.5, finger=2),
        stroke(polyline([(180, 200), (400, 380), (180, 560)], 16), start=0.1)))
    write(lesson, "left-chevron", stroke(polyline([(450, 200), (230, 380), (450, 560)], 16)))
    write(lesson, "up-first", stroke(polyline([(180, 300), (190, 200), (400, 380), (180, 560)], 12)))
    for entry, points, times in choose(strokes, {"right_chevron"}, 2.5, CENTER, chevron_literal, chevron_robust, True, False, 2):
        write(lesson, "real-" + label(entry), stroke(points, times=times))
    for entry, points, times in choose(strokes, {"v", "check", "caret", "arrow", "x"}, 2.5, CENTER, chevron_literal, chevron_robust, False, True, 1):
        write(lesson, "real-" + label(entry), stroke(points, times=times))

    # 2. The swirl knob (the knob's centre is the canvas's centre).
    lesson = "02-swirl-knob"
    turn = [(CENTER[0] + 150 * math.sin(a), CENTER[1] - 150 * math.cos(a)) for a in [math.radians(d) for d in range(0, 181, 6)]]
    write(lesson, "half-turn", stroke(turn))
    across = [(CENTER[0] + 150 * math.sin(a), CENTER[1] - 150 * math.cos(a)) for a in [math.radians(d) for d in range(300, 421, 6)]]
    write(lesson, "across-the-top", stroke(across))
    taps = stroke([CENTER] * 2, start=0.1, dt=0.08) + stroke([CENTER] * 2, start=0.3, dt=0.08)
    write(lesson, "double-tap-on-the-knob", taps)
    write(lesson, "two-fingers-turning", merge(stroke(turn), stroke([(x, 2 * CENTER[1] - y) for x, y in turn], finger=2)))
    # Real strokes: a circle drawn around the knob, and a small real stroke right on the centre (a finger resting
    # on the knob and wobbling): the literal rule turns the knob at any move, the robust one has a dead zone.
    circles = [e for e in strokes if e["name"] == "circle" and e["derived"] is None]
    points, times = placed(circles[0], 3.5, CENTER)
    write(lesson, "real-" + label(circles[0]), stroke(points, times=times))
    small = next(e for e in strokes if e["name"] == "caret")
    points, times = placed(small, 0.2, CENTER)
    write(lesson, "real-resting-wobble-" + label(small), stroke(points, times=times))

    # 3. The circle.
    lesson = "03-circle"
    ring = [(CENTER[0] + 160 * math.cos(a), CENTER[1] + 160 * math.sin(a)) for a in [math.radians(d) for d in range(0, 361, 8)]]
    write(lesson, "clean-circle", stroke(ring))
    write(lesson, "half-circle", stroke(ring[: len(ring) // 2]))
    write(lesson, "two-fingers", merge(stroke(ring), stroke(ring[::-1], finger=2)))
    # One circle drawn counter-clockwise (as all the originals were) and one clockwise (reversed).
    for drawn in ([e for e in strokes if e["derived"] is None], [e for e in strokes if e["derived"]]):
        for entry, points, times in choose(drawn, {"circle"}, 3.0, CENTER, circle_literal, circle_robust, True, True, 1):
            write(lesson, "real-" + label(entry), stroke(points, times=times))
    for entry, points, times in choose(strokes, {"rectangle", "right_sq_bracket", "triangle"}, 3.0, CENTER, circle_literal, circle_robust, False, True, 2):
        write(lesson, "real-" + label(entry), stroke(points, times=times))

    # 4. The Z and the right slide down (the $1 logs have no Z: the Z traces are drawn here, one with a hand's wobble).
    lesson = "04-z-and-slide-down"
    z = polyline([(150, 200), (450, 200), (150, 520), (450, 520)], 14)
    write(lesson, "z-clean", stroke(z))
    write(lesson, "z-wobbly", stroke(wobble(z, 5, seed=4)))
    write(lesson, "z-backwards", stroke(z[::-1]))
    right = CANVAS[0] + w * 0.75
    write(lesson, "slide-down-right", stroke(line((right, 150), (right + 20, 640), 30)))
    write(lesson, "slide-down-left-half", stroke(line((CANVAS[0] + 150, 150), (CANVAS[0] + 170, 640), 30)))
    slide_center = (CANVAS[0] + w * 0.75, CENTER[1])
    for entry, points, times in choose(strokes, {"question_mark", "right_curly_brace", "pigtail"}, 3.5, slide_center,
                                       lambda p: slide_literal(p, w, h), lambda p: slide_robust(p, w, h), False, True, 1):
        write(lesson, "real-" + label(entry), stroke(points, times=times))

    # 5. The tickle.
    lesson = "05-tickle"
    rub = [(CENTER[0] + 60 * math.sin(i * 0.35), CENTER[1] + 3 * math.sin(i * 0.9)) for i in range(40)]
    write(lesson, "rub-side-to-side", stroke(rub))
    write(lesson, "one-swipe", stroke(line((200, 400), (450, 400), 20)))
    write(lesson, "rub-up-and-down", stroke([(y - CENTER[1] + CENTER[0], x - CENTER[0] + CENTER[1]) for x, y in rub]))
    for entry, points, times in choose(strokes, {"star", "x", "delete_mark", "pigtail", "question_mark"}, 2.5, CENTER,
                                       tickle_literal, tickle_robust, False, True, 2):
        write(lesson, "real-" + label(entry), stroke(points, times=times))


def rates():
    strokes = load_strokes()
    def rate(rule, names, scale):
        chosen = [e for e in strokes if e["name"] in names]
        accepted = sum(rule(local(placed(e, scale, CENTER)[0])) for e in chosen)
        return f"{accepted}/{len(chosen)} = {100 * accepted / len(chosen):.1f}%"
    others = {e["name"] for e in strokes} - {"right_chevron"}
    for title, rule_pair, names, scale in [
        ("right chevrons accepted as chevrons", (chevron_literal, chevron_robust), {"right_chevron"}, 2.5),
        ("other strokes accepted as chevrons", (chevron_literal, chevron_robust), others, 2.5),
        ("circles accepted as circles", (circle_literal, circle_robust), {"circle"}, 3.0),
        ("rectangles accepted as circles", (circle_literal, circle_robust), {"rectangle"}, 3.0),
        ("delete marks accepted as tickles", (tickle_literal, tickle_robust), {"delete_mark"}, 2.5),
    ]:
        print(f"{title}: literal {rate(rule_pair[0], names, scale)}, robust {rate(rule_pair[1], names, scale)}")


if __name__ == "__main__":
    rates() if "--rates" in sys.argv else main()
