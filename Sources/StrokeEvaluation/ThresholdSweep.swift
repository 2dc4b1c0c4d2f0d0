/// Recall and false accepts as a recognizer's main threshold sweeps, and the threshold chosen with each person
/// held out in turn (chosen on the others, measured on that person): the honest figure for a tuned threshold.
public struct ThresholdSweep: Sendable {
    /// The figures at one threshold value.
    public struct Point: Sendable {
        public let threshold: Double
        public let evaluation: StrokeEvaluation
    }

    /// One person held out: the value chosen on everyone else and what it gives on them.
    public struct HeldOut: Sendable {
        public let subject: Int?
        public let chosen: Double
        public let row: SubjectTable.Row
    }

    public let recognizer: EvaluatedRecognizer
    public let name: String
    public let current: Double
    public let points: [Point]
    public let heldOut: [HeldOut]
    /// The false-accept rate a chosen threshold must stay under on the tuning subjects.
    public static let falseAcceptBudget = 0.002

    /// Sweeps `threshold` (by default the recognizer's main one); nil when the recognizer has none.
    public init?(
        _ recognizer: EvaluatedRecognizer, threshold: Threshold? = nil, positiveName: String? = nil,
        strokes: [RecordedStroke], steps: Int = 24, progress: ((Int, Int) -> Void)? = nil
    ) {
        guard let threshold = threshold ?? recognizer.thresholds.first else { return nil }
        self.recognizer = recognizer
        name = threshold.name
        current = threshold.current
        let values = (0...steps).map {
            threshold.range.lowerBound + (threshold.range.upperBound - threshold.range.lowerBound) * Double($0)
                / Double(steps)
        }
        let templates =
            recognizer == .pointCloudCircle || recognizer == .pointCloudChevron
            ? PointCloudTemplates(strokes: strokes) : nil
        let total = values.count * strokes.count
        points = values.enumerated().map { index, value in
            Point(
                threshold: value,
                evaluation: StrokeEvaluation.run(
                    recognizer, positiveName: positiveName, strokes: strokes,
                    setting: ThresholdSetting(threshold: threshold, value: value), templates: templates,
                    progress: { done, _ in progress?(index * strokes.count + done, total) }))
        }
        let tables = points.map { SubjectTable($0.evaluation) }
        let subjects = tables.first?.rows.map(\.subject) ?? []
        heldOut = subjects.map { subject in
            // On everyone else: the best recall within the false-accept budget; among equals, the middle value.
            let scores = tables.map { table -> (recall: Double, fits: Bool) in
                let others = table.rows.filter { $0.subject != subject }
                let positives = others.reduce(0) { $0 + $1.positives }
                let recognized = others.reduce(0) { $0 + $1.recognized }
                let negatives = others.reduce(0) { $0 + $1.negatives }
                let falseAccepts = others.reduce(0) { $0 + $1.falseAccepts }
                let rate = Double(falseAccepts) / Double(max(negatives, 1))
                return (Double(recognized) / Double(max(positives, 1)), rate <= ThresholdSweep.falseAcceptBudget)
            }
            let best = scores.filter(\.fits).map(\.recall).max() ?? -1
            let plateau = scores.indices.filter { scores[$0].fits && scores[$0].recall == best }
            let index = plateau.isEmpty ? 0 : plateau[plateau.count / 2]
            return HeldOut(
                subject: subject, chosen: values[index], row: tables[index].rows.first { $0.subject == subject }!)
        }
    }

    /// The held-out figures pooled over the subjects: each measured with the value chosen without them.
    public var heldOutPooled: (recognized: Int, positives: Int, falseAccepts: Int, negatives: Int) {
        (
            heldOut.reduce(0) { $0 + $1.row.recognized }, heldOut.reduce(0) { $0 + $1.row.positives },
            heldOut.reduce(0) { $0 + $1.row.falseAccepts }, heldOut.reduce(0) { $0 + $1.row.negatives }
        )
    }

    /// One line: today's value, the values chosen with each subject held out, and the pooled held-out figures.
    public var summary: String {
        let pooled = heldOutPooled
        let chosen = heldOut.map { Text.fixed($0.chosen) }.joined(separator: " ")
        let worst = heldOut.filter { $0.row.positives > 0 }.map(\.row.recall).min() ?? 0
        return Text.pad(name, 42) + Text.pad("today \(Text.fixed(current))", 14) + Text.pad("chosen: \(chosen) ", 50)
            + "held out: \(pooled.recognized)/\(pooled.positives) = \(Text.percent(pooled.recognized, pooled.positives)), "
            + "worst \(Text.percent(worst)), FA \(pooled.falseAccepts)/\(pooled.negatives)"
    }

    public var report: String {
        var lines = [
            "recognizer: \(recognizer.rawValue)   sweeping \(name) (today: \(Text.fixed(current)))", "",
            Text.pad("value", 10) + Text.pad("recall", 12) + "false accepts",
        ]
        for point in points {
            lines.append(
                Text.pad(Text.fixed(point.threshold), 10) + Text.pad(Text.percent(point.evaluation.recall), 12)
                    + Text.percent(point.evaluation.falseAcceptRate))
        }
        lines.append("")
        lines.append(
            "tuned with each subject held out (best recall with ≤ \(Text.percent(ThresholdSweep.falseAcceptBudget)) false accepts on the others):"
        )
        for held in heldOut {
            lines.append(
                "  subject \(held.subject.map { "\($0)" } ?? "?"): chose \(Text.fixed(held.chosen)) → recall "
                    + "\(held.row.recognized)/\(held.row.positives) = \(Text.percent(held.row.recognized, held.row.positives)), "
                    + "false accepts \(held.row.falseAccepts)/\(held.row.negatives)")
        }
        let recognized = heldOut.reduce(0) { $0 + $1.row.recognized }
        let positives = heldOut.reduce(0) { $0 + $1.row.positives }
        let falseAccepts = heldOut.reduce(0) { $0 + $1.row.falseAccepts }
        let negatives = heldOut.reduce(0) { $0 + $1.row.negatives }
        lines.append(
            "  held-out pooled: recall \(recognized)/\(positives) = \(Text.percent(recognized, positives)), "
                + "false accepts \(falseAccepts)/\(negatives) = \(Text.percent(falseAccepts, negatives))")
        return lines.joined(separator: "\n")
    }
}
