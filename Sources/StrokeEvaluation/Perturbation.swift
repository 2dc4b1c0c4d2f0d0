import GestureEngine
import TutorialRecognizers

/// `eval --perturb`: every stroke played again under one change that should not change the answer — another
/// sampling rate, speed, size or angle, another person's style (end hooks, a circle closed short or long, an
/// overshoot, a tremor, a slant, unequal legs) or another device (sensor noise, strokes stored simplified,
/// resampled or without times) — and the change in recall and false accepts it caused. A recognizer that loses more
/// than `fragileLoss` points of recall under one of them is fragile there. A stroke placed in a view that a change
/// would make begin outside the view is moved back inside it (`apply`), as a touch begins inside.
public struct Perturbation: Sendable {
    /// One way of changing the strokes.
    public struct Variation: Sendable {
        public let name: String
        /// The shape it is about, if it is about one (a circle's closure, a chevron's apex and legs); nil for all.
        public let shape: Shape?
        public let apply: @Sendable (StrokeTransforms.TimedPoints) -> StrokeTransforms.TimedPoints

        init(
            name: String, shape: Shape? = nil,
            apply: @escaping @Sendable (StrokeTransforms.TimedPoints) -> StrokeTransforms.TimedPoints
        ) {
            self.name = name
            self.shape = shape
            self.apply = apply
        }
    }

    /// The shapes some variations are about: closing a stroke that is not a circle, or stretching the "leg" of a
    /// tickle, says nothing about its recognizer.
    public enum Shape: Sendable {
        case circle, chevron

        func fits(_ recognizer: EvaluatedRecognizer) -> Bool {
            switch self {
            case .circle: recognizer.defaultPositiveName == "circle"
            case .chevron: recognizer.defaultPositiveName == "right_chevron"
            }
        }
    }

    /// The variations that apply to a recognizer.
    public static func variations(for recognizer: EvaluatedRecognizer) -> [Variation] {
        variations.filter { $0.shape?.fits(recognizer) ?? true }
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
        Variation(name: "start hook 5%") { StyleTransforms.hooking($0, .start, fraction: 0.05, degrees: hookAngle) },
        Variation(name: "start hook 25%") { StyleTransforms.hooking($0, .start, fraction: 0.25, degrees: hookAngle) },
        Variation(name: "end hook 5%") { StyleTransforms.hooking($0, .end, fraction: 0.05, degrees: hookAngle) },
        Variation(name: "end hook 25%") { StyleTransforms.hooking($0, .end, fraction: 0.25, degrees: hookAngle) },
        Variation(name: "closed to 70% turn", shape: .circle) { StyleTransforms.closing($0, toTurns: 0.7) },
        Variation(name: "closed to 75% turn", shape: .circle) { StyleTransforms.closing($0, toTurns: 0.75) },
        Variation(name: "closed to 80% turn", shape: .circle) { StyleTransforms.closing($0, toTurns: 0.8) },
        Variation(name: "closed to 90% turn", shape: .circle) { StyleTransforms.closing($0, toTurns: 0.9) },
        Variation(name: "closed to 110% turn", shape: .circle) { StyleTransforms.closing($0, toTurns: 1.1) },
        Variation(name: "closed to 125% turn", shape: .circle) { StyleTransforms.closing($0, toTurns: 1.25) },
        Variation(name: "closed to 150% turn", shape: .circle) { StyleTransforms.closing($0, toTurns: 1.5) },
        Variation(name: "apex overshoot 20%", shape: .chevron) { StyleTransforms.overshooting($0, fraction: 0.2) },
        Variation(name: "tremor, first half") { tremor($0, .start) },
        Variation(name: "tremor, second half") { tremor($0, .end) },
        Variation(name: "resting at the start 3%") { StyleTransforms.resting($0, at: .start, fraction: 0.03) },
        Variation(name: "resting at the end 3%") { StyleTransforms.resting($0, at: .end, fraction: 0.03) },
        Variation(name: "sensor noise 1%") { DeviceTransforms.addingNoise($0, fraction: 0.01) },
        Variation(name: "simplified (RDP)") { DeviceTransforms.simplifying($0, fraction: 2.0 / 256) },
        Variation(name: "resampled to 32 points") { DeviceTransforms.resampling($0, count: 32) },
        Variation(name: "times lost (all 0 ms)") { DeviceTransforms.droppingTimes($0) },
        Variation(name: "turns rounded 3%") { StyleTransforms.rounding($0, fraction: 0.03) },
        Variation(name: "slant −25°") { StyleTransforms.shearing($0, byDegrees: -25) },
        Variation(name: "slant +25°") { StyleTransforms.shearing($0, byDegrees: 25) },
        Variation(name: "first leg 3× second", shape: .chevron) {
            StyleTransforms.stretchingLeg($0, .start, toRatio: 3)
        },
        Variation(name: "second leg 3× first", shape: .chevron) { StyleTransforms.stretchingLeg($0, .end, toRatio: 3) },
    ]

    /// The report's first column: as wide as the longest variation's name, and a gap.
    static let nameWidth = variations.map(\.name.count).max()! + 2

    /// How sharply an end hook breaks from the stroke: a flick back, as pens and fingers make on landing or lifting.
    static let hookAngle = 135.0

    /// A loss of recall above this many percentage points makes a recognizer fragile under a variation.
    public static let fragileLoss = 1.0

    /// True when a loss of recall (in points, as printed: to hundredths) is more than `fragileLoss`.
    static func isFragile(loss: Double) -> Bool { (loss * 100).rounded() > fragileLoss * 100 }

    /// A tremor of 2 % of the stroke's size (its bounding box's diagonal) at 8 Hz, a physiological tremor's rate.
    private static func tremor(_ points: StrokeTransforms.TimedPoints, _ end: StyleTransforms.End)
        -> StrokeTransforms.TimedPoints
    {
        StyleTransforms.trembling(
            points, on: end, amplitude: 0.02 * StrokePreprocessing.diagonal(of: points.map(\.location)))
    }

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
        let variations = Perturbation.variations(for: recognizer)
        let total = strokes.count * (variations.count + 1)
        let templates = recognizer.templates(from: strokes)
        original = StrokeEvaluation.run(
            recognizer, positiveName: positiveName, strokes: strokes, templates: templates,
            progress: { done, _ in progress?(done, total) })
        var rows: [Row] = []
        for (index, variation) in variations.enumerated() {
            let changed = strokes.map { Perturbation.apply(variation, to: $0, in: recognizer.viewFrame) }
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

    /// `stroke` changed by `variation`. A stroke placed in a view (`RecordedStroke.isPlacedInView`, its points
    /// about the view's centre) or on a canvas (`RecordedStroke.canvas`) that the change would make begin outside
    /// it is moved back in (`StrokeTransforms.keepingStart`), `startInset` from the edge: a touch begins inside the
    /// view it belongs to.
    public static func apply(_ variation: Variation, to stroke: RecordedStroke, in viewFrame: Rect?) -> RecordedStroke {
        let changed = variation.apply(stroke.points)
        let bounds: Rect
        if let canvas = stroke.canvas {
            bounds = Rect(origin: .zero, size: canvas)
        } else if stroke.isPlacedInView, let frame = viewFrame {
            bounds = Rect(center: .zero, size: frame.size)
        } else {
            return stroke.with(points: changed)
        }
        return stroke.with(points: StrokeTransforms.keepingStart(changed, inside: bounds, inset: startInset))
    }

    /// How far inside its view a moved-back stroke begins: four times the generated strokes' largest jitter.
    public static let startInset = 10.0

    /// The largest loss of recall, in percentage points.
    public var worstRecallLoss: Double {
        rows.map { (original.recall - $0.evaluation.recall) * 100 }.max() ?? 0
    }

    /// The variations that cost more recall than `fragileLoss`.
    var fragileRows: [Row] {
        rows.filter { Perturbation.isFragile(loss: (original.recall - $0.evaluation.recall) * 100) }
    }

    public var report: String {
        var lines = [
            "recognizer: \(original.recognizer.name)   positive: \(original.positiveName)   (perturbed strokes)",
            "",
            Text.pad("variation", Perturbation.nameWidth) + Text.pad("recall", 24) + Text.pad("change", 11)
                + Text.pad("false accepts (budget)", 24)
                + "change",
        ]
        let originalBudget = SplitFigures.pooled(of: original)
        func line(_ name: String, _ evaluation: StrokeEvaluation, compared: Bool) -> String {
            let recalled = evaluation.positives.map {
                "\($0.recognized)/\($0.strokes) = \(Text.percent(evaluation.recall))"
            }
            let recallChange = (evaluation.recall - original.recall) * 100
            let budget = SplitFigures.pooled(of: evaluation)
            let faChange = (budget.falseAcceptRate - originalBudget.falseAcceptRate) * 100
            let fragile = compared && Perturbation.isFragile(loss: -recallChange) ? "  ← fragile" : ""
            return Text.pad(name, Perturbation.nameWidth) + Text.pad(recalled ?? "n/a", 24)
                + Text.pad(compared ? signed(recallChange) + " pt" : "", 11)
                + Text.pad(
                    "\(budget.falseAccepts)/\(budget.negatives) = \(Text.percent(budget.falseAccepts, budget.negatives))",
                    24)
                + (compared ? signed(faChange) + " pt" : "") + fragile
        }
        lines.append(line("as recorded", original, compared: false))
        for row in rows { lines.append(line(row.variation, row.evaluation, compared: true)) }
        lines.append("")
        lines.append("largest loss of recall: \(Text.fixed(max(worstRecallLoss, 0))) points")
        let fragile = fragileRows
        lines.append(
            fragile.isEmpty
                ? "fragile under: none (no variation costs more than \(Text.fixed(Perturbation.fragileLoss, 0)) point)"
                : "fragile under: " + fragile.map(\.variation).joined(separator: ", "))
        lines += [
            "false accepts: the negatives counted against the budget, changed the same way. A change of style can draw",
            "the shape out of a negative (a straight stroke given a long hook that breaks back is a \">\" with one leg",
            "3× the other; closing an arc makes a loop), so a rise there is not the recognizer's on strokes people drew.",
        ]
        lines += byFileLines
        return lines.joined(separator: "\n")
    }

    /// "+0.25", "-1.33", and "+0.00" for a change too small to show, whichever side of zero it lies.
    private func signed(_ value: Double) -> String {
        let text = Text.fixed(value)
        return text.hasPrefix("-") ? text : "+" + text
    }
}
