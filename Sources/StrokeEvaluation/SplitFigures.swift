/// A recognizer's figures on one part of the data (the recognizer's `PeopleDivision`): recall pooled and for the worst
/// person, false accepts on the negatives that count against the budget, and, on a line of its own, the negatives the
/// protocol sets aside for this recognizer (strokes that are themselves the shape).
public struct SplitFigures: Sendable {
    public var recognized = 0
    public var positives = 0
    public var falseAccepts = 0
    public var negatives = 0
    public var setAsideAccepts = 0
    public var setAside = 0
    /// Each person's (recognized, positives).
    public var people: [Int: (recognized: Int, positives: Int)] = [:]

    public init() {}

    public var recall: Double { Double(recognized) / Double(max(positives, 1)) }
    /// True when the part holds no strokes at all (no collected file was given, say).
    public var isEmpty: Bool { positives + negatives + setAside == 0 }
    /// True when some negatives were set aside from the budget, so the budget's false accepts differ from those over
    /// every other name.
    public var setsNegativesAside: Bool { setAside > 0 }
    public var falseAcceptRate: Double { Double(falseAccepts) / Double(max(negatives, 1)) }

    /// The person with the lowest recall among those with at least `least` positives (one drawing makes no person's
    /// recall), the lowest number first on a tie.
    public func worst(least: Int = 5) -> (subject: Int, recognized: Int, positives: Int)? {
        people.filter { $0.value.positives >= least }
            .map { (subject: $0.key, recognized: $0.value.recognized, positives: $0.value.positives) }
            .min {
                let left = Double($0.recognized) / Double($0.positives)
                let right = Double($1.recognized) / Double($1.positives)
                return (left, $0.subject) < (right, $1.subject)
            }
    }

    /// The figures of each part, in one pass over the outcomes.
    public static func parts(of evaluation: StrokeEvaluation) -> [DesignSplit.Part: SplitFigures] {
        var figures: [DesignSplit.Part: SplitFigures] = [:]
        for part in DesignSplit.Part.allCases { figures[part] = SplitFigures() }
        for outcome in evaluation.outcomes {
            figures[evaluation.recognizer.division.part(of: outcome.stroke)]?.count(
                outcome, as: line(of: outcome.stroke, in: evaluation))
        }
        return figures
    }

    /// Which line of the figures a stroke is counted on.
    enum Line {
        /// The positive name.
        case positive
        /// A negative counted against the false-accept budget.
        case budget
        /// A negative the protocol sets aside for this recognizer (`EvaluatedRecognizer.setAside`).
        case setAside
    }

    /// The line `stroke` is counted on in `evaluation`.
    static func line(of stroke: RecordedStroke, in evaluation: StrokeEvaluation) -> Line {
        let recognizer = evaluation.recognizer
        if stroke.name == evaluation.positiveName { return .positive }
        return recognizer.setAside.contains(stroke.name) ? .setAside : .budget
    }

    /// The figures of every part together: what the protocol counts against the budget, whichever part a stroke is
    /// in.
    public static func pooled(of evaluation: StrokeEvaluation) -> SplitFigures {
        parts(of: evaluation).values.reduce(into: SplitFigures()) { total, part in
            total.recognized += part.recognized
            total.positives += part.positives
            total.falseAccepts += part.falseAccepts
            total.negatives += part.negatives
            total.setAsideAccepts += part.setAsideAccepts
            total.setAside += part.setAside
            total.people.merge(part.people) { ($0.recognized + $1.recognized, $0.positives + $1.positives) }
        }
    }

    private mutating func count(_ outcome: StrokeOutcome, as line: Line) {
        let accepted = outcome.accepted ? 1 : 0
        switch line {
        case .positive:
            positives += 1
            recognized += accepted
            let person = outcome.stroke.subject ?? -1
            let before = people[person] ?? (0, 0)
            people[person] = (before.recognized + accepted, before.positives + 1)
        case .setAside:
            setAside += 1
            setAsideAccepts += accepted
        case .budget:
            negatives += 1
            falseAccepts += accepted
        }
    }

    /// "recall 857/859 = 99.77%, worst 96.67% (2), FA 9/16828 = 0.05%; set aside 442/1691".
    public var line: String {
        let worstText =
            worst().map { "worst \(Text.percent($0.recognized, $0.positives)) (\($0.subject))" } ?? "worst n/a"
        return "recall \(recognized)/\(positives) = \(Text.percent(recognized, positives)), \(worstText), "
            + "FA \(falseAccepts)/\(negatives) = \(Text.percent(falseAccepts, negatives)); "
            + "set aside \(setAsideAccepts)/\(setAside)"
    }
}

extension StrokeEvaluation {
    /// The outcomes of the negatives counted against the false-accept budget, as `SplitFigures` counts them.
    public var budgetNegatives: [StrokeOutcome] {
        outcomes.filter { SplitFigures.line(of: $0.stroke, in: self) == .budget }
    }
}
