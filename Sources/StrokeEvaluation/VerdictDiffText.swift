extension VerdictDiff {
    /// What `gesturelab eval diff` prints: what was compared, recall and false accepts before → after, how many
    /// strokes flipped, each flip grouped by kind (counted by name and by person, then listed), and how many strokes
    /// kept their verdict for other reasons.
    public var report: String {
        var lines = [
            "OLD: \(describe(old.header))",
            "NEW: \(describe(new.header))",
            "strokes: \(changes.count) of " + new.header.files.map(\.file).joined(separator: ", "),
        ]
        lines += limitChanges
        let positive = new.header.positive
        lines.append("")
        lines.append("recall (\(positive)): \(share(\.positive, old: true)) → \(share(\.positive, old: false))")
        lines.append(
            "false accepts (all other names): \(share({ !$0.positive }, old: true)) → "
                + "\(share({ !$0.positive }, old: false))")
        lines.append("flipped: \(flips.count) of \(changes.count) strokes")
        for flip in Flip.allCases {
            let changes = flipped(flip)
            lines.append("")
            guard !changes.isEmpty else {
                lines.append("\(flip.title): none")
                continue
            }
            lines.append("\(flip.title): \(changes.count)")
            lines.append("  by name: " + tally(changes.map(\.new.name)))
            lines.append("  by person: " + tally(changes.map { $0.new.subject.map { "subject \($0)" } ?? "subject ?" }))
            for change in changes { lines.append("    " + Self.line(change)) }
        }
        lines.append("")
        lines.append("reason changed, verdict kept: \(reasonChanges.count) of \(changes.count) strokes")
        return lines.joined(separator: "\n")
    }

    /// One flipped stroke: "dollar1-dev.jsonl:12 circle (subject 3): refused (has corners) → accepted".
    public static func line(_ change: Change) -> String {
        let subject = change.new.subject.map { " (subject \($0))" } ?? ""
        return "\(change.new.source) \(change.new.name)\(subject): \(verdict(change.old)) → \(verdict(change.new))"
    }

    /// "accepted", or "refused (its reason)".
    public static func verdict(_ verdict: VerdictFile.Verdict) -> String {
        verdict.accepted ? "accepted" : "refused (\(verdict.reason ?? "no reason given"))"
    }

    /// The regression line `--fail-on regression` prints before it fails, nil when there is none.
    public var regressionSummary: String? {
        guard hasRegression else { return nil }
        return "regression: \(flipped(.newlyMissed).count) positives newly missed, "
            + "\(flipped(.newlyAccepted).count) negatives newly accepted"
    }

    private func describe(_ header: VerdictFile.Header) -> String {
        let calibration = header.calibration.map { ", \($0)" } ?? ""
        let variation = header.variation.map { ", perturbed: \($0)" } ?? ""
        return "\(header.recognizer)\(calibration)\(variation) (GestureLab \(header.version), commit \(header.commit), "
            + "\(header.date))"
    }

    /// The limits that differ between the two files, when both are of one recognizer.
    private var limitChanges: [String] {
        guard old.header.recognizer == new.header.recognizer else { return [] }
        let before = Dictionary(old.header.limits.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let changed = new.header.limits.compactMap { limit -> String? in
            guard let was = before[limit.name], was != limit.value else { return nil }
            return "\(limit.name) \(VerdictLines.shortest(was)) → \(VerdictLines.shortest(limit.value))"
        }
        return changed.isEmpty ? [] : ["limits changed: " + changed.joined(separator: ", ")]
    }

    /// "415/420 = 98.81%" of the strokes `counted` selects, accepted in the old or the new file.
    private func share(_ counted: (VerdictFile.Verdict) -> Bool, old: Bool) -> String {
        let verdicts = changes.map { old ? $0.old : $0.new }.filter(counted)
        let accepted = verdicts.filter(\.accepted).count
        return "\(accepted)/\(verdicts.count) = \(Text.percent(accepted, verdicts.count))"
    }

    /// "circle ×3, arrow ×1": how often each value occurs, most first (ties by name).
    private func tally(_ values: [String]) -> String {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
    }
}
