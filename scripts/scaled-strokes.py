#!/usr/bin/env python3
"""Writes a stroke file (JSON Lines) with every point's x and y multiplied by a factor, to standard output.

SIGN's strokes are stored in digitizer units, about 1,400 across; scaled by 1/7 they are the size people draw on a
screen, which is what the app sees from a pen. docs/recognition.md compares the chevron's perturbation rows both ways:

    mkdir -p /tmp/scaled
    python3 scripts/scaled-strokes.py ../shared/datasets/strokes/sign-dev.jsonl 1/7 > /tmp/scaled/sign-dev.jsonl
    gesturelab eval /tmp/scaled/sign-dev.jsonl --recognizer chevron --split design --perturb
"""
import json
import sys
from fractions import Fraction


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: scaled-strokes.py STROKES.jsonl FACTOR (a number or a fraction such as 1/7)")
    path, factor_text = sys.argv[1], sys.argv[2]
    try:
        factor = float(Fraction(factor_text))
    except (ValueError, ZeroDivisionError):
        sys.exit(f"scaled-strokes.py: the factor must be a number or a fraction, not {factor_text!r}")
    if factor <= 0:
        sys.exit(f"scaled-strokes.py: the factor must be above 0, not {factor_text}")
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except OSError as error:
        sys.exit(f"scaled-strokes.py: cannot read {path}: {error.strerror}")
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            stroke = json.loads(line)
            stroke["points"] = [[x * factor, y * factor, *rest] for x, y, *rest in stroke["points"]]
        except (ValueError, KeyError, TypeError):
            sys.exit(f"scaled-strokes.py: {path}:{number} is not a stroke with points [x, y, t]")
        print(json.dumps(stroke))


if __name__ == "__main__":
    main()
