#!/usr/bin/env python3
"""Would a learned second stage beat the hand rules? (issue 49's optional method)

Reads the measure table `gesturelab eval --measures` writes, keeps the design people, and fits two models on the
measures the recognizer already computes, the look-alikes among the negatives:
  - logistic regression over the measures' costs, each weight kept at zero or above (a weighted sum in place of
    the plain one, so the reason shown stays "the measure that weighed most");
  - gradient-boosted shallow trees (depth 3) over the measures' values and costs.
Each is judged with people left out (5 folds by person, the fold of a person fixed by a seeded shuffle), at the
threshold that gives the same recall on the design people as the hand rule, and by the same protocol: every
negative that counts against the budget, by file, and the look-alike classes. The hand rule's own figures are on
the people it was chosen on, which flatters it; the models are also shown fitted on everyone (in-sample), which
flatters them.

Needs numpy and scipy (and scikit-learn for the trees; skipped when missing):
    pip install numpy scipy scikit-learn
Usage:
    gesturelab eval '../shared/datasets/strokes/*-dev.jsonl' --recognizer chevron --measures chevron.csv
    python3 scripts/second-stage-experiment.py chevron.csv
"""
import collections
import csv
import sys

import numpy as np
from scipy.optimize import minimize

LOOK_ALIKES = ("curve_down_right", "curve_down_left", "d_stroke2", "p_stroke2", "letter_r_stroke2", "d", "qd_moon")
LOOK_ALIKE_PREFIXES = ("question_mark", "spiral")
FOLDS = 5


def load(path):
    rows = list(csv.DictReader(open(path, newline="")))
    costs = [name for name in rows[0] if name.startswith("cost: ")]
    values = [name[len("cost: "):] for name in costs]
    return rows, values, costs


def matrix(rows, columns, cap=8.0):
    return np.array([[min(float(r[c]), cap) if r[c] != "" else 0.0 for c in columns] for r in rows])


def file_of(row):
    return row["source"].rsplit(":", 1)[0]


def fit_nonnegative_logistic(x, y, weight, l2=1e-3):
    """accept when bias - sum(w_i * cost_i) >= 0, every w_i >= 0: the hand rule is bias 2, every weight 1."""
    def loss(p):
        z = p[0] - x @ p[1:]
        value = (weight * (np.logaddexp(0, -z) * y + np.logaddexp(0, z) * (1 - y))).sum() + l2 * (p[1:] ** 2).sum()
        g = (1 / (1 + np.exp(-z)) - y) * weight
        return value, np.concatenate([[g.sum()], -(x.T @ g) + 2 * l2 * p[1:]])

    start = np.concatenate([[2.0], np.ones(x.shape[1])])
    bounds = [(None, None)] + [(0, None)] * x.shape[1]
    return minimize(loss, start, jac=True, method="L-BFGS-B", bounds=bounds).x


def balanced_weights(rows, positive, counted):
    """Each file's counted negatives weigh as much as another file's; the positives as much as all of them."""
    weight = np.zeros(len(rows))
    files = sorted({file_of(r) for r in rows})
    for name in files:
        mask = counted & np.array([file_of(r) == name for r in rows])
        if mask.any():
            weight[mask] = 1.0 / mask.sum()
    weight[positive] = len(files) / positive.sum()
    return weight / weight.sum() * 1000


def report(label, accepted, rows, positive, counted):
    people = collections.defaultdict(list)
    for i in np.where(positive)[0]:
        people[rows[i]["subject"]].append(accepted[i])
    worst = min((np.mean(v), k) for k, v in people.items() if len(v) >= 5)
    by_file = []
    for name in sorted({file_of(r) for r in rows}):
        mask = counted & np.array([file_of(r) == name for r in rows])
        by_file.append("%s %.2f%%" % (name.split("-")[0], 100 * accepted[mask].mean()))
    looks = collections.defaultdict(list)
    for i, r in enumerate(rows):
        if not positive[i] and (r["name"] in LOOK_ALIKES or r["name"].startswith(LOOK_ALIKE_PREFIXES)):
            looks[r["name"]].append(accepted[i])
    print("%s\n  recall %.2f%% (worst person %s %.1f%%); false accepts %.2f%%: %s" % (
        label, 100 * accepted[positive].mean(), worst[1], 100 * worst[0], 100 * accepted[counted].mean(),
        ", ".join(by_file)))
    print("  look-alikes: " + (", ".join(
        "%s %d/%d" % (k, sum(v), len(v)) for k, v in sorted(looks.items()) if sum(v)) or "none accepted"))


def at_recall(score, positive, recall):
    ranked = np.sort(score[positive])
    return score >= ranked[int(np.floor((1 - recall) * len(ranked)))]


def main(path):
    rows, values, costs = load(path)
    rows = [r for r in rows if r["part"] == "design"]
    weighed = np.array([r["score"] != "" for r in rows])
    positive = np.array([r["positive"] == "1" for r in rows])
    counted = np.array([r["counted"] == "1" for r in rows])
    hand = np.array([r["accepted"] == "1" for r in rows])
    # What the hand rule refuses before weighing (hard limits) stays refused; the models judge the rest.
    trainable = weighed & (positive | counted) & np.array([r["reason"] not in ("a leg is too short", "too small")
                                                           for r in rows])
    x_costs = matrix(rows, costs)
    x_all = np.hstack([matrix(rows, values, cap=1e9), x_costs])
    y = positive.astype(float)
    weight = balanced_weights(rows, positive & trainable, counted & trainable)
    people = sorted({r["subject"] for r in rows})
    order = np.random.RandomState(0).permutation(len(people))
    fold_of_person = {people[i]: k % FOLDS for k, i in enumerate(order)}
    fold = np.array([fold_of_person[r["subject"]] for r in rows])
    recall = hand[positive].mean()

    report("hand rule (chosen on these people)", hand, rows, positive, counted)

    def judged(fit, score_of, label):
        left_out = np.full(len(rows), -np.inf)
        for k in range(FOLDS):
            train = trainable & (fold != k)
            model = fit(train)
            test = trainable & (fold == k)
            left_out[test] = score_of(model, test)
        report(label + ", people left out, at the hand rule's recall", at_recall(left_out, positive, recall),
               rows, positive, counted)
        model = fit(trainable)
        everyone = np.full(len(rows), -np.inf)
        everyone[trainable] = score_of(model, trainable)
        report(label + ", fitted on everyone (in-sample)", at_recall(everyone, positive, recall),
               rows, positive, counted)
        return model

    p = judged(lambda m: fit_nonnegative_logistic(x_costs[m], y[m], weight[m]),
               lambda p, m: p[0] - x_costs[m] @ p[1:], "weighted costs (logistic)")
    print("  weights fitted on everyone: bias %.2f; %s" % (
        p[0], ", ".join("%s %.2f" % (n, w) for n, w in zip(values, p[1:]))))
    try:
        from sklearn.ensemble import HistGradientBoostingClassifier
    except ImportError:
        print("scikit-learn is not installed: the trees are skipped")
        return

    def trees(m):
        model = HistGradientBoostingClassifier(max_depth=3, max_iter=200, learning_rate=0.1, random_state=0)
        return model.fit(x_all[m], positive[m], sample_weight=weight[m] / weight[m].mean())

    judged(trees, lambda t, m: t.decision_function(x_all[m]), "shallow trees (depth 3, 200 rounds)")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: second-stage-experiment.py MEASURES.csv (from gesturelab eval --measures)")
    main(sys.argv[1])
