#!/usr/bin/env python3
"""How many of the chevron's or the tickle's false accepts are themselves the shape, judged by eye?

docs/labels/R-judged.csv holds two raters' judgements, made apart from numbered pictures without names or verdicts
and by a rule written first (docs/labels/R-rule.md), of a sample of the design people's strokes at fb95f81: every
counted negative R accepted, and negatives drawn at random from those it refused, in two groups (the chevron: scoring
under 4, and the rest; the tickle: turning back twice or more, and the rest). For the chevron also every chevron it
refused, every chevron of the two people under 90 % (MMG 122, MMG+ 20007) and 60 other accepted chevrons; then, by
two more raters, every other chevron scoring over 1.2, 26 other accepted ones and 20 more refused negatives.

This prints their agreement and the false accepts over the strokes that are not the shape, by file: a stroke is set
aside only when both raters call it the shape; an accepted stroke outside the sample counts; the shapes among the
refused are estimated from the refused samples. For the chevron, how the raters judge its chevrons too, and what
it would take and leave with both set aside (the chevrons both call curves, the negatives both call ">"s).

Usage:
    gesturelab eval '../shared/datasets/strokes/*-dev.jsonl' --recognizer R --split design --measures R.csv
    python3 scripts/judged-false-accepts.py R R.csv        (R: chevron or tickle)
"""
import csv
import json
import os
import sys

from judged_labels import agreement, both_call, read_labels

HERE = os.path.dirname(os.path.abspath(__file__))
STROKES = os.path.join(HERE, "..", "..", "shared", "datasets", "strokes")


def scores_under_four(row):
    return row["score"] != "" and float(row["score"]) < 4


def turns_back_twice(row):
    """Whether the stroke reverses its horizontal direction twice or more, each time by 15 % of its width."""
    points = read_points(row["source"])
    xs = [point[0] for point in points]
    hysteresis = 0.15 * ((max(xs) - min(xs)) or 1)
    turns, direction, extreme = 0, 0, xs[0]
    for x in xs[1:]:
        if direction == 0:
            if abs(x - xs[0]) > hysteresis:
                direction, extreme = (1 if x > xs[0] else -1), x
        elif (x - extreme) * direction > 0:
            extreme = x
        elif abs(x - extreme) > hysteresis:
            turns, direction, extreme = turns + 1, -direction, x
    return turns >= 2


_files = {}


def read_points(source):
    name, line = source.rsplit(":", 1)
    if name not in _files:
        with open(os.path.join(STROKES, name)) as file:
            _files[name] = file.read().splitlines()
    return json.loads(_files[name][int(line) - 1])["points"]


# Each recognizer: whether a --measures table is its own (the tickle's has no measures, so no costs), and the refused
# groups sampled apart (as the labels name them).
RECOGNIZERS = {
    "chevron": (lambda columns: "turning at the apex (share)" in columns, [
        ("refused negative, score under 4", scores_under_four), ("refused negative", None)]),
    "tickle": (lambda columns: not any(column.startswith("cost:") for column in columns), [
        ("refused negative, turning back twice or more", turns_back_twice), ("refused negative", None)]),
}


def read_table(path, is_its_own):
    if not os.path.isfile(path):
        sys.exit("error: no such file: " + path)
    with open(path) as file:
        table = csv.DictReader(file)
        columns = table.fieldnames or []
        if "accepted" not in columns or "score" not in columns or not is_its_own(columns):
            sys.exit("error: " + path + " is not this recognizer's --measures table")
        rows = [row for row in table if row["part"] == "design"]
    if not rows:
        sys.exit("error: no design strokes in " + path)
    return rows


def file_of(row):
    return row["source"].rsplit(":", 1)[0]


def print_false_accepts(rows, labels, groups):
    def shape(row):
        return both_call(labels.get(row["source"]))

    negatives = [row for row in rows if row["positive"] == "0" and row["counted"] == "1"]
    accepted = [row for row in negatives if row["accepted"] == "1"]
    refused = [row for row in negatives if row["accepted"] != "1"]
    unjudged = [row for row in accepted if row["source"] not in labels]
    shapes_accepted = sum(shape(row) for row in accepted)
    print(f"accepted {len(accepted)} of {len(negatives)} counted negatives: {shapes_accepted} themselves the shape "
          f"(both raters), {len(unjudged)} not in the sample (counted)")
    # Each refused group's share of shapes comes only from the strokes drawn at random from it.
    shapes_refused, rest = 0.0, refused
    for sampled_as, belongs in groups:
        members, rest = partition(rest, belongs)
        sample = [row for row in members if labels.get(row["source"], {}).get("sampled_as") == sampled_as]
        found = sum(shape(row) for row in sample)
        share = found / len(sample) if sample else 0
        shapes_refused += share * len(members)
        print(f"shapes in the sample of \"{sampled_as}\": {found} of {len(sample)}, about "
              f"{share * len(members):.0f} of the {len(members)}")
    false_accepts = len(accepted) - shapes_accepted
    others = len(negatives) - shapes_accepted - shapes_refused
    print(f"false accepts over strokes that are not the shape: {false_accepts}/{others:.0f} = "
          f"{100 * false_accepts / others:.2f}%")
    for name, in_file in by_file(negatives).items():
        taken = [row for row in in_file if row["accepted"] == "1"]
        shapes = sum(shape(row) for row in taken)
        rest_taken, rest_all = len(taken) - shapes, len(in_file) - shapes
        print(f"  {name}: {len(taken)} accepted, {shapes} themselves the shape; the rest "
              f"{rest_taken}/{rest_all} = {100 * rest_taken / rest_all:.2f}%")


def partition(rows, belongs):
    """The rows in the group (all of them when `belongs` is None) and the rest, each row judged once."""
    if belongs is None:
        return rows, []
    members, rest = [], []
    for row in rows:
        (members if belongs(row) else rest).append(row)
    return members, rest


def by_file(rows):
    """The rows grouped by the stroke file they come from, in file order."""
    groups = {}
    for row in rows:
        groups.setdefault(file_of(row), []).append(row)
    return dict(sorted(groups.items()))


def print_chevrons(rows, labels):
    def called(row, label):
        return both_call(labels.get(row["source"]), label=label)

    positives = [row for row in rows if row["positive"] == "1"]
    for sampled_as in ("accepted positive", "accepted positive, second sample"):
        group = [row for row in positives if labels.get(row["source"], {}).get("sampled_as") == sampled_as]
        print(f"the sample of \"{sampled_as}\": {sum(called(row, 'N') for row in group)} of {len(group)} "
              "called curves")
    refused = [row for row in positives if row["accepted"] != "1"]
    print(f"refused chevrons: {sum(called(row, 'N') for row in refused)} of {len(refused)} called curves")
    for data_set, person in (("mmg", "122"), ("mmgplus", "20007")):
        own = [row for row in positives if file_of(row) == f"{data_set}-dev.jsonl" and row["subject"] == person]
        for verdict in ("accepted", "refused"):
            group = [row for row in own if (row["accepted"] == "1") == (verdict == "accepted")]
            print(f"{data_set} person {person}, {verdict}: {sum(called(row, 'N') for row in group)} of {len(group)} "
                  "called curves")
    print_with_both_set_aside(rows, called)


def print_with_both_set_aside(rows, called):
    """Recall, the worst person and each file's false accepts as the score threshold moves, with the chevrons both
    raters call curves and the negatives both call ">"s set aside."""
    positives = [row for row in rows if row["positive"] == "1" and not called(row, "N")]
    negatives = [row for row in rows if row["positive"] == "0" and row["counted"] == "1" and not called(row, "C")]
    print(f"with both set aside ({len(positives)} chevrons, {len(negatives)} negatives), as the threshold moves:")
    files = by_file(negatives)
    for threshold in (2.0, 1.8, 1.6, 1.4):
        def taken(row):
            return row["accepted"] == "1" and float(row["score"]) <= threshold

        people = {}
        for row in positives:
            people.setdefault((file_of(row), row["subject"]), []).append(taken(row))
        worst = min((sum(verdicts) / len(verdicts), person)
                    for person, verdicts in people.items() if len(verdicts) >= 5)
        rates = [f"{name.split('-')[0]} {100 * sum(map(taken, in_file)) / len(in_file):.2f}%"
                 for name, in_file in files.items()]
        print(f"  {threshold:.1f}: recall {sum(map(taken, positives))}/{len(positives)}, worst person "
              f"{100 * worst[0]:.0f}% ({' '.join(worst[1])}); FA {', '.join(rates)}")


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in RECOGNIZERS:
        sys.exit(__doc__)
    recognizer, path = sys.argv[1], sys.argv[2]
    is_its_own, groups = RECOGNIZERS[recognizer]
    labels_path = os.path.join(HERE, "..", "docs", "labels", f"{recognizer}-judged.csv")
    if not os.path.isfile(labels_path):
        sys.exit("error: no labels at " + labels_path)
    labels = read_labels(labels_path)
    rows = read_table(path, is_its_own)
    missing = set(labels) - {row["source"] for row in rows}
    if missing:
        sys.exit(f"error: {path} lacks {len(missing)} of the judged strokes (made from all seven development files?)")
    agree, kappa = agreement(labels.values())
    print(f"raters agree on {agree}/{len(labels)} strokes (Cohen's kappa {kappa:.2f})")
    print_false_accepts(rows, labels, groups)
    if recognizer == "chevron":
        print_chevrons(rows, labels)


if __name__ == "__main__":
    main()
