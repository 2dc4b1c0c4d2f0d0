import CalibrationProfile

/// The table `eval --teach` prints: one line per way the strokes were played (as recorded, and with `--perturb`
/// each variation), with recall on the strokes not used to teach before and after each person taught it, the worst
/// person after, how each person's teaching ended, and the most false accepts any person's limits let through.
public struct TeachingTable: Sendable {
    public let rows: [(label: String, teaching: TeachingEvaluation)]
    /// How many shipped negatives each widening was checked on.
    public let shippedNegatives: Int

    public init(rows: [(label: String, teaching: TeachingEvaluation)], shippedNegatives: Int) {
        self.rows = rows
        self.shippedNegatives = shippedNegatives
    }

    public var report: String {
        let budget = Text.percent(CalibrationSession.budget)
        let attempts = TeachingEvaluation.attempts
        let first = rows.first?.teaching
        let general = first.map {
            "\($0.generalFalseAccepts)/\($0.negatives) = \(Text.percent($0.generalFalseAccepts, $0.negatives))"
        }
        var lines = [
            "teaching it their way (key C): each person's first \(attempts) strokes it weighs teach it, within the \(budget)"
                + " budget on the \(shippedNegatives) shipped negatives;",
            "their other \(first?.judged ?? 0) strokes (people with more than \(attempts)) are played again with the"
                + " limits that gave. False accepts: this run's",
            "negatives in the budget, as recorded: \(general ?? "n/a") under the general limits.",
            "",
            Text.pad("variation", Perturbation.nameWidth) + Text.pad("recall before → after", 26)
                + Text.pad("worst person after", 21)
                + Text.pad("widened/over/passed/few", 25) + "most false accepts under one person's widened limits",
        ]
        for (label, teaching) in rows {
            let recall =
                "\(Text.percent(teaching.acceptedBefore, teaching.judged)) → "
                + Text.percent(teaching.acceptedAfter, teaching.judged)
            let worst =
                teaching.worstAfter.map { "\(Text.percent($0.acceptedAfter, $0.judged)) (\($0.subject))" } ?? "n/a"
            let tally = teaching.tally
            let ways = "\(tally.widened)/\(tally.overBudget)/\(tally.passedAlready)/\(tally.tooFewAttempts)"
            let most =
                teaching.mostFalseAccepts.map {
                    "\($0.falseAccepts)/\(teaching.negatives) = \(Text.percent($0.falseAccepts, teaching.negatives))"
                        + " (\($0.subject))"
                } ?? "—"
            lines.append(
                Text.pad(label, Perturbation.nameWidth) + Text.pad(recall, 26) + Text.pad(worst, 21)
                    + Text.pad(ways, 25) + most)
        }
        lines += [
            "",
            "widened/over/passed/few: people whose limits were widened / whose widening was refused, over budget / whose",
            "attempts passed already / with fewer than \(attempts) strokes weighed at all.",
        ]
        return lines.joined(separator: "\n")
    }
}
