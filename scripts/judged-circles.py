#!/usr/bin/env python3
"""How many of the circle's Quick, Draw! false accepts are themselves circles, judged by eye?

The protocol sets Quick, Draw! strokes aside by a written list of words (`DesignSplit.roundThings`); every other
stroke counts. docs/labels/quickdraw-circle-judged.csv holds two raters' judgements, made apart from pictures
without names or verdicts, of a sample: every counted design stroke the circle accepted at 03fdda1, and 256 drawn
from those it refused. This prints their agreement and the false-accept rate over the strokes that are not
themselves circles: a stroke is set aside only when both raters call it a circle; an accepted stroke outside the
sample counts; the circles among the refused are estimated from the refused sample. How strict the rule is:
docs/labels/circle-rule-check.csv, the same rule applied by two more raters to design circles among such accepts.

Usage:
    gesturelab eval '../shared/datasets/strokes/*-dev.jsonl' --recognizer circle --split design --measures circle.csv
    python3 scripts/judged-circles.py circle.csv
"""
import csv
import os
import sys

from judged_labels import agreement, both_call, read_labels

LABELS = os.path.join(os.path.dirname(__file__), "..", "docs", "labels", "quickdraw-circle-judged.csv")
RULE_CHECK = os.path.join(os.path.dirname(__file__), "..", "docs", "labels", "circle-rule-check.csv")


def print_rule_check():
    """How often the rule calls people's own circles circles, beside the accepted strokes it was shown among."""
    for group, rows in group_rows(read_labels(RULE_CHECK).values()).items():
        both = sum(both_call(row, "rater_c", "rater_d") for row in rows)
        print(f"rule check: {group}: {both}/{len(rows)} called circles by both raters")


def group_rows(rows):
    groups = {}
    for row in rows:
        groups.setdefault(row["group"], []).append(row)
    return groups


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    labels = read_labels(LABELS)
    if not os.path.isfile(sys.argv[1]):
        sys.exit("error: no such file: " + sys.argv[1])
    with open(sys.argv[1]) as file:
        table = csv.DictReader(file)
        if "gap between the ends (× diameter)" not in (table.fieldnames or []):
            sys.exit("error: " + sys.argv[1] + " is not the circle's --measures table")
        rows = [
            row for row in table
            if row["part"] == "design" and row["positive"] == "0" and row["counted"] == "1"
            and row["source"].startswith("quickdraw")
        ]
    if not rows:
        sys.exit("error: no counted Quick, Draw! design strokes in " + sys.argv[1] + " (a circle --measures table?)")

    agree, kappa = agreement(labels.values())
    print(f"raters agree on {agree}/{len(labels)} strokes (Cohen's kappa {kappa:.2f})")

    def circle(source):
        return both_call(labels.get(source))

    accepted = [row["source"] for row in rows if row["accepted"] == "1"]
    refused = [row["source"] for row in rows if row["accepted"] != "1"]
    unjudged = [source for source in accepted if source not in labels]
    circles_accepted = sum(circle(source) for source in accepted)
    # Only the strokes drawn at random from the refused ones estimate the circles among them.
    refused_sample = [source for source in refused if labels.get(source, {}).get("sampled_as") == "refused"]
    circle_share = sum(circle(source) for source in refused_sample) / len(refused_sample) if refused_sample else 0
    circles_refused = circle_share * len(refused)
    false_accepts = len(accepted) - circles_accepted
    not_circles = len(rows) - circles_accepted - circles_refused
    print(f"accepted {len(accepted)} of {len(rows)} counted strokes: {circles_accepted} themselves circles "
          f"(both raters), {len(unjudged)} not in the sample (counted)")
    print(f"circles among the refused: {circle_share:.1%} of a sample of {len(refused_sample)}, "
          f"about {circles_refused:.0f} of {len(refused)}")
    print(f"false accepts over strokes that are not circles: {false_accepts}/{not_circles:.0f} = "
          f"{100 * false_accepts / not_circles:.2f}%")
    print_rule_check()


if __name__ == "__main__":
    main()
