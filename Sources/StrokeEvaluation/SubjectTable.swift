/// Leave-one-subject-out figures: the recognizer as configured, measured on each person's strokes alone, with the
/// pooled figures and the worst person called out.
public struct SubjectTable: Sendable {
    /// One person's figures.
    public struct Row: Sendable {
        public let subject: Int?
        public let positives: Int
        public let recognized: Int
        public let negatives: Int
        public let falseAccepts: Int
        public var recall: Double { Double(recognized) / Double(max(positives, 1)) }
    }

    public let evaluation: StrokeEvaluation
    public let rows: [Row]

    public init(_ evaluation: StrokeEvaluation) {
        self.evaluation = evaluation
        let subjects = Set(evaluation.outcomes.map(\.stroke.subject)).sorted { ($0 ?? -1) < ($1 ?? -1) }
        rows = subjects.map { subject in
            let mine = evaluation.outcomes.filter { $0.stroke.subject == subject }
            let positives = mine.filter { $0.stroke.name == evaluation.positiveName }
            let negatives = mine.filter { $0.stroke.name != evaluation.positiveName }
            return Row(
                subject: subject, positives: positives.count, recognized: positives.filter(\.accepted).count,
                negatives: negatives.count, falseAccepts: negatives.filter(\.accepted).count)
        }
    }

    /// The person with the lowest recall (most false accepts on a tie).
    public var worst: Row? {
        rows.filter { $0.positives > 0 }.min {
            ($0.recall, -$0.falseAccepts) < ($1.recall, -$1.falseAccepts)
        }
    }

    public var report: String {
        var lines = [
            "recognizer: \(evaluation.recognizer.name)   positive: \(evaluation.positiveName)   (each person alone)",
            "",
            "subject   recall                 false accepts",
        ]
        func line(_ label: String, _ recognized: Int, _ positives: Int, _ falseAccepts: Int, _ negatives: Int) -> String
        {
            Text.pad(label, 10) + Text.pad("\(recognized)/\(positives) = \(Text.percent(recognized, positives))", 23)
                + "\(falseAccepts)/\(negatives) = \(Text.percent(falseAccepts, negatives))"
        }
        for row in rows {
            lines.append(
                line(row.subject.map { "\($0)" } ?? "?", row.recognized, row.positives, row.falseAccepts, row.negatives)
            )
        }
        lines.append(
            line(
                "pooled", rows.reduce(0) { $0 + $1.recognized }, rows.reduce(0) { $0 + $1.positives },
                rows.reduce(0) { $0 + $1.falseAccepts }, rows.reduce(0) { $0 + $1.negatives }))
        if let worst {
            lines.append(
                "worst subject: \(worst.subject.map { "\($0)" } ?? "?") at \(Text.percent(worst.recognized, worst.positives)) recall, "
                    + "\(worst.falseAccepts) false accept(s)")
        }
        return lines.joined(separator: "\n")
    }
}
