"""Reading two raters' C/N labels (docs/labels/) and their agreement, for the judged-* scripts."""
import csv


def read_labels(path):
    """The labels by stroke source, skipping the file's # comment lines."""
    with open(path) as file:
        lines = [line for line in file if not line.startswith("#")]
    return {row["source"]: row for row in csv.DictReader(lines)}


def agreement(rows, first="rater_a", second="rater_b"):
    """How many rows the two raters label alike, and Cohen's kappa."""
    agree = sum(row[first] == row[second] for row in rows)
    share_first = sum(row[first] == "C" for row in rows) / len(rows)
    share_second = sum(row[second] == "C" for row in rows) / len(rows)
    chance = share_first * share_second + (1 - share_first) * (1 - share_second)
    if chance == 1:
        return agree, 1.0  # both give one label to everything: agreement is all there is
    return agree, (agree / len(rows) - chance) / (1 - chance)


def both_call(row, first="rater_a", second="rater_b", label="C"):
    """Whether both raters give the stroke this label (C: it is the shape); an unjudged stroke (None) gets none."""
    return row is not None and row[first] == label and row[second] == label
