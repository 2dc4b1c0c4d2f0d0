#!/usr/bin/env python3
"""Writes assets/calibration/negative-strokes.json: the strokes the app checks a calibration against ("false accepts
on N other strokes"), so that people calibrating need no data set of their own.

Taken from the design people only (never the lock box): the $1 logs' subjects 1-4 and the EDS people not kept aside
(Sources/StrokeEvaluation/DesignSplit.swift says which); not MMG (its copy states no licence) and not Quick, Draw!.
Every stroke that is neither a circle nor a right chevron is kept, reduced to its 32 most telling points (`simplify`:
its corners kept where evenly spaced points would round them off), rounded to whole pixels and moved so that its top-left corner is at 0,0. A stroke is one string of 128 characters:
for each point x then y, each as two characters of the base64url alphabet (value = 64 * first + second).

Deterministic: run it again on the same files and the output is the same.
Usage: scripts/make-negative-strokes.py [DATASETS_FOLDER]   (default: ../shared/datasets/strokes beside the repository)
"""
import json, math, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(HERE)
DATASETS = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPOSITORY, "..", "..", "shared", "datasets", "strokes")
OUT = os.path.join(REPOSITORY, "assets", "calibration", "negative-strokes.json")
POINTS = 32
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
POSITIVES = {"circle", "right_chevron"}
LOCK_BOX_EDS = {1003, 1006, 1009, 1012, 1103, 1106, 1109}
FILES = [("dollar1-dev.jsonl", "dollar1"), ("eds-dev.jsonl", "eds")]


def is_design(subject):
    if subject < 100:
        return subject < 5
    if 1000 <= subject < 5000:
        return subject not in LOCK_BOX_EDS
    return False


def resample(points, count):
    """Evenly spaced along the path, as StrokeGeometry.resample does."""
    lengths = [math.dist(points[i], points[i + 1]) for i in range(len(points) - 1)]
    total = sum(lengths)
    if total == 0:
        return [points[0]] * count
    result = [points[0]]
    segment, walked = 0, 0.0
    for index in range(1, count):
        target = total * index / (count - 1)
        while segment < len(lengths) - 1 and walked + lengths[segment] < target:
            walked += lengths[segment]
            segment += 1
        a, b = points[segment], points[segment + 1]
        span = lengths[segment]
        f = min(max((target - walked) / span, 0), 1) if span > 0 else 0
        result.append((a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f))
    return result


def simplify(points, count):
    """The stroke's `count` most telling points: its ends, then again and again the point farthest from the polyline
    through those kept so far (Ramer-Douglas-Peucker, stopped at a count). Corners stay where they were, so a
    rectangle stays as square as drawn; evenly spaced points would cut its corners and make it rounder."""
    dense = resample(points, 256)  # evenly spaced first, so that bursts of samples do not crowd the choice
    kept = {0, len(dense) - 1}

    def distance(p, a, b):
        ax, ay, bx, by = a[0], a[1], b[0], b[1]
        dx, dy = bx - ax, by - ay
        length = dx * dx + dy * dy
        if length == 0:
            return math.dist(p, a)
        t = max(0, min(1, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length))
        return math.dist(p, (ax + t * dx, ay + t * dy))

    while len(kept) < count:
        ordered = sorted(kept)
        best, best_index = -1.0, None
        for a, b in zip(ordered, ordered[1:]):
            for i in range(a + 1, b):
                d = distance(dense[i], dense[a], dense[b])
                if d > best:
                    best, best_index = d, i
        if best_index is None:
            break
        kept.add(best_index)
    chosen = [dense[i] for i in sorted(kept)]
    while len(chosen) < count:  # a stroke of fewer distinct places: its last point repeated
        chosen.append(chosen[-1])
    return chosen


def encode(points):
    xs = [round(x) for x, _ in points]
    ys = [round(y) for _, y in points]
    left, top = min(xs), min(ys)
    text = []
    for x, y in zip(xs, ys):
        for value in (x - left, y - top):
            if not 0 <= value < 64 * 64:
                sys.exit(f"a stroke is larger than 4095 px: {value}")
            text.append(ALPHABET[value // 64] + ALPHABET[value % 64])
    return "".join(text)


groups = {}
for name, source in FILES:
    with open(os.path.join(DATASETS, name)) as f:
        for line in f:
            stroke = json.loads(line)
            subject = stroke["subject"]
            if stroke["name"] in POSITIVES or not is_design(subject) or len(stroke["points"]) < 2:
                continue
            points = [(p[0], p[1]) for p in stroke["points"]]
            key = (source, subject, stroke["name"])
            groups.setdefault(key, []).append(encode(simplify(points, POINTS)))

document = {
    "format": "gesturelab-negative-strokes",
    "version": 1,
    "pointsPerStroke": POINTS,
    "about": "Strokes of other kinds for checking a calibration's false accepts; see NOTICE.md beside this file.",
    "groups": [
        {"source": source, "subject": subject, "name": name, "strokes": strokes}
        for (source, subject, name), strokes in sorted(groups.items())
    ],
}
with open(OUT, "w") as f:
    json.dump(document, f, separators=(",", ":"))
    f.write("\n")
count = sum(len(g["strokes"]) for g in document["groups"])
print(f"wrote {OUT}: {count} strokes, {os.path.getsize(OUT)} bytes")
