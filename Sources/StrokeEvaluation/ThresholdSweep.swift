/// Recall and false accepts as a recognizer's main threshold sweeps, and the design protocol: the threshold chosen on
/// the design people alone (as the recognizer divides its people: `PeopleDivision`), and what it gives on them, on the
/// lock box people it never saw, and on the strokes `gesturelab collect` gathered, when any were given.
public struct ThresholdSweep: Sendable {
    /// The figures at one threshold value.
    public struct Point: Sendable {
        public let threshold: Double
        public let evaluation: StrokeEvaluation
    }

    public let recognizer: EvaluatedRecognizer
    public let name: String
    public let current: Double
    public let points: [Point]
    /// The value chosen on the design people: the best recall with false accepts within the budget (the middle of
    /// that plateau); and the figures it gives on each part.
    public let chosen: Double
    public let design: SplitFigures
    public let lockBox: SplitFigures
    public let collected: SplitFigures
    /// The figures at today's value, on each part.
    public let todayDesign: SplitFigures
    public let todayLockBox: SplitFigures
    public let todayCollected: SplitFigures
    /// The false-accept rate a chosen threshold must stay under on the design people's negatives.
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
        let templates = recognizer.templates(from: strokes)
        let total = values.count * strokes.count
        points = values.enumerated().map { index, value in
            Point(
                threshold: value,
                evaluation: StrokeEvaluation.run(
                    recognizer, positiveName: positiveName, strokes: strokes,
                    setting: ThresholdSetting(threshold: threshold, value: value), templates: templates,
                    progress: { done, _ in progress?(index * strokes.count + done, total) }))
        }
        let figures = points.map { SplitFigures.parts(of: $0.evaluation) }
        let designs = figures.map { $0[.development] ?? SplitFigures() }
        let fits = designs.map { $0.falseAcceptRate <= ThresholdSweep.falseAcceptBudget }
        let best = designs.indices.filter { fits[$0] }.map { designs[$0].recall }.max() ?? -1
        let plateau = designs.indices.filter { fits[$0] && designs[$0].recall == best }
        let index = plateau.isEmpty ? 0 : plateau[plateau.count / 2]
        chosen = values[index]
        design = designs[index]
        lockBox = figures[index][.lockBox] ?? SplitFigures()
        collected = figures[index][.collected] ?? SplitFigures()
        let today = SplitFigures.parts(
            of: StrokeEvaluation.run(
                recognizer, positiveName: positiveName, strokes: strokes,
                setting: ThresholdSetting(threshold: threshold, value: threshold.current), templates: templates))
        todayDesign = today[.development] ?? SplitFigures()
        todayLockBox = today[.lockBox] ?? SplitFigures()
        todayCollected = today[.collected] ?? SplitFigures()
    }

    /// Three lines: the threshold and the value chosen on the design people; the figures on each part at today's
    /// value; and at the chosen one. The collected part is shown only when there are collected strokes.
    public var summary: String {
        func collectedText(_ figures: SplitFigures) -> String {
            todayCollected.isEmpty ? "" : " | collected " + figures.line
        }
        return [
            name + ": today " + Text.fixed(current) + ", chosen on the design people " + Text.fixed(chosen),
            "  today   design " + todayDesign.line + " | lock box " + todayLockBox.line + collectedText(todayCollected),
            "  chosen  design " + design.line + " | lock box " + lockBox.line + collectedText(collected),
        ].joined(separator: "\n")
    }

    public var report: String {
        var lines = [
            "recognizer: \(recognizer.name)   sweeping \(name) (today: \(Text.fixed(current)))", "",
            Text.pad("value", 10) + Text.pad("recall", 12) + "false accepts",
        ]
        for point in points {
            lines.append(
                Text.pad(Text.fixed(point.threshold), 10) + Text.pad(Text.percent(point.evaluation.recall), 12)
                    + Text.percent(point.evaluation.falseAcceptRate))
        }
        lines.append("")
        lines.append(
            "chosen on the design people (best recall with ≤ \(Text.percent(ThresholdSweep.falseAcceptBudget)) false accepts): "
                + Text.fixed(chosen))
        lines.append("  design:    " + design.line)
        lines.append("  lock box:  " + lockBox.line)
        if !todayCollected.isEmpty { lines.append("  collected: " + collected.line) }
        lines.append("at today's value (\(Text.fixed(current))):")
        lines.append("  design:    " + todayDesign.line)
        lines.append("  lock box:  " + todayLockBox.line)
        if !todayCollected.isEmpty { lines.append("  collected: " + todayCollected.line) }
        return lines.joined(separator: "\n")
    }
}
