/// `eval --perturb`: every stroke played again under one change that should not change the answer — another
/// sampling rate, speed, size or slant — and the change in recall and false accepts it caused.
public struct Perturbation: Sendable {
    /// One way of changing the strokes.
    public struct Variation: Sendable {
        public let name: String
        public let apply: @Sendable (StrokeTransforms.TimedPoints) -> StrokeTransforms.TimedPoints
    }

    public static let variations: [Variation] = [
        Variation(name: "sampled at 60 Hz") { StrokeTransforms.sampling($0, atHertz: 60) },
        Variation(name: "sampled at 120 Hz") { StrokeTransforms.sampling($0, atHertz: 120) },
        Variation(name: "sampled at 240 Hz") { StrokeTransforms.sampling($0, atHertz: 240) },
        Variation(name: "half speed") { StrokeTransforms.stretchingTime($0, by: 2) },
        Variation(name: "double speed") { StrokeTransforms.stretchingTime($0, by: 0.5) },
        Variation(name: "0.5× size") { StrokeTransforms.scaling($0, by: 0.5) },
        Variation(name: "2× size") { StrokeTransforms.scaling($0, by: 2) },
        Variation(name: "3× size") { StrokeTransforms.scaling($0, by: 3) },
        Variation(name: "rotated −10°") { StrokeTransforms.rotating($0, byDegrees: -10) },
        Variation(name: "rotated +10°") { StrokeTransforms.rotating($0, byDegrees: 10) },
    ]

    /// One variation's figures.
    public struct Row: Sendable {
        public let variation: String
        public let evaluation: StrokeEvaluation
    }

    public let original: StrokeEvaluation
    public let rows: [Row]

    /// Runs the recognizer on the strokes as recorded and under every variation.
    public init(
        _ recognizer: EvaluatedRecognizer, positiveName: String? = nil, strokes: [RecordedStroke],
        progress: ((Int, Int) -> Void)? = nil
    ) {
        let total = strokes.count * (Perturbation.variations.count + 1)
        let templates =
            recognizer == .pointCloudCircle || recognizer == .pointCloudChevron
            ? PointCloudTemplates(strokes: strokes) : nil
        original = StrokeEvaluation.run(
            recognizer, positiveName: positiveName, strokes: strokes, templates: templates,
            progress: { done, _ in progress?(done, total) })
        var rows: [Row] = []
        for (index, variation) in Perturbation.variations.enumerated() {
            let changed = strokes.map { $0.with(points: variation.apply($0.points)) }
            let offset = strokes.count * (index + 1)
            rows.append(
                Row(
                    variation: variation.name,
                    evaluation: StrokeEvaluation.run(
                        recognizer, positiveName: positiveName, strokes: changed, templates: templates,
                        progress: { done, _ in progress?(offset + done, total) })))
        }
        self.rows = rows
    }

    /// The largest loss of recall, in percentage points.
    public var worstRecallLoss: Double {
        rows.map { (original.recall - $0.evaluation.recall) * 100 }.max() ?? 0
    }

    public var report: String {
        var lines = [
            "recognizer: \(original.recognizer.rawValue)   positive: \(original.positiveName)   (perturbed strokes)",
            "",
            Text.pad("variation", 20) + Text.pad("recall", 24) + Text.pad("change", 10) + Text.pad("false accepts", 22)
                + "change",
        ]
        func line(_ name: String, _ evaluation: StrokeEvaluation, compared: Bool) -> String {
            let recalled = evaluation.positives.map {
                "\($0.recognized)/\($0.strokes) = \(Text.percent(evaluation.recall))"
            }
            let recallChange = (evaluation.recall - original.recall) * 100
            let faChange = (evaluation.falseAcceptRate - original.falseAcceptRate) * 100
            return Text.pad(name, 20) + Text.pad(recalled ?? "n/a", 24)
                + Text.pad(compared ? signed(recallChange) + " pt" : "", 10)
                + Text.pad(
                    "\(evaluation.falseAccepts)/\(evaluation.negativeStrokes) = \(Text.percent(evaluation.falseAcceptRate))",
                    22)
                + (compared ? signed(faChange) + " pt" : "")
        }
        lines.append(line("as recorded", original, compared: false))
        for row in rows { lines.append(line(row.variation, row.evaluation, compared: true)) }
        lines.append("")
        lines.append("largest loss of recall: \(Text.fixed(max(worstRecallLoss, 0))) points")
        return lines.joined(separator: "\n")
    }

    private func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + Text.fixed(value) }
}
